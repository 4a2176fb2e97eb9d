import type { ShopDetail } from '@linework/contract/catalog';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { shopQuery } from '../../../lib/catalog-queries.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { useSession } from '../../../lib/session.tsx';
import { openSignIn } from '../../../lib/sign-in.ts';
import { useRequest } from '../api/get-request.ts';
import { RequestDetails } from '../components/request-details.tsx';
import { RequestForm } from '../components/request-form.tsx';

function NewRequest({ shop }: { shop: ShopDetail }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const service = shop.services.find((s) => s.id === params.get('service'));
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Stack spacing={1}>
        <Typography variant="body2">
          <Link component={RouterLink} to={`/shop/${shop.shopUrl}`}>
            {shop.name}
          </Link>
        </Typography>
        <Typography variant="h1">Request a tattoo at {shop.name}</Typography>
        <Typography color="text.secondary">
          Describe your idea. {shop.name} answers by email with times to choose from, a question, or a reason
          if they cannot take it on.
          {service ? ` This request is for: ${service.name}.` : ''}
        </Typography>
      </Stack>
      <RequestForm
        shop={shop}
        serviceId={service?.id ?? null}
        artistId={params.get('artist')}
        onSent={(request) => {
          navigate(`?request=${request.id}&sent=1`, { replace: true });
          window.scrollTo(0, 0);
        }}
      />
    </Stack>
  );
}

function SentRequest({ id, justSent }: { id: string; justSent: boolean }) {
  const { user } = useSession();
  const query = useRequest(id, Boolean(user.data));
  if (user.isLoading) return <CenteredSpinner />;
  if (!user.data) {
    return (
      <Stack spacing={2} alignItems="flex-start" sx={{ py: 4 }}>
        <Typography variant="h1">Your tattoo request</Typography>
        <Typography>Sign in with the account you sent it from to see your request.</Typography>
        <Button variant="contained" onClick={() => void openSignIn()}>
          Sign in
        </Button>
      </Stack>
    );
  }
  return (
    <QueryState query={query} what="request">
      {(r) => (
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <Typography variant="h1">Your request to {r.shop.name}</Typography>
          {justSent && (
            <Alert severity="success" role="status">
              Request sent. You can follow it here and on your home page.
            </Alert>
          )}
          <RequestDetails request={r} />
          <Stack direction="row" gap={1} flexWrap="wrap">
            <Button component={RouterLink} to="/" variant="outlined">
              Home
            </Button>
            <Button component={RouterLink} to={`/shop/${r.shop.shopUrl}`}>
              Back to {r.shop.name}
            </Button>
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}

/** shop/{shopUrl}/request: the request form, or (with ?request=) where a sent request stands. */
export default function RequestScreen() {
  const { shopUrl = '' } = useParams();
  const [params] = useSearchParams();
  const requestId = params.get('request');
  const shop = useQuery({ ...shopQuery(shopUrl), enabled: !requestId });
  usePageTitle(
    requestId
      ? 'Your tattoo request'
      : shop.data
        ? `Request a tattoo at ${shop.data.name}`
        : 'Request a tattoo',
  );
  if (requestId) return <SentRequest id={requestId} justSent={params.get('sent') === '1'} />;
  return (
    <QueryState query={shop} what="shop">
      {(s) => <NewRequest shop={s} />}
    </QueryState>
  );
}
