import type { ReviewLinkView } from '@linework/contract/reviews';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useParams, useRouteError, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { Island } from '../../../islands/island.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { pageLocale } from '../../../lib/locale.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useReviewLink } from '../api/get-review-link.ts';
import { ReviewPanel } from '../components/review-panel.tsx';

const visitDate = (l: ReviewLinkView) =>
  new Intl.DateTimeFormat(pageLocale, { dateStyle: 'long', timeZone: l.appointment.timeZone }).format(
    new Date(l.appointment.startsAt),
  );

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
  // The form sent without JavaScript comes back with the field refused (apps/api/src/web/form-posts.ts).
  const problem = useSearchParams()[0].get('problem');
  usePageTitle('Leave a review');
  if (query.isPending) return <CenteredSpinner label="Loading your visit" />;
  if (query.error) return <ReviewLinkProblem error={query.error} retry={() => query.refetch()} />;
  const link = query.data;
  return (
    // Gaps, not margins: an island's wrapper has no box of its own (display: contents).
    <Stack sx={{ maxWidth: 640, mx: 'auto' }} spacing={3} useFlexGap>
      <Stack spacing={0.5}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          How was your tattoo with {link.artist.displayName}?
        </Typography>
        <Typography color="text.secondary">
          {link.appointment.serviceName} at {link.shop.name} · {visitDate(link)}
        </Typography>
      </Stack>
      <Island name="review" component={ReviewPanel} props={{ link, ...(problem && { problem }) }} />
    </Stack>
  );
}
