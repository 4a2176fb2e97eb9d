import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { serviceQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { MoreSoon } from '../components/more-soon.tsx';
import { PageHeader } from '../components/page-header.tsx';

export default function ServiceScreen() {
  const { shopUrl = '', serviceId = '' } = useParams();
  const query = useQuery(serviceQuery(shopUrl, serviceId));
  usePageTitle(query.data?.service.name ?? 'Service');
  return (
    <QueryState query={query} what="service">
      {({ service, shop }) => (
        <>
          <PageHeader title={service.name} imageUrl={shop.logoUrl} subtitle={shop.name} />
          <Typography sx={{ maxWidth: 720 }}>{service.description}</Typography>
          <MoreSoon what="service" />
        </>
      )}
    </QueryState>
  );
}
