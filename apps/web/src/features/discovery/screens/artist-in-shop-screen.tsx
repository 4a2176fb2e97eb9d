import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { artistInShopQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { MoreSoon } from '../components/more-soon.tsx';
import { BooksBadge, PageHeader } from '../components/page-header.tsx';

export default function ArtistInShopScreen() {
  const { shopUrl = '', artistUrl = '' } = useParams();
  const query = useQuery(artistInShopQuery(shopUrl, artistUrl));
  usePageTitle(query.data ? `${query.data.artist.displayName} at ${query.data.shop.name}` : 'Artist');
  return (
    <QueryState query={query} what="artist">
      {({ artist, shop }) => (
        <>
          <PageHeader
            title={artist.displayName}
            imageUrl={artist.avatarUrl}
            subtitle={`at ${shop.name}, ${shop.address.city}`}
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
