import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { uploadWaiverPhoto, type WaiverPhotoKind } from '../api/upload-waiver-photo.ts';

const longestSide = 1600;

/**
 * A phone photo made small before it leaves the phone: a 12-megapixel picture becomes a JPEG of a
 * few hundred kilobytes, upright. A picture the browser cannot decode is sent as it is.
 */
async function shrink(file: File): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, longestSide / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    return blob ?? file;
  } catch {
    return file;
  }
}

/** Take or choose a photo of an ID; it is uploaded at once into the session's private folder. */
export function IdPhotoField(props: {
  label: string;
  required: boolean;
  kind: WaiverPhotoKind;
  shopUrl: string;
  sessionId: string;
  value: string;
  onChange(path: string): void;
  error?: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const message = problem || props.error;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setProblem('');
    try {
      const photo = await shrink(file);
      const uploaded = await uploadWaiverPhoto(props.shopUrl, props.sessionId, props.kind, photo);
      setPreview(uploaded.previewUrl);
      props.onChange(uploaded.path);
    } catch (error) {
      setProblem((error as Error).message || 'The photo could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 1 }}>
        {props.label}
        {!props.required && ' (optional)'}
      </Typography>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={`${props.label}, as uploaded`}
          sx={{ width: 220, maxWidth: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ) : (
        props.value && <Typography color="secondary.main">Photo added.</Typography>
      )}
      <Stack direction="row" alignItems="center" gap={1}>
        <Button
          variant={props.value ? 'outlined' : 'contained'}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <PhotoCameraIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {busy ? 'Uploading…' : props.value ? 'Take another photo' : 'Take or choose a photo'}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/*"
          capture="environment"
          aria-label={props.label}
          aria-describedby={message ? `${id}-error` : undefined}
          tabIndex={-1}
          style={visuallyHidden}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </Stack>
      {message && (
        <FormHelperText id={`${id}-error`} error>
          {message}
        </FormHelperText>
      )}
    </Stack>
  );
}
