import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { artistQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { MoreSoon } from '../components/more-soon.tsx';
import { BooksBadge, PageHeader } from '../components/page-header.tsx';

export default function ArtistScreen() {
  const { urlPath = '' } = useParams();
  const query = useQuery(artistQuery(urlPath));
  usePageTitle(query.data?.displayName ?? 'Artist');
  return (
    <QueryState query={query} what="artist">
      {(artist) => (
        <>
          <PageHeader
            title={artist.displayName}
            imageUrl={artist.avatarUrl}
            subtitle={artist.city ?? undefined}
            styles={artist.styles}
            badge={<BooksBadge open={artist.booksOpen} />}
          />
          <Typography sx={{ maxWidth: 720 }}>{artist.bio}</Typography>
          <MoreSoon what="artist" />
        </>
      )}
    </QueryState>
  );
}
