import type { RatingSummary, ReviewView } from '@linework/contract/catalog';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mediumDate } from '../../../lib/dates.ts';
import { RatingLine } from './rating.tsx';

export function ReviewList({ rating, reviews }: { rating: RatingSummary; reviews: ReviewView[] }) {
  return (
    <Stack spacing={2}>
      <RatingLine average={rating.average} count={rating.count} />
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
          <Typography sx={{ mt: 1 }}>{r.text}</Typography>
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
    </Stack>
  );
}
