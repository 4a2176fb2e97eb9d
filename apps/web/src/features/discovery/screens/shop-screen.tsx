import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { shopQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { MoreSoon } from '../components/more-soon.tsx';
import { PageHeader } from '../components/page-header.tsx';

export default function ShopScreen() {
  const { shopUrl = '' } = useParams();
  const query = useQuery(shopQuery(shopUrl));
  usePageTitle(query.data?.name ?? 'Shop');
  const { setSelectedBusiness } = useSession();
  const businessId = query.data?.id;
  // SEED-SPEC point 3: visiting a shop makes it the selected business for this browser session.
  useEffect(() => {
    if (businessId) setSelectedBusiness(businessId);
  }, [businessId, setSelectedBusiness]);
  return (
    <QueryState query={query} what="shop">
      {(shop) => (
        <>
          <PageHeader
            title={shop.name}
            imageUrl={shop.logoUrl}
            subtitle={`${shop.address.line}, ${shop.address.city}`}
            styles={shop.styles}
          />
          <Typography sx={{ maxWidth: 720 }}>{shop.about}</Typography>
          <MoreSoon what="shop" />
        </>
      )}
    </QueryState>
  );
}
