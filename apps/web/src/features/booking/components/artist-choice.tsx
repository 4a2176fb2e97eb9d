import type { ShopDetail } from '@linework/contract/catalog';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The shop's artists as chips; one whose books are closed cannot be chosen. */
export function ArtistChoice(props: {
  artists: ShopDetail['artists'];
  selected: string;
  onSelect(artistId: string): void;
}) {
  return (
    <Stack component="section" aria-label="Artist" spacing={1}>
      <Typography variant="h2">Artist</Typography>
      <Stack direction="row" gap={1} flexWrap="wrap">
        {props.artists.map((a) => (
          <Chip
            key={a.id}
            avatar={<Avatar src={a.avatarUrl ?? undefined} alt="" />}
            label={a.booksOpen ? a.displayName : `${a.displayName} (books closed)`}
            disabled={!a.booksOpen}
            color={a.id === props.selected ? 'primary' : 'default'}
            variant={a.id === props.selected ? 'filled' : 'outlined'}
            aria-pressed={a.id === props.selected}
            onClick={() => props.onSelect(a.id)}
          />
        ))}
      </Stack>
    </Stack>
  );
}
