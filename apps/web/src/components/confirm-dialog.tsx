import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useStore } from '../lib/external-store.ts';
import { answerConfirm as answer, confirmStore } from './confirm-store.ts';

/** Loaded on first use (app/overlays.tsx); ask through confirm() in confirm-store.ts. */
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
          // The safe answer takes focus: Enter on a dialog that just opened must not cancel or pay.
          <Button onClick={() => answer(false)} color="inherit" autoFocus>
            {state.negativeText}
          </Button>
        )}
        <Button onClick={() => answer(true)} variant="contained" autoFocus={!state.showCancel}>
          {state.positiveText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
