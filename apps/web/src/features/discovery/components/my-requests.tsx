import { type RequestView, requestStatusLabels } from '@linework/contract/requests';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { myRequestsQuery } from '../../../lib/request-queries.ts';

/** Open requests come first: those waiting on the customer, then those waiting on the shop. */
const order: Record<RequestView['status'], number> = {
  offered: 0,
  question_asked: 1,
  submitted: 2,
  offer_expired: 3,
  booked: 4,
  declined: 5,
};

/** Where a request's card leads: the offer to choose from, or the request itself. */
const requestHref = (r: RequestView) =>
  (r.status === 'offered' || r.status === 'booked') && r.offer
    ? `/booking/${r.offer.appointmentId}`
    : `/shop/${r.shop.shopUrl}/request?request=${r.id}`;

const idea = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** A signed-in customer's tattoo requests and where each stands, on the home page. */
export function MyRequests() {
  const { data } = useQuery(myRequestsQuery());
  if (!data?.length) return null;
  const shown = [...data].sort((a, b) => order[a.status] - order[b.status]).slice(0, 3);
  return (
    <Box component="section" aria-labelledby="requests-title">
      <Typography variant="h2" id="requests-title" sx={{ mb: 1.5 }}>
        Your tattoo requests
      </Typography>
      <Stack spacing={1.5}>
        {shown.map((r) => (
          <Card key={r.id} variant="outlined">
            <CardActionArea component={RouterLink} to={requestHref(r)} sx={{ p: 2 }}>
              <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
                <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                  <Typography fontWeight={700}>{r.shop.name}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {idea(r.idea)}
                  </Typography>
                </Stack>
                <Chip
                  size="small"
                  label={requestStatusLabels[r.status]}
                  color={r.status === 'offered' || r.status === 'question_asked' ? 'primary' : 'default'}
                  sx={{ alignSelf: 'flex-start' }}
                />
              </Stack>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
