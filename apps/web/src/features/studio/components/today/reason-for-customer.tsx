import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';

/**
 * The end of a dialog that changes a customer's appointment: the reason they will read (optional)
 * and what went wrong when the change was refused.
 */
export function ReasonForCustomer(props: {
  value: string;
  onChange(value: string): void;
  error: Error | null;
}) {
  return (
    <>
      <TextField
        label="Reason for the customer (optional)"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 500 } }}
        sx={{ mt: 2 }}
      />
      {props.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {props.error.message}
        </Alert>
      )}
    </>
  );
}
