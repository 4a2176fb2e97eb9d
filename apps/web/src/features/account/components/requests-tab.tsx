import { requestStatusLabels } from '@linework/contract/requests';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ideaSnippet, requestHref, requestOrder } from '../../../lib/request-display.ts';
import { myRequestsQuery } from '../../../lib/request-queries.ts';

/** Every tattoo request of the customer and where it stands, open ones first. */
export function RequestsTab() {
  const query = useQuery(myRequestsQuery());
  if (query.isPending) return <CenteredSpinner label="Loading your requests" />;
  if (query.error) return <ErrorAlert error={query.error} onRetry={query.refetch} />;
  if (!query.data.length) return <Typography>No tattoo requests yet.</Typography>;
  const shown = [...query.data].sort((a, b) => requestOrder[a.status] - requestOrder[b.status]);
  return (
    <Stack spacing={1.5}>
      {shown.map((r) => (
        <Card key={r.id} variant="outlined">
          <CardActionArea component={RouterLink} to={requestHref(r)} sx={{ p: 2 }}>
            <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
              <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                <Typography component="h3" fontWeight={700}>
                  {r.shop.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {ideaSnippet(r.idea)}
                </Typography>
              </Stack>
              <Chip size="small" label={requestStatusLabels[r.status]} sx={{ alignSelf: 'flex-start' }} />
            </Stack>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
