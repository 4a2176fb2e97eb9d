import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { artistQuery, shopQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { type ReviewsOf, reviewPageFrom, reviewPageQuery } from '../api/review-pages.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';
import { RatingLine } from '../components/rating.tsx';
import { ReviewItems } from '../components/review-list.tsx';

/** The name, rating and page of the artist or shop the reviews are of (already kept for its page). */
function useSubject(of: ReviewsOf) {
  const artist = useQuery({ ...artistQuery('urlPath' in of ? of.urlPath : ''), enabled: 'urlPath' in of });
  const shop = useQuery({ ...shopQuery('shopUrl' in of ? of.shopUrl : ''), enabled: 'shopUrl' in of });
  if ('urlPath' in of)
    return {
      query: artist,
      name: artist.data?.displayName,
      rating: artist.data?.rating,
      href: `/artist/${of.urlPath}`,
    };
  return { query: shop, name: shop.data?.name, rating: shop.data?.rating, href: `/shop/${of.shopUrl}` };
}

/** Every review of an artist or a shop, newest first, with photos, twenty a page (server-rendered). */
export default function ReviewsScreen() {
  const { urlPath, shopUrl = '' } = useParams();
  const [params] = useSearchParams();
  const of: ReviewsOf = urlPath ? { urlPath } : { shopUrl };
  const page = reviewPageFrom(params);
  const subject = useSubject(of);
  const reviews = useQuery(reviewPageQuery(of, page));
  usePageTitle(subject.name ? `Reviews of ${subject.name}` : 'Reviews');
  const here = `${subject.href}/reviews`;
  return (
    <QueryState query={reviews} what={urlPath ? 'artist' : 'shop'} skeleton={<PageSkeleton />}>
      {(list) => (
        <Stack spacing={2} sx={{ py: { xs: 2, md: 4 }, maxWidth: 760 }}>
          <Box>
            <Link component={RouterLink} to={subject.href}>
              Back to {subject.name ?? 'the page'}
            </Link>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mt: 1 }}>
              Reviews of {subject.name ?? '…'}
            </Typography>
            {subject.rating && <RatingLine average={subject.rating.average} count={subject.rating.count} />}
            {page > 1 && (
              <Typography variant="body2" color="text.secondary">
                Page {page}
              </Typography>
            )}
          </Box>
          {list.items.length === 0 && <Typography color="text.secondary">No reviews here yet.</Typography>}
          <ReviewItems reviews={list.items} />
          <Stack direction="row" gap={1} component="nav" aria-label="Pages of reviews">
            {page > 1 && (
              <Button
                component={RouterLink}
                to={page === 2 ? here : `${here}?page=${page - 1}`}
                variant="outlined"
              >
                Newer reviews
              </Button>
            )}
            {list.nextPage && (
              <Button component={RouterLink} to={`${here}?page=${list.nextPage}`} variant="outlined">
                Older reviews
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
