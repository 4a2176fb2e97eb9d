import { type ProjectView, projectStateLabels } from '@linework/contract/projects';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { confirm } from '../../../components/confirm-store.ts';
import { ProjectMoneyEntries } from '../../../components/project-money-entries.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { TableScroll } from '../../../components/table-scroll.tsx';
import { mediumDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { toast } from '../../../lib/toast.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { useCancelProject, useShopProject, useUpdateProject } from '../api/projects.ts';
import { serverIssues } from '../components/hours/form-helpers.ts';
import {
  depositSessionLabels,
  ProjectTermsFields,
  type TermsForm,
  termsBody,
  termsFieldOf,
  termsFromView,
} from '../components/projects/project-terms.tsx';
import { studioPath } from '../components/studio-sections.ts';

const sessionStates = { done: 'Done', booked: 'Booked', to_book: 'To book' } as const;

/** One project in the studio: where it stands, its sessions, its money record and its settings. */
export default function ProjectScreen() {
  const business = useStudioBusiness();
  const { projectId = '' } = useParams();
  const project = useShopProject(business.businessId, projectId);
  usePageTitle(project.data?.title ?? 'Project');
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Button
        component={RouterLink}
        to={studioPath(business.businessId, 'projects')}
        startIcon={<ArrowBackIcon />}
        sx={{ alignSelf: 'start' }}
      >
        All projects
      </Button>
      <QueryState query={project} what="project">
        {(p) => <ProjectDetail project={p} />}
      </QueryState>
    </Stack>
  );
}

