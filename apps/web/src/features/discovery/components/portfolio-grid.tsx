import type { PortfolioImage } from '@linework/contract/catalog';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';

/** A grid of work; a tap opens it full screen, with arrows and keyboard to move between pieces. */
export function PortfolioGrid({ images, artistName }: { images: PortfolioImage[]; artistName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (!images.length) return <Typography color="text.secondary">No pictures yet.</Typography>;
  const current = open === null ? null : images[open]!;
  const move = (step: number) =>
    setOpen((i) => (i === null ? i : (i + step + images.length) % images.length));
  return (
    <>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' }, gap: 1 }}
      >
        {images.map((image, i) => (
          <ButtonBase
            key={image.id}
            onClick={() => setOpen(i)}
            aria-label={`Open picture ${i + 1} of ${images.length}: ${image.caption || artistName}`}
            sx={{ borderRadius: 1, overflow: 'hidden', aspectRatio: '1', display: 'block' }}
          >
            <ResponsivePicture
              src={image.thumbnailUrl}
              variants={
                image.variants.length
                  ? image.variants
                  : [{ url: image.thumbnailUrl, width: 480, type: 'image/webp' }]
              }
              sizes="(min-width: 1200px) 280px, (min-width: 600px) 25vw, 50vw"
              alt={image.caption || `Tattoo by ${artistName}`}
              width={image.width}
              height={image.height}
              // The first row is on the first screen: the first picture is the likely largest paint.
              loading={i < 4 ? 'eager' : 'lazy'}
              priority={i === 0}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </ButtonBase>
        ))}
      </Box>
      <Dialog
        open={current !== null}
        onClose={() => setOpen(null)}
        fullScreen
        aria-label="Picture viewer"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') move(1);
          if (e.key === 'ArrowLeft') move(-1);
        }}
        slotProps={{ paper: { sx: { bgcolor: '#111', color: '#fff' } } }}
      >
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
              onClick={() => setOpen(null)}
              sx={{ position: 'absolute', top: 8, right: 8, color: '#fff' }}
            >
              <CloseIcon />
            </IconButton>
            {images.length > 1 && (
              <>
                <IconButton
                  aria-label="Previous picture"
                  onClick={() => move(-1)}
                  sx={{ position: 'absolute', left: 8, color: '#fff' }}
                >
                  <ChevronLeft fontSize="large" />
                </IconButton>
                <IconButton
                  aria-label="Next picture"
                  onClick={() => move(1)}
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
    </>
  );
}
