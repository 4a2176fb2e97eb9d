import { type ProjectView, projectStateLabels } from '@linework/contract/projects';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { dayLabel, timeIn } from '../../../lib/dates.ts';
import { useMyDesign } from '../../../lib/design-queries.ts';
import { formatMoney } from '../../../lib/money.ts';
import { depositTarget, progressText, quoteText, sessionsText } from '../../../lib/project-display.ts';
import { useMyProject } from '../../../lib/project-queries.ts';
import { useAcceptQuote, useBookSession, useProjectFreeTimes } from '../api/projects.ts';
import { AccountPage } from '../components/account-page.tsx';
import { ProjectMoney } from '../components/project-money.tsx';
import { DesignSection } from '../proofs/design-section.tsx';

const sessionStateLabel = { done: 'Done', booked: 'Booked', to_book: 'To book' } as const;

function Sessions({ project }: { project: ProjectView }) {
  const money = (n: number) => formatMoney(n, project.money.currency);
  return (
    <Stack spacing={1} component="section" aria-labelledby="sessions-heading">
      <Typography id="sessions-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Sessions
      </Typography>
      {project.sessions.map((s) => {
        const credit = s.creditAppliedAmount + s.creditPlannedAmount;
        return (
          <Card key={s.sessionNumber} variant="outlined" component="article" aria-label={s.label}>
            <CardContent sx={{ '&:last-child': { pb: 2 } }}>
              <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
                <Typography component="h3" fontWeight={700}>
                  Session {s.sessionNumber}
                  {project.sessionCount ? ` of ${project.sessionCount}` : ''}
                </Typography>
                <Chip
                  size="small"
                  color={s.state === 'done' ? 'success' : s.state === 'booked' ? 'primary' : 'default'}
                  label={sessionStateLabel[s.state]}
                />
              </Stack>
              {s.localTime && (
                <Typography variant="body2">
                  {s.appointmentId ? (
                    <RouterLink to={`/booking/${s.appointmentId}`}>{s.localTime}</RouterLink>
                  ) : (
                    s.localTime
                  )}{' '}
                  <Typography component="span" variant="caption" color="text.secondary">
                    ({project.shop.timeZone})
                  </Typography>
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                {money(s.priceAmount)}
                {credit > 0 && ` · deposit of ${money(credit)} credited`}
                {s.paidAmount > 0 && ` · ${money(s.paidAmount)} paid`}
                {` · ${money(s.dueAmount)} due`}
              </Typography>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

function BookNext({ project }: { project: ProjectView }) {
  const navigate = useNavigate();
  const wanted = project.nextSessionFrom !== null;
  const times = useProjectFreeTimes(project.id, wanted);
  const book = useBookSession(project.id);
  const key = useRef(crypto.randomUUID());
  if (!wanted) return null;
  const zone = project.shop.timeZone;
  const days = times.data?.days.slice(0, 5) ?? [];
  const next = times.data?.sessionNumber;
  return (
    <Stack spacing={1} component="section" aria-labelledby="book-heading">
      <Typography id="book-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Book the next session
      </Typography>
      {project.healingGapDays > 0 && project.sessions.some((s) => s.state !== 'to_book') && (
        <Typography variant="body2" color="text.secondary">
          Times start {project.healingGapDays} days after your last session, so your skin can heal.
        </Typography>
      )}
      {times.error && <ErrorAlert error={times.error} onRetry={times.refetch} />}
      {book.error && <Alert severity="error">{book.error.message}</Alert>}
      {times.data && !days.length && (
        <Typography>No free times in the next four weeks. Message the shop.</Typography>
      )}
      {days.map((d) => (
        <Stack key={d.date} spacing={0.5}>
          <Typography variant="subtitle2">{dayLabel(d.date)}</Typography>
          <Stack direction="row" gap={1} flexWrap="wrap">
            {d.slots.slice(0, 6).map((slot) => (
              <Button
                key={slot.start}
                variant="outlined"
                size="small"
                disabled={book.isPending}
                aria-label={`Book session ${next ?? ''} on ${dayLabel(d.date)} at ${timeIn(slot.start, zone)}`}
                onClick={() =>
                  book.mutate(
                    { start: slot.start, key: key.current },
                    {
                      onSuccess: (answer) => {
                        key.current = crypto.randomUUID();
                        const a = answer.project.sessions.find(
                          (s) => s.appointmentId === answer.appointmentId,
                        );
                        if (a?.status === 'held')
                          navigate(`/checkout?appointmentId=${answer.appointmentId}&kind=deposit`);
                      },
                    },
                  )
                }
              >
                {timeIn(slot.start, zone)}
              </Button>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}

function Project({ project }: { project: ProjectView }) {
  const accept = useAcceptQuote(project.id);
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
          <Typography variant="h2" sx={{ fontSize: '1.5rem' }}>
            {project.title}
          </Typography>
          <Chip label={projectStateLabels[project.state]} color="primary" size="small" />
        </Stack>
        <Typography color="text.secondary">
          {project.artist.displayName} at {project.shop.name} · {progressText(project)}
        </Typography>
        {project.placement && <Typography variant="body2">Placement: {project.placement}</Typography>}
        {project.description && <Typography variant="body2">{project.description}</Typography>}
      </Stack>
      <Stack spacing={1} component="section" aria-labelledby="quote-heading">
        <Typography id="quote-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
          The quote
        </Typography>
        <Typography>
          {quoteText(project)} for {sessionsText(project.sessionCount)}
          {project.depositAmount > 0 &&
            ` · deposit ${formatMoney(project.depositAmount, project.money.currency)}, credited to ${depositTarget(project)}`}
        </Typography>
        {project.state === 'quoting' && (
          <>
            {accept.error && <Alert severity="error">{accept.error.message}</Alert>}
            <Button
              variant="contained"
              onClick={() => accept.mutate()}
              loading={accept.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              Accept the quote
            </Button>
          </>
        )}
      </Stack>
      <DepositAsked project={project} />
      <BookNext project={project} />
      <Sessions project={project} />
      <Design projectId={project.id} />
      <ProjectMoney project={project} />
    </Stack>
  );
}

/**
 * The deposit the project asks: the first, or a new one after a rule forfeited the last. With a
 * session held for it, the customer pays it from here; without, booking the next session asks it.
 */
export function DepositAsked({ project }: { project: ProjectView }) {
  if (project.state !== 'awaiting_deposit') return null;
  const held = project.sessions.find((s) => s.status === 'held' && s.appointmentId);
  const amount = formatMoney(project.money.depositDueAmount, project.money.currency);
  const renewed = project.money.forfeitedAmount > 0;
  if (!held)
    return renewed ? (
      <Alert severity="warning">
        Your last deposit was forfeited. Booking the next session asks a new deposit of {amount}.
      </Alert>
    ) : null;
  return (
    <Alert
      severity="info"
      action={
        <Button
          component={RouterLink}
          to={`/checkout?appointmentId=${held.appointmentId}&kind=deposit`}
          color="inherit"
          size="small"
        >
          Pay the deposit
        </Button>
      }
    >
      {renewed
        ? `Your last deposit was forfeited: pay a new deposit of ${amount}`
        : `Pay the deposit of ${amount}`}{' '}
      to confirm session {held.sessionNumber}.
    </Alert>
  );
}

/** The design the artist shared, to approve or send back; nothing until there is a first version. */
function Design({ projectId }: { projectId: string }) {
  const design = useMyDesign(projectId);
  return (
    <QueryState query={design} what="design">
      {(d) => (d.proofs.length > 0 ? <DesignSection design={d} /> : null)}
    </QueryState>
  );
}

/**
 * Asked for inside AccountPage, which renders it once the session is known: asked before, on a page
 * load, the request left without the customer's token and was refused.
 */
function ProjectOf({ projectId }: { projectId: string }) {
  const query = useMyProject(projectId);
  return (
    <QueryState query={query} what="project">
      {(project) => <Project project={project} />}
    </QueryState>
  );
}

/** account/projects/:projectId: one tattoo of several sessions, its quote, sessions and money record. */
export default function ProjectScreen() {
  const { projectId = '' } = useParams();
  return (
    <AccountPage title="Your project">
      <ProjectOf projectId={projectId} />
    </AccountPage>
  );
}
