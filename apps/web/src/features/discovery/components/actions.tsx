import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

/** Book, Request, Message and Subscribe, leading to their own screens. */
export function Actions(props: { book: string; request?: string; message: string; subscribe: string }) {
  return (
    <Stack direction="row" gap={1} flexWrap="wrap" sx={{ my: 2 }}>
      <Button component={RouterLink} to={props.book} variant="contained">
        Book
      </Button>
      {props.request && (
        <Button component={RouterLink} to={props.request} variant="outlined">
          Request a tattoo
        </Button>
      )}
      <Button component={RouterLink} to={props.message} variant="outlined">
        Message
      </Button>
      <Button component={RouterLink} to={props.subscribe} variant="outlined" color="secondary">
        Subscribe
      </Button>
    </Stack>
  );
}
