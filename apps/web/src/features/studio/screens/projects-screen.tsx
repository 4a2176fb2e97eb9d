import { type ProjectState, projectStateLabels } from '@linework/contract/projects';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useBusinessShop } from '../api/catalogue.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import { useShopProjects } from '../api/projects.ts';
import { studioPath } from '../components/studio-sections.ts';

const states = Object.keys(projectStateLabels) as ProjectState[];

/** Projects: each tattoo of several sessions with its state, next step, sessions and balance. */
export default function ProjectsScreen() {
  const business = useStudioBusiness();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('state') as ProjectState | null;
  const state = wanted && states.includes(wanted) ? wanted : undefined;
  const staff = business.role !== 'artist';
  const artistId = staff ? (params.get('artist') ?? undefined) : undefined;
  const projects = useShopProjects(business.businessId, {
    ...(state && { state }),
    ...(artistId && { artistId }),
  });
  const shop = useBusinessShop(business.businessId);
  const base = studioPath(business.businessId, 'projects');
  const setFilter = (key: 'state' | 'artist', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value && value !== 'all') next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <Stack spacing={0.5}>
        <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1} flexWrap="wrap">
          <Typography variant="h1">Projects</Typography>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={`${base}/new`}>
            New project
          </Button>
        </Stack>
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
        onChange={(_, v: string | null) => setFilter('state', v)}
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
      {staff && shop.data && shop.data.shop.artists.length > 1 && (
        <TextField
          select
          size="small"
          label="Artist"
          value={artistId ?? 'all'}
          onChange={(e) => setFilter('artist', e.target.value)}
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value="all">Every artist</MenuItem>
          {shop.data.shop.artists.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.displayName}
            </MenuItem>
          ))}
        </TextField>
      )}
      <QueryState query={projects} what="projects">
        {(list) =>
          list.length === 0 ? (
            <Typography>
              {state || artistId
                ? 'No projects match these filters.'
                : 'No projects here yet. Quote one from a request, or start one for a returning customer.'}
            </Typography>
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
                    <CardActionArea component={RouterLink} to={`${base}/${p.id}`}>
                      <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                        <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
                          <Typography component="h2" fontWeight={700} fontSize="1.1rem">
                            {p.title} · {p.customer.name}
                          </Typography>
                          <Chip size="small" color="primary" label={projectStateLabels[p.state]} />
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                          {p.artist.displayName} · {done} of {p.sessionCount ?? '?'} sessions done · next
                          step: {p.nextStep}
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
                    </CardActionArea>
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
