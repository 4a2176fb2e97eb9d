import { requestStatusLabels } from '@linework/contract/requests';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ideaSnippet, requestHref, requestOrder } from '../../../lib/request-display.ts';
import { myRequestsQuery } from '../../../lib/request-queries.ts';

/** A signed-in customer's tattoo requests and where each stands, on the home page. */
export function MyRequests() {
  const { data } = useQuery(myRequestsQuery());
  if (!data?.length) return null;
  const shown = [...data].sort((a, b) => requestOrder[a.status] - requestOrder[b.status]).slice(0, 3);
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
                    {ideaSnippet(r.idea)}
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
