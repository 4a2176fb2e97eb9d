import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { serviceQuery } from '../../../lib/catalog-queries.ts';
import { formatDuration, formatPrice } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { Policies } from '../components/policies.tsx';
import { ReviewList } from '../components/review-list.tsx';
import { Section } from '../components/section.tsx';
import { bookingLink, depositText } from '../components/service-list.tsx';

export default function ServiceScreen() {
  const { shopUrl = '', serviceId = '' } = useParams();
  const query = useQuery(serviceQuery(shopUrl, serviceId));
  usePageTitle(query.data?.service.name ?? 'Service');
  return (
    <QueryState query={query} what="service" skeleton={<PageSkeleton />}>
      {({ service, shop, rating, latestReviews }) => (
        <>
          <Typography variant="body2">
            <Link component={RouterLink} to={`/shop/${shop.shopUrl}`}>
              {shop.name}
            </Link>
          </Typography>
          <Typography variant="h1" sx={{ mt: 1 }}>
            {service.name}
          </Typography>
          <Stack direction="row" gap={1} flexWrap="wrap" sx={{ my: 2 }}>
            <Chip label={formatPrice(service)} color="primary" />
            <Chip label={formatDuration(service.durationMinutes)} variant="outlined" />
            <Chip label={depositText(service)} variant="outlined" />
            {service.requiresRequest && <Chip label="Request first" variant="outlined" />}
          </Stack>
          <Typography sx={{ maxWidth: 720 }}>{service.description}</Typography>
          <Button
            component={RouterLink}
            to={bookingLink(service)}
            variant="contained"
            size="large"
            sx={{ mt: 2 }}
          >
            {service.requiresRequest ? 'Request this tattoo' : 'Book'}
          </Button>
          <Section title="Artists who do this" id="artists">
            <Stack spacing={1}>
              {service.artists.map((a) => (
                <Stack key={a.id} direction="row" spacing={1.5} alignItems="center">
                  <Avatar
                    src={a.avatarUrl ?? undefined}
                    alt=""
                    slotProps={{ img: { width: 40, height: 40 } }}
                  />
                  <Link component={RouterLink} to={`/shop/${shop.shopUrl}/${a.artistUrl}`} fontWeight={600}>
                    {a.displayName}
                  </Link>
                  <Button component={RouterLink} to={bookingLink(service, a.id)} size="small">
                    {service.requiresRequest ? 'Request' : 'Book'} with {a.displayName.split(' ')[0]}
                  </Button>
                </Stack>
              ))}
            </Stack>
          </Section>
          <Section title="Policies" id="policies">
            <Policies policies={shop.policies} />
          </Section>
          <Section title="Reviews" id="reviews">
            <ReviewList rating={rating} reviews={latestReviews} />
          </Section>
        </>
      )}
    </QueryState>
  );
}
