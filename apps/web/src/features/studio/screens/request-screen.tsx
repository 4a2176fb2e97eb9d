import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { mediumDateTime } from '../../../lib/dates.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { useShopRequest } from '../api/requests.ts';
import { OfferPicker } from '../components/requests/offer-picker.tsx';
import { OfferProgress } from '../components/requests/offer-progress.tsx';
import { ProjectQuoteForm } from '../components/requests/project-quote-form.tsx';
import { AskQuestion, DeclineRequest } from '../components/requests/request-answers.tsx';
import { RequestFacts } from '../components/requests/request-facts.tsx';
import { RequestHistory } from '../components/requests/request-history.tsx';
import { needsAnswer, statusText } from '../components/requests/request-text.ts';
import { studioPath } from '../components/studio-sections.ts';

type Answer = 'offer' | 'project' | 'question' | 'decline';

/** One tattoo request: what the customer asked for, its history, and the shop's answer to it. */
export default function RequestScreen() {
  const business = useStudioBusiness();
  const { requestId = '' } = useParams();
  const request = useShopRequest(business.businessId, requestId);
  const [answer, setAnswer] = useState<Answer>('offer');

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <Button
        component={RouterLink}
        to={studioPath(business.businessId, 'requests')}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        All requests
      </Button>
      <QueryState query={request} what="request">
        {(r) => {
          const answerable = ['submitted', 'question_asked', 'offer_expired'].includes(r.status);
          return (
            <Stack spacing={3}>
              <Stack spacing={1}>
                <Typography variant="h1">Request from {r.contactName}</Typography>
                <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap" role="status">
                  <Chip
                    label={statusText(r)}
                    color={needsAnswer(r) ? 'primary' : r.status === 'booked' ? 'success' : 'default'}
                  />
                  <Typography variant="body2" color="text.secondary">
                    Sent {mediumDateTime(r.createdAt, business.timeZone)}
                  </Typography>
                </Stack>
              </Stack>

              {r.status === 'question_asked' && (
                <Alert severity="info">
                  Waiting for {r.contactName} to answer your question. You can still offer times or decline.
                </Alert>
              )}
              {r.status === 'quoted' && r.project && (
                <Alert
                  severity="success"
                  action={
                    <Button
                      color="inherit"
                      component={RouterLink}
                      to={`${studioPath(business.businessId, 'projects')}/${r.project.id}/design`}
                    >
                      Send the design
                    </Button>
                  }
                >
                  Quoted as a project: {r.project.title}. {r.contactName} accepts it and books from the
                  project’s page.
                </Alert>
              )}
              {r.status === 'declined' && (
                <Alert severity="info">
                  Declined: {[...r.events].reverse().find((e) => e.kind === 'declined')?.message}
                </Alert>
              )}

              <RequestFacts request={r} />
              <OfferProgress request={r} timeZone={business.timeZone} />

              {(answerable || r.status === 'offered') && (
                <Paper variant="outlined" component="section" aria-labelledby="answer-heading" sx={{ p: 2 }}>
                  <Stack spacing={2}>
                    <Typography variant="h2" id="answer-heading" sx={{ fontSize: '1.25rem' }}>
                      {answerable ? 'Answer the request' : 'Change of plan'}
                    </Typography>
                    {answerable && (
                      <Stack direction="row" gap={1} flexWrap="wrap" role="group" aria-label="How to answer">
                        {(
                          [
                            ['offer', 'Offer times'],
                            ['project', 'Quote as a project'],
                            ['question', 'Ask a question'],
                            ['decline', 'Decline'],
                          ] as const
                        ).map(([value, label]) => (
                          <Button
                            key={value}
                            variant={answer === value ? 'contained' : 'outlined'}
                            aria-pressed={answer === value}
                            onClick={() => setAnswer(value)}
                          >
                            {label}
                          </Button>
                        ))}
                      </Stack>
                    )}
                    <Divider />
                    {answerable && answer === 'offer' && <OfferPicker request={r} business={business} />}
                    {answerable && answer === 'project' && (
                      <ProjectQuoteForm request={r} business={business} onQuoted={() => request.refetch()} />
                    )}
                    {answerable && answer === 'question' && (
                      <AskQuestion request={r} businessId={business.businessId} />
                    )}
                    {(r.status === 'offered' || answer === 'decline') && (
                      <DeclineRequest request={r} businessId={business.businessId} />
                    )}
                  </Stack>
                </Paper>
              )}

              <RequestHistory request={r} timeZone={business.timeZone} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
