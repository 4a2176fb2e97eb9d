import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { createStore, useStore } from '../lib/external-store.ts';

export type ConfirmOptions = {
  title?: string;
  message?: string;
  positiveText?: string;
  negativeText?: string;
  /** Show the cancel button (the close icon, Escape and the backdrop still answer false). */
  showCancel?: boolean;
  dismissible?: boolean;
  isSmall?: boolean;
  hideCloseButton?: boolean;
};

/** SEED-SPEC point 3: the confirmation dialog state and its defaults. */
export type ConfirmState = Required<ConfirmOptions> & {
  status: 'idle' | 'awaiting';
  resolver: ((answer: boolean) => void) | null;
};

export const confirmDefaults: Omit<ConfirmState, 'status' | 'resolver'> = {
  title: 'Confirm',
  message: 'Are you sure you want to continue?',
  positiveText: 'Continue',
  negativeText: 'Cancel',
  showCancel: true,
  dismissible: true,
  isSmall: false,
  hideCloseButton: false,
};

export const confirmStore = createStore<ConfirmState>({ ...confirmDefaults, status: 'idle', resolver: null });

/** Asks the person; resolves true on confirm, false on cancel, close, Escape or backdrop. */
export function confirm(options: ConfirmOptions = {}): Promise<boolean> {
  confirmStore.get().resolver?.(false);
  return new Promise((resolve) => {
    confirmStore.set({ ...confirmDefaults, ...options, status: 'awaiting', resolver: resolve });
  });
}

export const useConfirm = () => confirm;

function answer(value: boolean) {
  const { resolver } = confirmStore.get();
  confirmStore.set((s) => ({ ...s, status: 'idle', resolver: null }));
  resolver?.(value);
}

export function ConfirmDialog() {
  const state = useStore(confirmStore);
  return (
    <Dialog
      open={state.status === 'awaiting'}
      onClose={() => {
        if (state.dismissible) answer(false);
      }}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: state.isSmall ? 400 : 600 } } }}
      aria-labelledby="confirm-dialog-title"
      aria-describedby="confirm-dialog-message"
    >
      <DialogTitle id="confirm-dialog-title" sx={{ pr: 6 }}>
        {state.title}
      </DialogTitle>
      {!state.hideCloseButton && (
        <IconButton
          aria-label="Close"
          onClick={() => answer(false)}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      <DialogContent>
        <DialogContentText id="confirm-dialog-message">{state.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {state.showCancel && (
          <Button onClick={() => answer(false)} color="inherit">
            {state.negativeText}
          </Button>
        )}
        <Button onClick={() => answer(true)} variant="contained" autoFocus>
          {state.positiveText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
