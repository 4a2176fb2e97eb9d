import type { RatingSummary, ReviewView } from '@linework/contract/catalog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { mediumDate } from '../../../lib/dates.ts';
import { RatingLine } from './rating.tsx';

/** The customer's photos of a review: small, lazy, each opening the full picture. */
function ReviewPhotos({ review }: { review: ReviewView }) {
  if (!review.photoUrls.length) return null;
  return (
    <Stack
      direction="row"
      gap={1}
      flexWrap="wrap"
      sx={{ mt: 1 }}
      component="ul"
      aria-label="Photos"
      p={0}
      m={0}
    >
      {review.photoUrls.map((url, i) => (
        <Box component="li" key={url} sx={{ listStyle: 'none' }}>
          <a href={url} target="_blank" rel="noopener">
            <img
              src={url}
              alt={`From ${review.authorName}’s review, ${i + 1} of ${review.photoUrls.length}`}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
            />
          </a>
        </Box>
      ))}
    </Stack>
  );
}

export function ReviewItems({ reviews }: { reviews: ReviewView[] }) {
  return (
    <>
      {reviews.map((r) => (
        <Box key={r.id} component="article" sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
            <Rating value={r.rating} readOnly size="small" aria-label={`${r.rating} out of 5`} />
            <Typography fontWeight={600}>{r.authorName}</Typography>
            {r.verified && (
              <Typography variant="body2" color="secondary.main" fontWeight={600}>
                Verified visit
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {mediumDate(r.createdAt)}
              {r.artistName ? ` · ${r.artistName} at ${r.shopName}` : ` · ${r.shopName}`}
            </Typography>
          </Stack>
          {r.text && <Typography sx={{ mt: 1 }}>{r.text}</Typography>}
          <ReviewPhotos review={r} />
          {r.reply && (
            <Box sx={{ mt: 1, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
              <Typography variant="body2" fontWeight={600}>
                Reply from {r.shopName}
              </Typography>
              <Typography variant="body2">{r.reply}</Typography>
            </Box>
          )}
        </Box>
      ))}
    </>
  );
}

/** The rating, the latest reviews with their photos, and a way to all of them when there are more. */
export function ReviewList({
  rating,
  reviews,
  allHref,
}: {
  rating: RatingSummary;
  reviews: ReviewView[];
  /** The all-reviews page; offered when the rating counts more reviews than are shown. */
  allHref?: string;
}) {
  return (
    <Stack spacing={2}>
      <RatingLine average={rating.average} count={rating.count} />
      <ReviewItems reviews={reviews} />
      {allHref && rating.count > 0 && (
        <Box>
          <Button component={RouterLink} to={allHref} variant="outlined">
            All {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
