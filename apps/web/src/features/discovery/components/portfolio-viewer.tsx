import type { PortfolioImage } from '@linework/contract/catalog';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { onDarkSurface } from '../../../app/theme.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** One piece full screen, with arrows and keyboard to move between pieces. */
export default function PortfolioViewer({
  images,
  open,
  artistName,
  onClose,
  onMove,
}: {
  images: PortfolioImage[];
  open: number | null;
  artistName: string;
  onClose(): void;
  onMove(step: number): void;
}) {
  const current = open === null ? null : images[open]!;
  return (
    <Dialog
      open={current !== null}
      onClose={onClose}
      fullScreen
      aria-labelledby="picture-viewer-title"
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') onMove(1);
        if (e.key === 'ArrowLeft') onMove(-1);
      }}
      slotProps={{ paper: { sx: { bgcolor: '#111', color: '#fff', ...onDarkSurface } } }}
    >
      <h2 id="picture-viewer-title" style={visuallyHidden}>
        Pictures by {artistName}
      </h2>
      {current && (
        <Box
          sx={{
            position: 'relative',
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 2,
          }}
        >
          <img
            src={current.url}
            alt={current.caption || `Tattoo by ${artistName}`}
            width={current.width}
            height={current.height}
            style={{ maxWidth: '100%', maxHeight: '85vh', width: 'auto', height: 'auto' }}
          />
          <IconButton
            aria-label="Close"
            onClick={onClose}
            sx={{ position: 'absolute', top: 8, right: 8, color: '#fff' }}
          >
            <CloseIcon />
          </IconButton>
          {images.length > 1 && (
            <>
              <IconButton
                aria-label="Previous picture"
                onClick={() => onMove(-1)}
                sx={{ position: 'absolute', left: 8, color: '#fff' }}
              >
                <ChevronLeft fontSize="large" />
              </IconButton>
              <IconButton
                aria-label="Next picture"
                onClick={() => onMove(1)}
                sx={{ position: 'absolute', right: 8, color: '#fff' }}
              >
                <ChevronRight fontSize="large" />
              </IconButton>
            </>
          )}
          <Typography sx={{ position: 'absolute', bottom: 16, left: 0, right: 0, textAlign: 'center' }}>
            {current.caption} · {(open ?? 0) + 1} of {images.length}
          </Typography>
        </Box>
      )}
    </Dialog>
  );
}
