import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

/**
 * One working interval's from–until times in the shop's wall clock, with a button to remove it.
 * The browser's time input cannot say 24:00, so an until of 00:00 is midnight at the end of the day.
 */
export function IntervalFields(props: {
  /** Names the fields: "Monday (2)" gives "Monday (2) from" and "Monday (2) until". */
  label: string;
  opens: string;
  closes: string;
  onChange(change: { opens?: string; closes?: string }): void;
  onRemove(): void;
  errors: { opens?: string; closes?: string; interval?: string };
}) {
  const { label, opens, closes, errors } = props;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
      <TextField
        type="time"
        size="small"
        label={`${label} from`}
        value={opens}
        onChange={(e) => props.onChange({ opens: e.target.value })}
        error={Boolean(errors.opens || errors.interval)}
        helperText={errors.opens ?? errors.interval}
        slotProps={{ htmlInput: { step: 300 } }}
        sx={{ flex: 1 }}
      />
      <TextField
        type="time"
        size="small"
        label={`${label} until`}
        value={closes === '24:00' ? '00:00' : closes}
        onChange={(e) => props.onChange({ closes: e.target.value === '00:00' ? '24:00' : e.target.value })}
        error={Boolean(errors.closes)}
        helperText={errors.closes ?? (closes === '24:00' ? 'Midnight' : undefined)}
        slotProps={{ htmlInput: { step: 300 } }}
        sx={{ flex: 1 }}
      />
      <IconButton aria-label={`Remove ${label} ${opens}–${closes}`} onClick={props.onRemove}>
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}
