import type { ReviewLinkView } from '@linework/contract/reviews';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { pageLocale } from '../../../lib/locale.ts';
import { reviewLinkQuery } from '../api/get-review-link.ts';
import { ReviewForm } from './review-form.tsx';

function LinkState({ link }: { link: ReviewLinkView }) {
  const artistPage = `/artist/${link.artist.urlPath}`;
  if (link.status === 'used') {
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          Thank you! Your review of {link.artist.displayName} is published as a verified visit. This link has
          now been used.
        </Alert>
        <Button component={RouterLink} to={artistPage} variant="contained" sx={{ alignSelf: 'flex-start' }}>
          See it on {link.artist.displayName}’s page
        </Button>
      </Stack>
    );
  }
  const until = new Intl.DateTimeFormat(pageLocale, { dateStyle: 'long' }).format(new Date(link.expiresAt));
  return (
    <Alert severity="warning" role="status">
      This review link expired on {until}. Ask {link.shop.name} for a new one if you would still like to
      review your visit.
    </Alert>
  );
}

/**
 * The review link's form, or what became of the link (used, expired): the review page's island
 * (docs/decisions/034). It starts from the link the page was rendered with and follows its own query,
 * so a review sent shows the thanks.
 */
export function ReviewPanel({ link, problem }: { link: ReviewLinkView; problem?: string }) {
  const current = useQuery({ ...reviewLinkQuery(link.id), initialData: link }).data;
  return current.status === 'open' ? (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <ReviewForm link={current} problem={problem} />
    </Paper>
  ) : (
    <LinkState link={current} />
  );
}
