import type { ReviewLinkView } from '@linework/contract/reviews';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, Link as RouterLink, useParams, useRouteError } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pageLocale } from '../../../lib/locale.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useReviewLink } from '../api/get-review-link.ts';
import { ReviewForm } from '../components/review-form.tsx';

const visitDate = (l: ReviewLinkView) =>
  new Intl.DateTimeFormat(pageLocale, { dateStyle: 'long', timeZone: l.appointment.timeZone }).format(
    new Date(l.appointment.startsAt),
  );

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

function ReviewLinkProblem({ error, retry }: { error: unknown; retry?: () => void }) {
  const unknown = isRouteErrorResponse(error) || (error instanceof ApiError && error.status === 404);
  return (
    <Stack sx={{ maxWidth: 640, mx: 'auto' }} spacing={2}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem' }}>
        Leave a review
      </Typography>
      <Alert
        severity="error"
        role="alert"
        action={
          unknown || !retry ? undefined : (
            <Button color="inherit" onClick={retry}>
              Try again
            </Button>
          )
        }
      >
        {unknown
          ? 'This review link does not exist. Check that you opened the whole link from your email.'
          : error instanceof Error
            ? error.message
            : 'This page could not load. Check your connection and reload the page.'}
      </Alert>
    </Stack>
  );
}

/** The route's error boundary: an unknown link (the server answers 404) or a failed load. */
export function ErrorBoundary() {
  return <ReviewLinkProblem error={useRouteError()} />;
}

export default function ReviewScreen() {
  const { reviewLinkId = '' } = useParams();
  const query = useReviewLink(reviewLinkId);
  usePageTitle('Leave a review');
  if (query.isPending) return <CenteredSpinner label="Loading your visit" />;
  if (query.error) return <ReviewLinkProblem error={query.error} retry={() => query.refetch()} />;
  const link = query.data;
  return (
    <Stack sx={{ maxWidth: 640, mx: 'auto' }} spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          How was your tattoo with {link.artist.displayName}?
        </Typography>
        <Typography color="text.secondary">
          {link.appointment.serviceName} at {link.shop.name} · {visitDate(link)}
        </Typography>
      </Stack>
      {link.status === 'open' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ReviewForm link={link} />
        </Paper>
      ) : (
        <LinkState link={link} />
      )}
    </Stack>
  );
}
