import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useStore } from '../lib/external-store.ts';
import { loadingStore } from './loading-store.ts';

/** Blocks the page while something important happens; the person cannot dismiss it.
 * Loaded on first use (app/overlays.tsx); drive it with loadingDialog in loading-store.ts. */
export function LoadingDialog() {
  const state = useStore(loadingStore);
  const theme = useTheme();
  return (
    <Dialog
      open={state.status === 'loading'}
      disableEscapeKeyDown
      // After a success the next page is already beneath: the dialog goes at once instead of
      // fading over it (the success message and a half-seen page at the same time).
      transitionDuration={{
        enter: theme.transitions.duration.enteringScreen,
        exit: state.successMessage ? 0 : theme.transitions.duration.leavingScreen,
      }}
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
