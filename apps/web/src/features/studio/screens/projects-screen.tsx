import { type ProjectState, projectStateLabels } from '@linework/contract/projects';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { useShopProjects } from '../api/projects.ts';

const states = Object.keys(projectStateLabels) as ProjectState[];

/** Projects: each tattoo of several sessions with its state, next step, sessions and balance. */
export default function ProjectsScreen() {
  const business = useStudioBusiness();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('state') as ProjectState | null;
  const state = wanted && states.includes(wanted) ? wanted : undefined;
  const projects = useShopProjects(business.businessId, state ? { state } : {});
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">Projects</Typography>
        <Typography color="text.secondary">
          {business.role === 'artist'
            ? 'Your tattoos of several sessions: where each stands and what comes next.'
            : 'Tattoos of several sessions: where each stands, what comes next and what is paid.'}
        </Typography>
      </Stack>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={state ?? 'all'}
        onChange={(_, v: string | null) => setParams(v && v !== 'all' ? { state: v } : {})}
        aria-label="Show projects"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">All</ToggleButton>
        {states.map((s) => (
          <ToggleButton key={s} value={s}>
            {projectStateLabels[s]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <QueryState query={projects} what="projects">
        {(list) =>
          list.length === 0 ? (
            <Typography>No projects here yet. Quote one from a request.</Typography>
          ) : (
            <Stack spacing={1.5}>
              {list.map((p) => {
                const done = p.sessions.filter((s) => s.state === 'done').length;
                const money = (n: number) => formatMoney(n, p.money.currency);
                return (
                  <Card
                    key={p.id}
                    variant="outlined"
                    component="article"
                    aria-label={`${p.title} for ${p.customer.name}`}
                  >
                    <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                      <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
                        <Typography component="h2" fontWeight={700} fontSize="1.1rem">
                          {p.title} · {p.customer.name}
                        </Typography>
                        <Chip size="small" color="primary" label={projectStateLabels[p.state]} />
                      </Stack>
                      <Typography variant="body2" color="text.secondary">
                        {p.artist.displayName} · {done} of {p.sessionCount ?? '?'} sessions done · next step:{' '}
                        {p.nextStep}
                      </Typography>
                      <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 1 }}>
                        {p.sessions.map((s) => (
                          <Chip
                            key={s.sessionNumber}
                            size="small"
                            variant={s.state === 'done' ? 'filled' : 'outlined'}
                            label={`${s.sessionNumber}${p.sessionCount ? `/${p.sessionCount}` : ''}: ${
                              s.state === 'to_book' ? 'to book' : (s.localTime ?? s.state)
                            }`}
                          />
                        ))}
                      </Stack>
                      <Typography variant="body2" sx={{ mt: 1 }}>
                        Paid {money(p.money.paidAmount)} · due {money(p.money.dueAmount)}
                        {p.money.creditHeldAmount > 0 &&
                          ` · deposit ${money(p.money.creditHeldAmount)} held${
                            p.money.depositSession ? ` for session ${p.money.depositSession}` : ''
                          }`}
                      </Typography>
                    </CardContent>
                  </Card>
                );
              })}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}
