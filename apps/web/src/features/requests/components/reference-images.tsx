import { maxUploadBytes, uploadContentTypes } from '@linework/contract/uploads';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { openSignIn } from '../../../lib/sign-in.ts';
import { uploadFiles } from '../../../lib/upload.ts';

export type ReferenceImage = { path: string; url: string };

export const maxReferenceImages = 10;
const imageTypes = uploadContentTypes.filter((t) => t.startsWith('image/'));
const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

/**
 * Reference pictures, uploaded privately under the customer's own folder as soon as they are
 * chosen; only the shop they send the request to sees them. Uploading needs an account.
 */
export function ReferenceImages(props: {
  images: ReferenceImage[];
  userId: string | null;
  onChange(images: ReferenceImage[]): void;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState('');
  const room = maxReferenceImages - props.images.length;

  const add = async (files: File[]) => {
    setProblem('');
    const wrong = files.find((f) => !imageTypes.includes(f.type as never));
    if (wrong) return setProblem(`${wrong.name} is not a JPEG, PNG, WebP or HEIC picture.`);
    const large = files.find((f) => f.size > maxUploadBytes);
    if (large) return setProblem(`${large.name} is larger than 15 MB.`);
    const chosen = files.slice(0, room);
    if (chosen.length < files.length)
      setProblem(`Only ${maxReferenceImages} pictures fit; the rest were left out.`);
    const items = chosen.map((f) => ({
      url: URL.createObjectURL(f),
      path: `users/${props.userId}/requests/${crypto.randomUUID()}.${extensions[f.type]}`,
    }));
    const added: ReferenceImage[] = [];
    setUploading(items.length);
    try {
      await uploadFiles(items, { onSuccess: (item, url) => added.push({ path: item.path, url }) });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      for (const item of items) URL.revokeObjectURL(item.url);
      setUploading(0);
      if (added.length) props.onChange([...props.images, ...added]);
    }
  };

  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        Reference pictures (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
        Ideas, flash you like, or a photo of the spot. Up to {maxReferenceImages}; only the shop sees them.
      </Typography>
      {props.images.length > 0 && (
        <Box
          component="ul"
          aria-label="Your reference pictures"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {props.images.map((image, i) => (
            <Box component="li" key={image.path} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={image.url}
                alt={`Reference picture ${i + 1}`}
                width={96}
                height={96}
                sx={{ objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.200' }}
              />
              <IconButton
                size="small"
                aria-label={`Remove reference picture ${i + 1}`}
                onClick={() => props.onChange(props.images.filter((x) => x.path !== image.path))}
                sx={{
                  position: 'absolute',
                  top: 2,
                  right: 2,
                  bgcolor: 'background.paper',
                  '&:hover': { bgcolor: 'grey.100' },
                }}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {props.userId ? (
        <>
          <input
            ref={input}
            type="file"
            accept={imageTypes.join(',')}
            multiple
            hidden
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length) void add(files);
            }}
          />
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateIcon />}
            onClick={() => input.current?.click()}
            disabled={uploading > 0 || room <= 0}
            sx={{ alignSelf: 'flex-start' }}
          >
            {uploading ? `Uploading ${uploading} picture${uploading > 1 ? 's' : ''}…` : 'Add pictures'}
          </Button>
        </>
      ) : (
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateIcon />}
          onClick={() => void openSignIn('sign-up')}
          sx={{ alignSelf: 'flex-start' }}
        >
          Sign in to add pictures
        </Button>
      )}
      <div aria-live="polite">
        {(problem || props.error) && <FormHelperText error>{problem || props.error}</FormHelperText>}
      </div>
    </Stack>
  );
}
