import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSession } from '../../../../lib/session.tsx';
import { AddPicturesButton } from '../catalogue/add-pictures-button.tsx';
import { FormError } from '../catalogue/form-error.tsx';
import { uploadPicture } from '../catalogue/upload-picture.ts';

/** The most pictures one announcement carries (the contract's limit). */
export const maxAnnouncementPictures = 10;

/** A picture added to the draft: where it is stored, and the chosen file's own address to show it. */
export type AnnouncementPicture = { path: string; previewUrl: string; name: string };

/**
 * The pictures of an announcement, e.g. the designs of a flash drop: uploaded as public pictures
 * when chosen, shown as thumbnails to remove, in the order they were added.
 */
export function AnnouncementPictures({
  pictures,
  onChange,
  problem,
}: {
  pictures: AnnouncementPicture[];
  onChange(next: AnnouncementPicture[]): void;
  /** The API's word on one of the pictures, e.g. one that did not finish uploading. */
  problem?: string;
}) {
  const hint = useId();
  const userId = useSession().user.data?.userId ?? '';
  const room = maxAnnouncementPictures - pictures.length;
  const [note, setNote] = useState('');
  const add = useMutation({
    mutationFn: async (files: File[]) => {
      const added: AnnouncementPicture[] = [];
      for (const file of files.slice(0, room)) {
        const { path } = await uploadPicture(file, userId, 'announcements');
        added.push({ path, previewUrl: URL.createObjectURL(file), name: file.name });
      }
      return added;
    },
    onSuccess: (added) => onChange([...pictures, ...added]),
  });
  const remove = (picture: AnnouncementPicture) => {
    URL.revokeObjectURL(picture.previewUrl);
    onChange(pictures.filter((p) => p !== picture));
  };

  return (
    <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" fontWeight={600} sx={{ p: 0 }}>
        Pictures (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" id={hint}>
        Up to {maxAnnouncementPictures}, shown in the email in this order — the designs of a flash drop, say.
      </Typography>
      {pictures.length > 0 && (
        <Box
          component="ul"
          aria-label="Pictures in the announcement"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(104px, 1fr))',
          }}
        >
          {pictures.map((p, i) => (
            <Box component="li" key={p.path} sx={{ position: 'relative' }}>
              <Box
                component="img"
                src={p.previewUrl}
                alt={`Picture ${i + 1}: ${p.name}`}
                sx={{
                  width: '100%',
                  aspectRatio: '1',
                  objectFit: 'cover',
                  borderRadius: 1,
                  display: 'block',
                }}
              />
              <IconButton
                size="small"
                aria-label={`Remove picture ${i + 1}: ${p.name}`}
                onClick={() => remove(p)}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'rgba(0,0,0,0.65)',
                  color: '#fff',
                  '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
                }}
              >
                <span aria-hidden>×</span>
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box>
        <AddPicturesButton
          variant="outlined"
          label={room <= 0 ? `${maxAnnouncementPictures} pictures added` : 'Add pictures'}
          loading={add.isPending}
          disabled={room <= 0}
          describedBy={hint}
          onPick={(files) => {
            setNote(
              files.length > room ? `Only ${room} more fit, so the first ${room} of these are added.` : '',
            );
            add.mutate(files);
          }}
        />
      </Box>
      {note && (
        <Typography variant="body2" role="status">
          {note}
        </Typography>
      )}
      <FormError error={add.error} />
      {problem && (
        <Typography color="error" variant="body2" role="alert">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
