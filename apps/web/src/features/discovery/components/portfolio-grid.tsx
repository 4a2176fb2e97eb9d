import type { PortfolioImage } from '@linework/contract/catalog';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { lazy, useState } from 'react';
import { OnFirstUse } from '../../../components/on-first-use.tsx';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';

// The full-screen viewer (MUI's Dialog and Modal) loads when a picture is first opened.
const PortfolioViewer = lazy(() => import('./portfolio-viewer.tsx'));

/** A grid of work; a tap opens it full screen, with arrows and keyboard to move between pieces. */
export function PortfolioGrid({ images, artistName }: { images: PortfolioImage[]; artistName: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (!images.length) return <Typography color="text.secondary">No pictures yet.</Typography>;
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
      <OnFirstUse when={open !== null}>
        <PortfolioViewer
          images={images}
          open={open}
          artistName={artistName}
          onClose={() => setOpen(null)}
          onMove={move}
        />
      </OnFirstUse>
    </>
  );
}
