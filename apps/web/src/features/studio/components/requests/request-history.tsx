import type { ShopRequestView } from '@linework/contract/requests';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { mediumDateTime } from '../../../../lib/dates.ts';

type Kind = ShopRequestView['events'][number]['kind'];

const eventTitle: Record<Kind, string> = {
  submitted: 'The customer sent the request',
  question: 'You asked',
  answer: 'The customer answered',
  offer: 'You offered times',
  declined: 'You declined',
  accepted: 'The customer chose a time',
  offer_expired: 'The offer ran out',
  quoted: 'You quoted it as a project',
};

/** Every step of the request, with what was written: questions, the customer's answers, reasons. */
export function RequestHistory({ request, timeZone }: { request: ShopRequestView; timeZone: string }) {
  return (
    <Stack spacing={1} component="section" aria-labelledby="request-history">
      <Typography variant="h2" id="request-history" sx={{ fontSize: '1.25rem' }}>
        History
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {request.events.map((e) => (
          <Box component="li" key={`${e.kind}-${e.at}`} sx={{ mb: 1 }}>
            <Typography>
              {eventTitle[e.kind]}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                · {mediumDateTime(e.at, timeZone)}
              </Typography>
            </Typography>
            {e.message && (
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-line', fontWeight: e.kind === 'answer' ? 600 : undefined }}
              >
                “{e.message}”
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