function ProjectDetail({ project: p }: { project: ProjectView }) {
  const business = useStudioBusiness();
  const money = (n: number) => formatMoney(n, p.money.currency);
  const closed = p.state === 'cancelled' || p.state === 'complete';
  const cancel = useCancelProject(business.businessId, p.id);
  const base = `${studioPath(business.businessId, 'projects')}/${p.id}`;
  const quote =
    p.quote.kind === 'fixed'
      ? money(p.quote.amount)
      : p.quote.kind === 'range'
        ? `${money(p.quote.amount)}–${money(p.quote.maxAmount ?? p.quote.amount)}`
        : `${money(p.quote.hourlyRateAmount ?? 0)} an hour, about ${(p.quote.estimatedTenthHours ?? 0) / 10} h (${money(p.quote.amount)})`;
  const onCancel = async () => {
    const sure = await confirm({
      title: 'Cancel this project?',
      message:
        'The customer can no longer book its sessions. Its money record stays: any deposit held can be refunded from Money.',
      positiveText: 'Cancel the project',
    });
    if (!sure) return;
    cancel.mutate(undefined, {
      onSuccess: () => toast.success('The project is cancelled.'),
      onError: (error) => toast.error(error.message),
    });
  };
  return (
    <Stack spacing={2.5}>
      <Stack spacing={0.5}>
        <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
          <Typography variant="h1">{p.title}</Typography>
          <Chip color="primary" label={projectStateLabels[p.state]} />
        </Stack>
        <Typography color="text.secondary">
          {p.customer.name} · {p.artist.displayName} · {p.service.name}
          {p.placement ? ` · ${p.placement}` : ''}
          {p.size ? ` · ${p.size}` : ''}
        </Typography>
        <Typography>
          <strong>Next step:</strong> {p.nextStep}
        </Typography>
        {p.nextSessionFrom && (
          <Typography color="text.secondary">
            The next session can be from {mediumDate(p.nextSessionFrom, p.shop.timeZone)} (healing gap of{' '}
            {p.healingGapDays} days).
          </Typography>
        )}
      </Stack>
      <Stack direction="row" gap={1} flexWrap="wrap">
        <Button variant="outlined" component={RouterLink} to={`${base}/design`}>
          Design and proofs
        </Button>
        {!closed && (
          <Button color="error" onClick={onCancel} disabled={cancel.isPending}>
            Cancel the project
          </Button>
        )}
      </Stack>

      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="section"
        aria-labelledby="sessions-heading"
      >
        <Typography id="sessions-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Sessions {p.sessionCount ? `(${p.sessionCount})` : '(number to be decided)'}
        </Typography>
        <TableScroll label="Sessions">
          <Table size="small" aria-label="Sessions">
            <TableBody>
              {p.sessions.map((s) => (
                <TableRow key={s.sessionNumber}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2" fontWeight={600}>
                      {s.label}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {sessionStates[s.state]}
                      {s.localTime ? ` · ${s.localTime} (${p.shop.timeZone})` : ''}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    <Typography variant="body2">Price {money(s.priceAmount)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      Due {money(s.dueAmount)}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      </Paper>

      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        component="section"
        aria-labelledby="money-heading"
      >
        <Typography id="money-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Money
        </Typography>
        <Table size="small" aria-label="What is paid and due">
          <TableBody>
            <Row label="Quote" value={quote} />
            <Row
              label={`Deposit (counts towards ${depositSessionLabels[p.depositAppliesTo].toLowerCase()})`}
              value={money(p.depositAmount)}
            />
            <Row label="Paid" value={money(p.money.paidAmount)} />
            <Row label="Deposit held as credit" value={money(p.money.creditHeldAmount)} />
            {p.money.refundedAmount > 0 && <Row label="Refunded" value={money(p.money.refundedAmount)} />}
            {p.money.forfeitedAmount > 0 && <Row label="Forfeited" value={money(p.money.forfeitedAmount)} />}
            <Row label="Still due on the quote" value={money(p.money.dueAmount)} />
          </TableBody>
        </Table>
        <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
          Money record
        </Typography>
        {p.money.entries.length === 0 ? (
          <Typography color="text.secondary">Nothing paid yet.</Typography>
        ) : (
          <ProjectMoneyEntries project={p} />
        )}
      </Paper>

      {closed ? (
        <Alert severity="info">
          This project is {p.state === 'cancelled' ? 'cancelled' : 'complete'}: its settings can no longer
          change.
        </Alert>
      ) : (
        <ProjectSettings project={p} />
      )}
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell align="right">{value}</TableCell>
    </TableRow>
  );
}

/** The project's settings: everything but the quote once the customer accepted it. */
function ProjectSettings({ project: p }: { project: ProjectView }) {
  const business = useStudioBusiness();
  const update = useUpdateProject(business.businessId, p.id);
  const [form, setForm] = useState<TermsForm>(() => termsFromView(p));
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setForm(termsFromView(p)), [p]);
  const set = <K extends keyof TermsForm>(k: K, v: TermsForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  const locked = Boolean(p.acceptedAt);
  const dirty = JSON.stringify(form) !== JSON.stringify(termsFromView(p));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const terms = termsBody(form, p.quote.currency);
    if (terms.errors) {
      setErrors(terms.errors);
      return;
    }
    setErrors({});
    const { quote, ...rest } = terms.body;
    try {
      await update.mutateAsync(locked ? rest : { ...rest, quote });
      toast.success('The project is saved.');
    } catch (error) {
      setErrors(
        Object.fromEntries(Object.entries(serverIssues(error)).map(([k, v]) => [termsFieldOf(k), v])),
      );
    }
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="form"
      noValidate
      onSubmit={save}
      aria-labelledby="settings-heading"
    >
      <Typography id="settings-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Settings
      </Typography>
      <ProjectTermsFields
        form={form}
        set={set}
        errors={errors}
        currency={p.quote.currency}
        quoteLocked={locked}
      />
      {errors[''] && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors['']}
        </Alert>
      )}
      <Box sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={!dirty || update.isPending}>
          {update.isPending ? 'Saving…' : 'Save the project'}
        </Button>
        {dirty && !update.isPending && (
          <Button
            onClick={() => {
              setErrors({});
              setForm(termsFromView(p));
            }}
          >
            Undo changes
          </Button>
        )}
        <Typography role="status" variant="body2" color="text.secondary">
          {dirty ? 'Unsaved changes' : ''}
        </Typography>
      </Box>
    </Paper>
  );
}
