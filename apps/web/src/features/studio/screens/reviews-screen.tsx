import Alert from '@mui/material/Alert';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { useShopReviews } from '../api/reviews.ts';
import { ReviewCard } from '../components/reviews/review-card.tsx';

type Filter = 'all' | 'unanswered';

/** The shop's reviews: read them all, reply to each once, report those that break the rules. */
export default function ReviewsScreen() {
  const business = useStudioBusiness();
  const reviews = useShopReviews(business.businessId);
  const [filter, setFilter] = useState<Filter>('all');
  // Replies and reports are the owner's and the front desk's; artists read.
  const canAnswer = business.role !== 'artist';

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 860 }}>
      <Typography variant="h1">Reviews</Typography>
      <QueryState query={reviews} what="reviews">
        {(list) => {
          const average = list.length ? list.reduce((sum, r) => sum + r.rating, 0) / list.length : 0;
          const shown = filter === 'unanswered' ? list.filter((r) => !r.reply) : list;
          return (
            <Stack spacing={2}>
              {list.length > 0 && (
                <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
                  <Rating value={average} precision={0.1} readOnly aria-hidden />
                  <Typography>
                    {average.toFixed(1)} out of 5 from {list.length} review{list.length === 1 ? '' : 's'} ·{' '}
                    {list.filter((r) => !r.reply).length} without a reply
                  </Typography>
                </Stack>
              )}
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                aria-label="Show reviews"
                value={filter}
                onChange={(_, next: Filter | null) => next && setFilter(next)}
              >
                <ToggleButton value="all" sx={{ textTransform: 'none', px: 1.5 }}>
                  All
                </ToggleButton>
                <ToggleButton value="unanswered" sx={{ textTransform: 'none', px: 1.5 }}>
                  Without a reply
                </ToggleButton>
              </ToggleButtonGroup>
              {shown.length === 0 ? (
                <Alert severity="info" role="status">
                  {list.length === 0
                    ? 'No reviews yet. Customers are asked for one after each visit.'
                    : 'Every review has a reply.'}
                </Alert>
              ) : (
                <Stack spacing={1.5}>
                  {shown.map((r) => (
                    <ReviewCard
                      key={r.id}
                      review={r}
                      businessId={business.businessId}
                      canAnswer={canAnswer}
                      timeZone={business.timeZone}
                    />
                  ))}
                </Stack>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
