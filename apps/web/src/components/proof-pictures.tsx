import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { onDarkSurface } from '../app/theme.ts';

export type ProofPicture = { path: string; url: string };

/**
 * The pictures of a design version as thumbnails; each opens at full screen (closed with the button
 * or Escape), as the conversation's pictures do.
 */
export function ProofPictures(props: { images: ProofPicture[]; label: string; size?: number }) {
  const [viewing, setViewing] = useState<{ url: string; alt: string } | null>(null);
  const size = props.size ?? 120;
  return (
    <>
      <Box
        component="ul"
        aria-label={props.label}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {props.images.map((image, i) => {
          const alt = `${props.label}, picture ${i + 1} of ${props.images.length}`;
          return (
            <Box component="li" key={image.path}>
              <ButtonBase
                onClick={() => setViewing({ url: image.url, alt })}
                aria-label={`Open ${alt} at full size`}
                sx={{
                  borderRadius: 1,
                  overflow: 'hidden',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
                }}
              >
                <Box
                  component="img"
                  src={image.url}
                  alt=""
                  width={size}
                  height={size}
                  loading="lazy"
                  sx={{ objectFit: 'cover', display: 'block', bgcolor: 'grey.200' }}
                />
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
      <Dialog
        fullScreen
        open={viewing !== null}
        onClose={() => setViewing(null)}
        slotProps={{
          paper: { 'aria-label': viewing?.alt ?? '', sx: { bgcolor: 'common.black', ...onDarkSurface } },
        }}
      >
        <IconButton
          onClick={() => setViewing(null)}
          aria-label="Close the picture"
          sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white', bgcolor: 'rgba(0,0,0,0.5)' }}
        >
          <CloseIcon />
        </IconButton>
        {viewing && (
          <Box
            component="img"
            src={viewing.url}
            alt={viewing.alt}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
      </Dialog>
    </>
  );
}
