import type { ShopDetail } from '@linework/contract/catalog';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';
import { Island } from '../../../islands/island.tsx';
import { shopFlashQuery, shopQuery } from '../../../lib/catalog-queries.ts';
import { shortDay } from '../../../lib/dates.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { Actions } from '../components/actions.tsx';
import { FlashSheet } from '../components/flash-sheet.tsx';
import { HoursTable } from '../components/hours-table.tsx';
import { MapWhenVisible } from '../components/map-when-visible.tsx';
import { BooksBadge, PageHeader } from '../components/page-header.tsx';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { Policies } from '../components/policies.tsx';
import { RatingLine } from '../components/rating.tsx';
import { ReviewList } from '../components/review-list.tsx';
import { Section } from '../components/section.tsx';
import { ServiceList } from '../components/service-list.tsx';

function Roster({ shop }: { shop: ShopDetail }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {shop.artists.map((a) => (
        <Card key={a.id} variant="outlined">
          <CardActionArea component={RouterLink} to={`/shop/${shop.shopUrl}/${a.artistUrl}`} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1.5} alignItems="center">
              <Avatar
                src={a.avatarUrl ?? undefined}
                alt=""
                sx={{ width: 56, height: 56 }}
                slotProps={{ img: { width: 56, height: 56, loading: 'lazy' } }}
              />
              <Stack spacing={0.5}>
                <Typography fontWeight={700}>{a.displayName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {a.kind === 'guest' && a.startsOn && a.endsOn
                    ? `Guest ${shortDay(a.startsOn)}–${shortDay(a.endsOn)}`
                    : a.styles.slice(0, 2).join(' · ')}
                </Typography>
                <BooksBadge open={a.booksOpen} />
              </Stack>
            </Stack>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

export default function ShopScreen() {
  const { shopUrl = '' } = useParams();
  const query = useQuery(shopQuery(shopUrl));
  const flash = useQuery(shopFlashQuery(shopUrl));
  usePageTitle(query.data?.name ?? 'Shop');
  const { setSelectedBusiness } = useSession();
  const businessId = query.data?.id;
  // docs/requirements.md (selected business): visiting a shop makes it the selected business for this browser session.
  useEffect(() => {
    if (businessId) setSelectedBusiness(businessId);
  }, [businessId, setSelectedBusiness]);
  return (
    <QueryState query={query} what="shop" skeleton={<PageSkeleton cover />}>
      {(shop) => {
        const address = [shop.address.line, shop.address.postalCode, shop.address.city, shop.address.country]
          .filter(Boolean)
          .join(', ');
        return (
          <>
            {/* Read by a static page's loader (src/islands/loader.ts): the shop being looked at. */}
            <span hidden data-selected-business={shop.id} />
            {shop.coverUrl && (
              <Box
                sx={{
                  mx: { xs: -2, sm: 0 },
                  mb: 2,
                  borderRadius: { sm: 2 },
                  overflow: 'hidden',
                  height: { xs: 180, md: 320 },
                }}
              >
                <ResponsivePicture
                  src={shop.cover?.url ?? shop.coverUrl}
                  variants={shop.cover?.variants ?? []}
                  width={shop.cover?.width ?? 1200}
                  height={shop.cover?.height ?? 600}
                  sizes="(min-width: 1200px) 1152px, 100vw"
                  alt=""
                  priority
                  style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </Box>
            )}
            <PageHeader
              title={shop.name}
              imageUrl={shop.logoUrl}
              subtitle={`${shop.address.city}, ${shop.address.country}`}
              styles={shop.styles}
            />
            <RatingLine average={shop.rating.average} count={shop.rating.count} />
            <Actions
              book={`/booking?shop=${shop.shopUrl}`}
              request={`/shop/${shop.shopUrl}/request`}
              message={`/chat?shop=${shop.shopUrl}`}
              subscribe={`/shop/${shop.shopUrl}/subscribe`}
            />
            <Typography sx={{ maxWidth: 720, whiteSpace: 'pre-line' }}>{shop.about}</Typography>
            <Section title="Artists" id="artists">
              <Roster shop={shop} />
            </Section>
            <Section title="Services" id="services">
              <ServiceList services={shop.services} />
            </Section>
            {flash.data && flash.data.designs.length > 0 && (
              <Section title="Flash" id="flash">
                <FlashSheet sheet={flash.data} shopUrl={shop.shopUrl} />
              </Section>
            )}
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
              <Section title="Visit" id="visit">
                <Typography>{address}</Typography>
                <Link
                  href={`https://www.google.com/maps/dir/?api=1&destination=${shop.address.latitude},${shop.address.longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Directions
                </Link>
                <Stack direction="row" gap={2} sx={{ my: 1 }} flexWrap="wrap">
                  {shop.contact.phone && <Link href={`tel:${shop.contact.phone}`}>{shop.contact.phone}</Link>}
                  {shop.contact.email && (
                    <Link href={`mailto:${shop.contact.email}`}>{shop.contact.email}</Link>
                  )}
                  {shop.contact.instagram && (
                    <Link href={shop.contact.instagram} target="_blank" rel="noopener noreferrer">
                      Instagram
                    </Link>
                  )}
                </Stack>
                <Island
                  name="map"
                  when="visible"
                  component={MapWhenVisible}
                  props={{
                    height: 240,
                    places: [
                      {
                        id: shop.id,
                        name: shop.name,
                        latitude: shop.address.latitude,
                        longitude: shop.address.longitude,
                        href: `/shop/${shop.shopUrl}`,
                      },
                    ],
                  }}
                />
              </Section>
              <Section title="Hours" id="hours">
                <HoursTable hours={shop.hours} openNow={shop.openNow} timeZone={shop.timeZone} />
              </Section>
            </Box>
            <Section title="Policies" id="policies">
              <Policies policies={shop.policies} />
            </Section>
            <Section title="Reviews" id="reviews">
              <ReviewList
                rating={shop.rating}
                reviews={shop.latestReviews}
                allHref={`/shop/${shop.shopUrl}/reviews`}
              />
            </Section>
          </>
        );
      }}
    </QueryState>
  );
}
