import type { ArtistDetail, PoliciesView, ServiceView } from '@linework/contract/catalog';
import type { FlashSheet as FlashSheetView } from '@linework/contract/flash';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Island } from '../../../islands/island.tsx';
import { waitlistJoinPath } from '../../../lib/waitlists.ts';
import { Actions } from './actions.tsx';
import { FlashSheet } from './flash-sheet.tsx';
import { BooksBadge, PageHeader } from './page-header.tsx';
import { Policies } from './policies.tsx';
import { PortfolioGrid } from './portfolio-grid.tsx';
import { RatingLine } from './rating.tsx';
import { ReviewList } from './review-list.tsx';
import { Section } from './section.tsx';
import { ServiceList } from './service-list.tsx';
import { Workplaces } from './workplaces.tsx';

/** The artist page, on its own or inside a shop (then with that shop's services and policies). */
export function ArtistPage(props: {
  artist: ArtistDetail;
  services: ServiceView[];
  shop?: { name: string; shopUrl: string; city: string; policies: PoliciesView };
  /** The artist's flash at this shop (issue 29), when they have any. */
  flash?: FlashSheetView;
}) {
  const { artist, shop } = props;
  const shopUrl = shop?.shopUrl ?? artist.workplaces[0]?.shop.shopUrl;
  const place = artist.workplaces.find((w) => w.shop.shopUrl === shopUrl);
  return (
    <>
      <PageHeader
        title={artist.displayName}
        imageUrl={artist.avatarUrl}
        subtitle={shop ? `at ${shop.name}, ${shop.city}` : (artist.city ?? undefined)}
        styles={artist.styles}
        badge={<BooksBadge open={artist.booksOpen} />}
      />
      <RatingLine average={artist.rating.average} count={artist.rating.count} />
      {artist.booksNote && <Typography sx={{ mt: 1 }}>{artist.booksNote}</Typography>}
      <Actions
        book={`/booking?artist=${artist.id}${shopUrl ? `&shop=${shopUrl}` : ''}`}
        request={shopUrl ? `/shop/${shopUrl}/request?artist=${artist.id}` : undefined}
        message={`/chat?${shopUrl ? `shop=${shopUrl}&` : ''}artist=${artist.id}`}
        subscribe={`/artist/${artist.urlPath}/subscribe`}
      />
      {shopUrl && place && (
        // A plain link in the server's HTML: it needs no island to work.
        <Link
          href={waitlistJoinPath({ shopUrl, artistUrl: place.artistUrl })}
          sx={{ alignSelf: 'flex-start' }}
        >
          Join the waitlist: be offered times that free up
        </Link>
      )}
      <Typography sx={{ maxWidth: 720, whiteSpace: 'pre-line' }}>{artist.bio}</Typography>
      <Stack direction="row" gap={2} sx={{ mt: 1 }}>
        {artist.social.instagram && (
          <Link href={artist.social.instagram} rel="noopener noreferrer" target="_blank">
            Instagram
          </Link>
        )}
        {artist.social.website && (
          <Link href={artist.social.website} rel="noopener noreferrer" target="_blank">
            Website
          </Link>
        )}
      </Stack>
      <Section title="Portfolio" id="portfolio">
        <Island
          name="portfolio"
          component={PortfolioGrid}
          props={{ images: artist.portfolio, artistName: artist.displayName }}
        />
      </Section>
      <Section title={shop ? `Hours at ${shop.name}` : 'Where they work'} id="workplaces">
        <Workplaces artist={artist} only={shop?.shopUrl} />
      </Section>
      <Section title="Services" id="services">
        <ServiceList services={props.services} artistId={artist.id} />
      </Section>
      {props.flash && props.flash.designs.length > 0 && (
        <Section title="Flash" id="flash">
          <FlashSheet sheet={props.flash} shopUrl={shop?.shopUrl} />
        </Section>
      )}
      {shop && (
        <Section title={`Policies at ${shop.name}`} id="policies">
          <Policies policies={shop.policies} />
        </Section>
      )}
      <Section title="Reviews" id="reviews">
        <ReviewList
          rating={artist.rating}
          reviews={artist.latestReviews}
          allHref={`/artist/${artist.urlPath}/reviews`}
        />
      </Section>
    </>
  );
}
