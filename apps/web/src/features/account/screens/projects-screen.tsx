import { projectStateLabels } from '@linework/contract/projects';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useMyProjects } from '../api/projects.ts';
import { AccountPage } from '../components/account-page.tsx';

function ProjectList() {
  const query = useMyProjects();
  if (query.isPending) return <CenteredSpinner label="Loading your projects" />;
  if (query.error) return <ErrorAlert error={query.error} onRetry={query.refetch} />;
  if (!query.data.length)
    return (
      <Typography>
        No projects yet. A tattoo of several sessions that a shop quotes you shows here.
      </Typography>
    );
  return (
    <Stack spacing={1.5}>
      {query.data.map((p) => {
        const done = p.sessions.filter((s) => s.state === 'done').length;
        return (
          <Card key={p.id} variant="outlined" component="article" aria-label={p.title}>
            <CardActionArea component={RouterLink} to={`/account/projects/${p.id}`}>
              <CardContent>
                <Stack direction="row" justifyContent="space-between" gap={1} flexWrap="wrap">
                  <Typography component="h2" fontWeight={700} fontSize="1.1rem">
                    {p.title}
                  </Typography>
                  <Chip size="small" label={projectStateLabels[p.state]} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {p.artist.displayName} at {p.shop.name} · {done} of {p.sessionCount ?? '?'} sessions done ·{' '}
                  {formatMoney(p.money.dueAmount, p.money.currency)} due
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}

/** account/projects: every tattoo of several sessions, where it stands. */
export default function ProjectsScreen() {
  return (
    <AccountPage title="Your projects">
      <ProjectList />
    </AccountPage>
  );
}
