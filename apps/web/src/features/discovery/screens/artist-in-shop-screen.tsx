import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { artistInShopQuery, shopFlashQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { ArtistPage } from '../components/artist-page.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';

export default function ArtistInShopScreen() {
  const { shopUrl = '', artistUrl = '' } = useParams();
  const query = useQuery(artistInShopQuery(shopUrl, artistUrl));
  const flash = useQuery(shopFlashQuery(shopUrl));
  usePageTitle(query.data ? `${query.data.artist.displayName} at ${query.data.shop.name}` : 'Artist');
  return (
    <QueryState query={query} what="artist" skeleton={<PageSkeleton />}>
      {({ artist, shop, services }) => (
        <ArtistPage
          artist={artist}
          services={services}
          shop={{ name: shop.name, shopUrl: shop.shopUrl, city: shop.address.city, policies: shop.policies }}
          flash={
            flash.data && {
              ...flash.data,
              designs: flash.data.designs.filter((d) => d.artistId === artist.id),
            }
          }
        />
      )}
    </QueryState>
  );
}
