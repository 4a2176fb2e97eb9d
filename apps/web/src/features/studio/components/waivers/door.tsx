import FullscreenIcon from '@mui/icons-material/Fullscreen';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LiveProblem } from '../../../../components/live-problem.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { timeIn } from '../../../../lib/dates.ts';
import { addWalkIn, waiverStudioKeys, walkInsQuery } from '../../api/waivers.ts';

/**
 * The door's check-in screen on this device, full screen: the Fullscreen API needs a button press,
 * and the app moves to the check-in page without reloading, so full screen stays on.
 */
export function KioskLauncher({ shopUrl }: { shopUrl: string }) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState('');
  const launch = async () => {
    setProblem('');
    try {
      await document.documentElement.requestFullscreen?.({ navigationUI: 'hide' });
    } catch {
      setProblem('This browser would not go full screen; the check-in screen opens in the window.');
    }
    navigate(`/shop/${encodeURIComponent(shopUrl)}/check-in`);
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="door-heading">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h2" id="door-heading" sx={{ fontSize: '1.25rem' }}>
            The door
          </Typography>
          <Typography>
            Turn this device into the check-in screen for arriving customers. To leave, press Esc (on a
            tablet, swipe from the top edge and tap the exit icon), then go back to return to the studio.
          </Typography>
          <Button
            variant="contained"
            startIcon={<FullscreenIcon />}
            onClick={launch}
            sx={{ alignSelf: 'start' }}
          >
            Open the check-in screen full screen
          </Button>
          <LiveProblem problem={problem} severity="warning" />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Today's walk-ins, newest first, and one added at the desk. */
export function WalkIns({
  businessId,
  shopUrl,
  timeZone,
}: {
  businessId: string;
  shopUrl: string;
  timeZone: string;
}) {
  const queryClient = useQueryClient();
  const walkIns = useQuery(walkInsQuery(businessId));
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem('');
    if (!name.trim()) {
      setProblem('Give the walk-in’s name.');
      return;
    }
    setBusy(true);
    try {
      await addWalkIn(shopUrl, name.trim(), note.trim());
      setName('');
      setNote('');
      await queryClient.invalidateQueries({ queryKey: waiverStudioKeys.walkIns(businessId) });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="walkins-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" id="walkins-heading" sx={{ fontSize: '1.25rem' }}>
            Walk-ins today
          </Typography>
          <QueryState query={walkIns} what="walk-ins">
            {(list) =>
              list.length === 0 ? (
                <Typography color="text.secondary">No walk-ins yet today.</Typography>
              ) : (
                <List dense aria-label="Walk-ins">
                  {list.map((w) => (
                    <ListItem key={w.id} disableGutters>
                      <ListItemText
                        primary={`${timeIn(w.createdAt, timeZone)} ${w.name}`}
                        secondary={[w.service?.name, w.note].filter(Boolean).join(' · ') || undefined}
                      />
                    </ListItem>
                  ))}
                </List>
              )
            }
          </QueryState>
          <Stack
            component="form"
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            onSubmit={add}
            aria-label="Add a walk-in"
            noValidate
          >
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
            <TextField label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
            <Button type="submit" variant="outlined" disabled={busy}>
              Add walk-in
            </Button>
          </Stack>
          <LiveProblem problem={problem} />
        </Stack>
      </CardContent>
    </Card>
  );
}
