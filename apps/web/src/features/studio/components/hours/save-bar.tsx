import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Save and undo under a form, with its state said aloud (saving, saved, unsaved changes). */
export function SaveBar(props: {
  dirty: boolean;
  saving: boolean;
  saved: boolean;
  label: string;
  onSave(): void;
  onReset(): void;
}) {
  const status = props.saving ? 'Saving…' : props.dirty ? 'Unsaved changes' : props.saved ? 'Saved' : '';
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="contained" onClick={props.onSave} disabled={!props.dirty || props.saving}>
        {props.label}
      </Button>
      {props.dirty && !props.saving && <Button onClick={props.onReset}>Undo changes</Button>}
      <Typography role="status" variant="body2" color="text.secondary">
        {status}
      </Typography>
    </Stack>
  );
}
