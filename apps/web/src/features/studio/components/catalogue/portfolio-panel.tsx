import type { ArtistDetail, PortfolioImage } from '@linework/contract/catalog';
import { reorderPortfolio } from '@linework/contract/endpoints/business';
import { addPortfolioImage, removePortfolioImage, updateArtist } from '@linework/contract/endpoints/catalog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { confirm } from '../../../../components/confirm-store.ts';
import { call } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import { AddPicturesButton } from './add-pictures-button.tsx';
import { FormError } from './form-error.tsx';
import { uploadPicture } from './upload-picture.ts';

type Props = { businessId: string; artist: ArtistDetail; userId: string; onChanged(): unknown };

/** One artist's profile (bio, styles, books open or closed) and portfolio, in the order it shows. */
export function PortfolioPanel({ businessId, artist, userId, onChanged }: Props) {
  const params = { businessId, artistId: artist.id };
  const [bio, setBio] = useState(artist.bio);
  const [styles, setStyles] = useState(artist.styles.join(', '));
  const [booksNote, setBooksNote] = useState(artist.booksNote ?? '');
  const [status, setStatus] = useState('');

  const saveProfile = useMutation({
    mutationFn: (body: Parameters<typeof call<typeof updateArtist>>[1]['body']) =>
      call(updateArtist, { params, body }),
    onSuccess: () => {
      toast.success('The profile is saved.');
      onChanged();
    },
  });
  const books = useMutation({
    mutationFn: (booksOpen: boolean) => call(updateArtist, { params, body: { booksOpen } }),
    onSuccess: (a) => {
      setStatus(a.booksOpen ? 'Books are open.' : 'Books are closed.');
      onChanged();
    },
    onError: (e) => toast.error(e.message),
  });
  const reorder = useMutation({
    mutationFn: (imageIds: string[]) => call(reorderPortfolio, { params, body: { imageIds } }),
    onSuccess: () => onChanged(),
    onError: (e) => toast.error(e.message),
  });
  const remove = useMutation({
    mutationFn: (imageId: string) => call(removePortfolioImage, { params: { ...params, imageId } }),
    onSuccess: () => {
      setStatus('The picture was removed.');
      onChanged();
    },
    onError: (e) => toast.error(e.message),
  });
  const add = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        const picture = await uploadPicture(file, userId, 'portfolio');
        await call(addPortfolioImage, { params, body: { ...picture, caption: '' } });
      }
      return files.length;
    },
    onSuccess: (n) => {
      setStatus(n === 1 ? 'The picture was added.' : `${n} pictures were added.`);
      onChanged();
    },
  });

  function move(index: number, by: -1 | 1) {
    const ids = artist.portfolio.map((p) => p.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    const name = pictureName(artist.portfolio[index]!, index);
    setStatus(`${name} is now number ${index + by + 1} of ${ids.length}.`);
    reorder.mutate(ids);
  }

  async function removePicture(p: PortfolioImage, index: number) {
    if (
      await confirm({
        title: 'Remove this picture?',
        message: `${pictureName(p, index)} leaves the portfolio.`,
        positiveText: 'Remove',
      })
    )
      remove.mutate(p.id);
  }

  function submitProfile(e: FormEvent) {
    e.preventDefault();
    saveProfile.mutate({
      bio,
      styles: styles
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      booksNote,
    });
  }

  return (
    <Stack spacing={3}>
      <Box component="p" role="status" aria-live="polite" style={visuallyHidden}>
        {status}
      </Box>
      <Stack
        spacing={2}
        component="form"
        onSubmit={submitProfile}
        noValidate
        aria-label={`${artist.displayName}'s profile`}
      >
        <Typography variant="h2">{artist.displayName}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={artist.booksOpen}
              onChange={(e) => books.mutate(e.target.checked)}
              disabled={books.isPending}
            />
          }
          label={artist.booksOpen ? 'Books open: taking new bookings' : 'Books closed: no new bookings'}
        />
        <TextField
          label="Books note"
          value={booksNote}
          onChange={(e) => setBooksNote(e.target.value)}
          helperText="e.g. Books open for March, flash only"
        />
        <TextField label="Bio" value={bio} onChange={(e) => setBio(e.target.value)} multiline minRows={3} />
        <TextField
          label="Styles"
          value={styles}
          onChange={(e) => setStyles(e.target.value)}
          helperText="Separate styles with commas"
        />
        <FormError error={saveProfile.error} />
        <Box>
          <Button type="submit" variant="outlined" loading={saveProfile.isPending}>
            Save profile
          </Button>
        </Box>
      </Stack>

      <Stack spacing={2}>
        <Typography variant="h2">Portfolio</Typography>
        <Box>
          <AddPicturesButton onPick={(files) => add.mutate(files)} loading={add.isPending} />
        </Box>
        <FormError error={add.error} />
        {artist.portfolio.length === 0 && <Typography>No pictures yet.</Typography>}
        <Box
          component="ol"
          aria-label="Portfolio pictures in order"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {artist.portfolio.map((p, index) => (
            <Box
              component="li"
              key={p.id}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={p.thumbnailUrl}
                alt={pictureName(p, index)}
                sx={{ width: '100%', aspectRatio: '1', objectFit: 'cover', display: 'block' }}
                onError={(e) => {
                  const img = e.currentTarget;
                  if (img.src !== new URL(p.url, location.href).href) img.src = p.url;
                }}
              />
              <Stack direction="row" justifyContent="space-between" flexWrap="wrap" sx={{ p: 0.5 }}>
                <Button
                  size="small"
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, -1)}
                  aria-label={`Move ${pictureName(p, index)} earlier`}
                >
                  Earlier
                </Button>
                <Button
                  size="small"
                  disabled={index === artist.portfolio.length - 1 || reorder.isPending}
                  onClick={() => move(index, 1)}
                  aria-label={`Move ${pictureName(p, index)} later`}
                >
                  Later
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => void removePicture(p, index)}
                  aria-label={`Remove ${pictureName(p, index)}`}
                >
                  Remove
                </Button>
              </Stack>
            </Box>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}

const pictureName = (p: PortfolioImage, index: number) => p.caption || `Picture ${index + 1}`;
