import type { PortfolioImage } from '@linework/contract/catalog';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { onDarkSurface } from '../../../app/theme.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** How far a finger must travel sideways, in CSS pixels, for a swipe to change the picture. */
const swipeDistance = 50;

/**
 * Swipes with pointer events (touch, pen or a dragged mouse): the picture follows the finger, and a
 * sideways move past `swipeDistance` (more sideways than up or down) moves to the next or previous.
 */
export function useSwipe(onMove: (step: number) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const [offset, setOffset] = useState(0);
  const end = (e: ReactPointerEvent, done: boolean) => {
    const from = start.current;
    if (!from || from.id !== e.pointerId) return;
    start.current = null;
    setOffset(0);
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    if (done && Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(dy)) onMove(dx < 0 ? 1 : -1);
  };
  return {
    offset,
    handlers: {
      onPointerDown: (e: ReactPointerEvent) => {
        // Buttons keep their clicks; only the picture's area swipes.
        if ((e.target as HTMLElement).closest('button')) return;
        if (e.pointerType === 'mouse' && e.button !== 0) return;
        start.current = { id: e.pointerId, x: e.clientX, y: e.clientY };
      },
      onPointerMove: (e: ReactPointerEvent) => {
        if (start.current?.id === e.pointerId) setOffset(e.clientX - start.current.x);
      },
      onPointerUp: (e: ReactPointerEvent) => end(e, true),
      onPointerCancel: (e: ReactPointerEvent) => end(e, false),
    },
  };
}

/** One piece full screen: swipe, arrow buttons or arrow keys move between pieces. */
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
  const swipe = useSwipe(onMove);
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
          {...swipe.handlers}
          sx={{
            position: 'relative',
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            p: 2,
            // Sideways moves are the viewer's (a swipe); up and down stay the browser's.
            touchAction: 'pan-y pinch-zoom',
            userSelect: 'none',
          }}
        >
          <img
            draggable={false}
            src={current.url}
            alt={current.caption || `Tattoo by ${artistName}`}
            width={current.width}
            height={current.height}
            style={{
              maxWidth: '100%',
              maxHeight: '85vh',
              width: 'auto',
              height: 'auto',
              transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined,
              transition: swipe.offset ? 'none' : 'transform 150ms ease-out',
            }}
          />
          <IconButton
            aria-label="Close"
            data-over-picture
            onClick={onClose}
            sx={{ position: 'absolute', top: 8, right: 8, color: '#fff' }}
          >
            <CloseIcon />
          </IconButton>
          {images.length > 1 && (
            <>
              <IconButton
                aria-label="Previous picture"
                data-over-picture
                onClick={() => onMove(-1)}
                sx={{ position: 'absolute', left: 8, color: '#fff' }}
              >
                <ChevronLeft fontSize="large" />
              </IconButton>
              <IconButton
                aria-label="Next picture"
                data-over-picture
                onClick={() => onMove(1)}
                sx={{ position: 'absolute', right: 8, color: '#fff' }}
              >
                <ChevronRight fontSize="large" />
              </IconButton>
            </>
          )}
          <Typography
            aria-live="polite"
            sx={{ position: 'absolute', bottom: 16, left: 0, right: 0, textAlign: 'center' }}
          >
            {current.caption ? `${current.caption} · ` : ''}
            {(open ?? 0) + 1} of {images.length}
          </Typography>
          {images.length > 1 && (
            <p style={visuallyHidden}>Swipe or use the arrow keys to move between pictures.</p>
          )}
        </Box>
      )}
    </Dialog>
  );
}
