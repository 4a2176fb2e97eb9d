import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useStore } from '../lib/external-store.ts';
import { loadingStore } from './loading-store.ts';

/** Blocks the page while something important happens; the person cannot dismiss it.
 * Loaded on first use (app/overlays.tsx); drive it with loadingDialog in loading-store.ts. */
export function LoadingDialog() {
  const state = useStore(loadingStore);
  return (
    <Dialog
      open={state.status === 'loading'}
      disableEscapeKeyDown
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)' } } }}
      aria-labelledby="loading-dialog-header"
    >
      <DialogContent>
        <Stack alignItems="center" spacing={2} sx={{ py: 2, textAlign: 'center' }} aria-live="polite">
          {state.successMessage ? (
            <>
              <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
              <Typography id="loading-dialog-header" variant="h6" component="h2">
                {state.successMessage}
              </Typography>
            </>
          ) : (
            <>
              <CircularProgress aria-label={state.header} />
              <Typography id="loading-dialog-header" variant="h6" component="h2">
                {state.header}
              </Typography>
              <Typography color="text.secondary">{state.message}</Typography>
            </>
          )}
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
