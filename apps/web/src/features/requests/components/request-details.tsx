import {
  bodyAreaLabels,
  colourLabels,
  type RequestView,
  requestStatusLabels,
  sizeClassLabels,
} from '@linework/contract/requests';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { shortDay } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { depositTarget, quoteText, sessionsText } from '../../../lib/project-display.ts';
import { toast } from '../../../lib/toast.ts';
import { useAnswerQuestion } from '../api/answer-question.ts';
import { useQuotedProject } from '../api/quoted-project.ts';
import { weekdayName } from './preferred-days.tsx';

const sizeText = (r: RequestView) =>
  r.size.unit === 'class' ? sizeClassLabels[r.size.sizeClass] : `${r.size.widthCm} × ${r.size.heightCm} cm`;

const daysText = (r: RequestView) => {
  const parts = [...r.preferredWeekdays.map(weekdayName), ...r.preferredDates.map(shortDay)];
  return parts.length ? parts.join(', ') : 'Any day';
};

const lastEvent = (r: RequestView, kind: RequestView['events'][number]['kind']) =>
  [...r.events].reverse().find((e) => e.kind === kind);

const at = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const eventTitle: Record<RequestView['events'][number]['kind'], string> = {
  submitted: 'You sent the request',
  question: 'The shop asked',
  answer: 'You answered',
  offer: 'The shop offered times',
  declined: 'The shop declined',
  accepted: 'You chose a time',
  offer_expired: 'The offer ran out',
  quoted: 'The shop quoted it as a project',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: '35%', verticalAlign: 'top' }}>
        {label}
      </TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  );
}

function AnswerForm({ request }: { request: RequestView }) {
  const answer = useAnswerQuestion(request.id);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setProblem('Write your answer first.');
    setProblem('');
    try {
      await answer.mutateAsync(text.trim());
      setText('');
      toast.success(`Your answer is on its way to ${request.shop.name}.`);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  return (
    <Stack component="form" spacing={1.5} onSubmit={send} noValidate aria-label="Answer the shop">
      <TextField
        label="Your answer"
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={Boolean(problem)}
        helperText={problem || undefined}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={answer.isPending} sx={{ alignSelf: 'flex-start' }}>
        Send answer
      </Button>
    </Stack>
  );
}

/** The shop's answer as a project: its quote, and the project's page to accept it and book. */
function QuotedProject({ request: r, projectId }: { request: RequestView; projectId: string }) {
  const project = useQuotedProject(projectId);
  const p = project.data;
  return (
    <Alert
      severity="success"
      action={
        <Button color="inherit" component={RouterLink} to={`/account/projects/${projectId}`}>
          See the project
        </Button>
      }
    >
      {r.shop.name} quoted your tattoo as a project
      {p
        ? `: ${p.title}, ${quoteText(p)} for ${sessionsText(p.sessionCount)}${
            p.depositAmount > 0
              ? `, deposit ${formatMoney(p.depositAmount, p.money.currency)} credited to ${depositTarget(p)}`
              : ''
          }.`
        : '.'}{' '}
      Accept it and book your first session on the project page.
    </Alert>
  );
}

/** Where a sent request stands: its status, what the shop said, what to do next, and what was asked. */
export function RequestDetails({ request: r }: { request: RequestView }) {
  const question = r.status === 'question_asked' ? lastEvent(r, 'question') : undefined;
  return (
    <Stack spacing={2.5}>
      <Stack direction="row" gap={1} flexWrap="wrap" alignItems="center">
        <Typography component="span" fontWeight={600}>
          Status:
        </Typography>
        <Chip
          label={requestStatusLabels[r.status]}
          color={['offered', 'booked', 'quoted'].includes(r.status) ? 'secondary' : 'default'}
        />
      </Stack>

      {r.booksPlace && (
        <Typography fontWeight={600}>
          You are {r.booksPlace.place} of {r.booksPlace.cap}
          {r.preferredArtist ? ` on ${r.preferredArtist.displayName}'s books` : ''}.
        </Typography>
      )}

      {r.status === 'submitted' && (
        <Alert severity="info">
          {r.shop.name} will answer by email at {r.contactEmail}: with times to choose from, a question, or a
          reason if they cannot take it on.
        </Alert>
      )}
      {question && (
        <Stack spacing={1.5}>
          <Alert severity="warning">
            <strong>{r.shop.name} asks:</strong> {question.message}
          </Alert>
          <AnswerForm request={r} />
        </Stack>
      )}
      {r.status === 'offered' && r.offer && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" component={RouterLink} to={`/booking/${r.offer.appointmentId}`}>
              Choose a time
            </Button>
          }
        >
          {r.shop.name} offered you times. Choose one before {at(r.offer.expiresAt)}.
        </Alert>
      )}
      {r.status === 'booked' && r.offer && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" component={RouterLink} to={`/booking/${r.offer.appointmentId}`}>
              See appointment
            </Button>
          }
        >
          You chose a time. Your appointment is on its own page.
        </Alert>
      )}
      {r.status === 'declined' && (
        <Alert severity="info">
          {r.shop.name} cannot take this one on: {lastEvent(r, 'declined')?.message}
        </Alert>
      )}
      {r.status === 'quoted' && r.project && <QuotedProject request={r} projectId={r.project.id} />}
      {r.status === 'offer_expired' && (
        <Alert severity="info">The offered times ran out. {r.shop.name} may offer new ones.</Alert>
      )}

      <Table size="small" aria-label="Your request">
        <TableBody>
          <Row label="Idea">
            <Typography sx={{ whiteSpace: 'pre-line' }}>{r.idea}</Typography>
          </Row>
          <Row label="Placement">{bodyAreaLabels[r.placement]}</Row>
          <Row label="Size">{sizeText(r)}</Row>
          <Row label="Style">{r.style}</Row>
          <Row label="Colour">{colourLabels[r.colour]}</Row>
          <Row label="Budget">
            {formatMoney(r.budgetMinAmount, r.currency)} – {formatMoney(r.budgetMaxAmount, r.currency)}
          </Row>
          <Row label="Artist">{r.preferredArtist?.displayName ?? 'Any artist'}</Row>
          {r.service && <Row label="Service">{r.service.name}</Row>}
          <Row label="Days">{daysText(r)}</Row>
          <Row label="Contact">
            {r.contactName}, {r.contactEmail}
            {r.contactPhone ? `, ${r.contactPhone}` : ''}
          </Row>
        </TableBody>
      </Table>

      {r.referenceImages.length > 0 && (
        <Box
          component="ul"
          aria-label="Reference pictures"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
        >
          {r.referenceImages.map((image, i) => (
            <li key={image.path}>
              <Box
                component="img"
                src={image.url}
                alt={`Reference picture ${i + 1}`}
                width={96}
                height={96}
                sx={{ objectFit: 'cover', borderRadius: 1, display: 'block', bgcolor: 'grey.200' }}
              />
            </li>
          ))}
        </Box>
      )}

      <Stack spacing={1} component="section" aria-labelledby="request-history">
        <Typography variant="h2" id="request-history">
          History
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
          {r.events.map((e) => (
            <li key={`${e.kind}-${e.at}`}>
              <Typography>
                {eventTitle[e.kind]}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  · {at(e.at)}
                </Typography>
              </Typography>
              {e.message && (
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                  “{e.message}”
                </Typography>
              )}
            </li>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}
