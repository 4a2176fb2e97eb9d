import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createStore, useStore } from '../lib/external-store.ts';

/** SEED-SPEC point 3: the blocking loading dialog state and its defaults. */
export type LoadingState = {
  status: 'idle' | 'loading';
  header: string;
  message: string;
  /** When set, a success icon and this message replace the spinner. */
  successMessage: string | null;
};

export const loadingDefaults = {
  header: 'Loading...',
  message: 'This could take a minute, please do not refresh the page',
};

export const loadingStore = createStore<LoadingState>({
  ...loadingDefaults,
  status: 'idle',
  successMessage: null,
});

export const loadingDialog = {
  show(options: { header?: string; message?: string } = {}) {
    loadingStore.set({ ...loadingDefaults, ...options, status: 'loading', successMessage: null });
  },
  success(message: string) {
    loadingStore.set((s) => ({ ...s, status: 'loading', successMessage: message }));
  },
  hide() {
    loadingStore.set((s) => ({ ...s, status: 'idle' }));
  },
};

export const useLoadingDialog = () => loadingDialog;

/** Blocks the page while something important happens; the person cannot dismiss it. */
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
