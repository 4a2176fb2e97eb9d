import { maxReviewPhotos } from '@linework/contract/reviews';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';

export type PickedPhoto = { file: File; previewUrl: string };

const accepted = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'];

/** Up to five photos of the healed tattoo, previewed before anything is uploaded. */
export function PhotoPicker(props: { photos: PickedPhoto[]; onChange(photos: PickedPhoto[]): void }) {
  const input = useRef<HTMLInputElement>(null);
  const photos = useRef(props.photos);
  photos.current = props.photos;
  // Free the previews when the page goes away.
  useEffect(
    () => () => {
      for (const p of photos.current) URL.revokeObjectURL(p.previewUrl);
    },
    [],
  );
  const room = maxReviewPhotos - props.photos.length;
  const add = (files: FileList | null) => {
    const picked = [...(files ?? [])]
      .filter((f) => accepted.includes(f.type))
      .slice(0, room)
      .map((file) => ({ file, previewUrl: URL.createObjectURL(file) }));
    props.onChange([...props.photos, ...picked]);
    if (input.current) input.current.value = '';
  };
  const remove = (photo: PickedPhoto) => {
    URL.revokeObjectURL(photo.previewUrl);
    props.onChange(props.photos.filter((p) => p !== photo));
  };
  return (
    <Stack spacing={1}>
      <Typography component="h2" fontWeight={600}>
        Photos of the healed tattoo (optional, up to {maxReviewPhotos})
      </Typography>
      <Stack direction="row" gap={1} flexWrap="wrap">
        {props.photos.map((p, i) => (
          <Box key={p.previewUrl} sx={{ position: 'relative', width: 96, height: 96 }}>
            <img
              src={p.previewUrl}
              alt={`Healed tattoo, ${i + 1} of ${props.photos.length}`}
              width={96}
              height={96}
              style={{ objectFit: 'cover', borderRadius: 8 }}
            />
            <IconButton
              size="small"
              aria-label={`Remove photo ${i + 1}`}
              onClick={() => remove(p)}
              sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper' }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
      {room > 0 && (
        <Button
          component="label"
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add photos
          <input
            ref={input}
            hidden
            type="file"
            accept={accepted.join(',')}
            multiple
            onChange={(e) => add(e.target.files)}
          />
        </Button>
      )}
    </Stack>
  );
}
