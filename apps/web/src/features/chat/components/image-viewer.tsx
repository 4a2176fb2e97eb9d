import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { onDarkSurface } from '../../../app/theme.ts';

/** A picture of the conversation at full screen, closed with the button or Escape. */
export function ImageViewer(props: { url: string | null; alt: string; onClose(): void }) {
  return (
    <Dialog
      fullScreen
      open={props.url !== null}
      onClose={props.onClose}
      // On the paper: that is the element with role="dialog" (MUI passes only aria-labelledby there).
      slotProps={{ paper: { 'aria-label': props.alt, sx: { bgcolor: 'common.black', ...onDarkSurface } } }}
    >
      <IconButton
        onClick={props.onClose}
        aria-label="Close the picture"
        sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white', bgcolor: 'rgba(0,0,0,0.5)' }}
      >
        <CloseIcon />
      </IconButton>
      {props.url && (
        <Box
          component="img"
          src={props.url}
          alt={props.alt}
          sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
        />
      )}
    </Dialog>
  );
}
