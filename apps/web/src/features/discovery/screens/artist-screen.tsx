import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { artistQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ArtistPage } from '../components/artist-page.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';

export default function ArtistScreen() {
  const { urlPath = '' } = useParams();
  const query = useQuery(artistQuery(urlPath));
  usePageTitle(query.data?.displayName ?? 'Artist');
  return (
    <QueryState query={query} what="artist" skeleton={<PageSkeleton />}>
      {(artist) => <ArtistPage artist={artist} services={artist.services} />}
    </QueryState>
  );
}
