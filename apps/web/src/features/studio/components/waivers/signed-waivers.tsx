import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { LiveProblem } from '../../../../components/live-problem.tsx';
import { QueryState } from '../../../../components/query-state.tsx';
import { dateTimeIn } from '../../../../lib/dates.ts';
import { downloadWaiverPdf, signedWaiversQuery, verifyWaiver } from '../../api/waivers.ts';

type Verdict = { intact: boolean; text: string };

/** Signed waivers by name and day: download the PDF, or check it is exactly what was signed. */
export function SignedWaivers({ businessId, timeZone }: { businessId: string; timeZone: string }) {
  const [name, setName] = useState('');
  const [date, setDate] = useState('');
  const deferredName = useDeferredValue(name.trim());
  const signed = useQuery(signedWaiversQuery(businessId, deferredName, date));
  const [verdicts, setVerdicts] = useState<Record<string, Verdict>>({});
  const [problem, setProblem] = useState('');

  const verify = async (id: string) => {
    setProblem('');
    try {
      const v = await verifyWaiver(businessId, id);
      const text = v.intact
        ? `Intact: the record, its images and its PDF are exactly what was signed (hash ${v.storedHash.slice(0, 12)}…).`
        : `Changed since signing: ${v.files.filter((f) => !f.intact).length || 'the record'} part(s) differ. Do not rely on this copy.`;
      setVerdicts((all) => ({ ...all, [id]: { intact: v.intact, text } }));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  const download = async (id: string) => {
    setProblem('');
    try {
      await downloadWaiverPdf(businessId, id);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="signed-heading">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" id="signed-heading" sx={{ fontSize: '1.25rem' }}>
            Signed waivers
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            role="search"
            aria-label="Signed waivers"
          >
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} />
            <TextField
              type="date"
              label="Signed on"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <LiveProblem problem={problem} />
          <QueryState query={signed} what="signed waivers">
            {(list) =>
              list.length === 0 ? (
                <Typography color="text.secondary" aria-live="polite">
                  No signed waiver matches.
                </Typography>
              ) : (
                <List aria-label="Signed waivers found">
                  {list.map((w) => (
                    <ListItem key={w.id} disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
                      <ListItemText
                        primary={`${w.legalName}${w.minor ? ' (minor, with guardian)' : ''}`}
                        secondary={`Signed ${dateTimeIn(w.signedAt, timeZone)} · version ${w.templateVersion}`}
                      />
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          onClick={() => void download(w.id)}
                          // The name starts with the word on the button (WCAG 2.5.3, label in name).
                          aria-label={`PDF of ${w.legalName}’s waiver`}
                        >
                          PDF
                        </Button>
                        <Button
                          size="small"
                          onClick={() => void verify(w.id)}
                          aria-label={`Verify ${w.legalName}’s waiver`}
                        >
                          Verify
                        </Button>
                      </Stack>
                      {verdicts[w.id] && (
                        <Alert severity={verdicts[w.id]!.intact ? 'success' : 'error'} sx={{ width: '100%' }}>
                          {verdicts[w.id]!.text}
                        </Alert>
                      )}
                    </ListItem>
                  ))}
                </List>
              )
            }
          </QueryState>
        </Stack>
      </CardContent>
    </Card>
  );
}
