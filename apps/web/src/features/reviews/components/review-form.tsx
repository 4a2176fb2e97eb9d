import { zodResolver } from '@hookform/resolvers/zod';
import { type ReviewLinkView, submitReviewBody } from '@linework/contract/reviews';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { uploadFiles } from '../../../lib/upload.ts';
import { useSubmitReview } from '../api/submit-review.ts';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';

const formSchema = submitReviewBody.omit({ photoPaths: true });
type FormInput = z.input<typeof formSchema>;

/**
 * Sent without JavaScript, the page comes back with the field the server refused
 * (apps/api/src/web/form-posts.ts): said in the shared schema's own words for that field.
 */
function problemOf(field: string | undefined) {
  if (field === 'rating') return formSchema.shape.rating.safeParse(0).error?.issues[0]?.message ?? '';
  if (field === 'text') return formSchema.shape.text.safeParse('').error?.issues[0]?.message ?? '';
  return field ? 'Something went wrong. Please try again.' : '';
}

const ratingWords = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

const extension = (type: string) =>
  ({ 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' })[type] ?? 'heic';

/** Stars, words and photos; the photos are uploaded first, under this link, then the review sent. */
export function ReviewForm({ link, problem: refused }: { link: ReviewLinkView; problem?: string }) {
  const session = useSession();
  const submit = useSubmitReview();
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [problem, setProblem] = useState(() => problemOf(refused));
  const form = useForm<FormInput>({
    resolver: zodResolver(formSchema),
    defaultValues: { rating: 0, text: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem('');
    try {
      const userId = session.user.data?.userId;
      // A signed-in person's uploads live under their own folder; anyone else's are public ones.
      const folder = `${userId ? `users/${userId}` : 'public'}/reviews/${link.id}`;
      const items = photos.map((p) => ({
        url: p.previewUrl,
        path: `${folder}/${crypto.randomUUID()}.${extension(p.file.type)}`,
      }));
      if (items.length) await uploadFiles(items, { isPublic: true });
      await submit.mutateAsync({
        linkId: link.id,
        body: { ...(values as z.output<typeof formSchema>), photoPaths: items.map((i) => i.path) },
      });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.details?.fields ?? {}) : {};
      const text = fields['body.text'];
      const rating = fields['body.rating'];
      if (text) form.setError('text', { message: text });
      if (rating) form.setError('rating', { message: rating });
      if (!text && !rating) setProblem(error instanceof Error ? error.message : 'Something went wrong.');
    }
  });
  return (
    // Without JavaScript it posts to its own page (apps/api/src/web/form-posts.ts), photos aside.
    <Stack
      component="form"
      spacing={3}
      onSubmit={onSubmit}
      noValidate
      aria-label="Your review"
      method="post"
      action={`/review/${encodeURIComponent(link.id)}`}
    >
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)}>
            <FormLabel component="legend">Your rating</FormLabel>
            <Stack direction="row" spacing={1} alignItems="center">
              <Rating
                name="rating"
                size="large"
                value={field.value || null}
                onChange={(_e, v) => field.onChange(v ?? 0)}
                getLabelText={(v) => `${v} star${v === 1 ? '' : 's'}, ${ratingWords[v]}`}
              />
              <span aria-hidden="true">{ratingWords[field.value] ?? ''}</span>
            </Stack>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <TextField
        {...form.register('text')}
        label="Your review"
        multiline
        minRows={4}
        fullWidth
        required
        error={Boolean(form.formState.errors.text)}
        helperText={
          form.formState.errors.text?.message ?? 'How was the session, and how did the tattoo heal?'
        }
      />
      <PhotoPicker photos={photos} onChange={setPhotos} />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Publishing…' : 'Publish review'}
      </Button>
    </Stack>
  );
}
