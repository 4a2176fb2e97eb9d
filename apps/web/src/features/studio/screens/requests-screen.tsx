import type { RequestStatus } from '@linework/contract/requests';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { useShopRequests } from '../api/requests.ts';
import { RequestCard } from '../components/requests/request-card.tsx';
import { inboxOrder, shopStatusLabels, statusFilters } from '../components/requests/request-text.ts';

const filterLabel = (f: RequestStatus | 'all') => (f === 'all' ? 'All' : shopStatusLabels[f]);

/** The requests inbox: new requests first, each with its pictures and the customer's answers. */
export default function RequestsScreen() {
  const business = useStudioBusiness();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status') as RequestStatus | null;
  const status = wanted && statusFilters.includes(wanted) ? wanted : 'all';
  const requests = useShopRequests(business.businessId, status);

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">Requests</Typography>
        <Typography color="text.secondary">
          {business.role === 'artist'
            ? 'Tattoo requests for you: ask a question, offer times or decline.'
            : 'Tattoo requests to the shop: ask a question, offer times or decline.'}
        </Typography>
      </Stack>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Show requests"
        value={status}
        onChange={(_, next: RequestStatus | 'all' | null) => {
          if (!next) return;
          setParams(next === 'all' ? {} : { status: next }, { replace: true });
        }}
        sx={{ flexWrap: 'wrap', gap: 0.5, '& .MuiToggleButton-root': { border: 1, borderRadius: 2 } }}
      >
        {statusFilters.map((f) => (
          <ToggleButton key={f} value={f} sx={{ textTransform: 'none', px: 1.5 }}>
            {filterLabel(f)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryState query={requests} what="requests">
        {(list) =>
          list.length === 0 ? (
            <Alert severity="info" role="status">
              {status === 'all'
                ? 'No tattoo requests yet. They arrive here when customers send one from your shop page.'
                : `No requests are “${filterLabel(status)}” right now.`}
            </Alert>
          ) : (
            <Stack
              component="ul"
              spacing={1.5}
              aria-label="Tattoo requests"
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {[...list].sort(inboxOrder).map((r) => (
                <li key={r.id}>
                  <RequestCard request={r} businessId={business.businessId} timeZone={business.timeZone} />
                </li>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
