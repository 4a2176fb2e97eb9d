import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LiveProblem } from '../../../../components/live-problem.tsx';
import { downloadTakingsCsv } from '../../api/money.ts';

/** A range of days' payments and refunds as a CSV file for the books. */
export function ExportCard({
  businessId,
  today,
  timeZone,
}: {
  businessId: string;
  today: string;
  timeZone: string;
}) {
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const download = async () => {
    setProblem('');
    setBusy(true);
    try {
      await downloadTakingsCsv(businessId, from, to);
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="export-heading">
      <CardContent>
        <Stack spacing={2}>
          <div>
            <Typography variant="h2" id="export-heading" sx={{ fontSize: '1.25rem' }}>
              Export for the books
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Every payment and refund of the days, both included, with dates in the shop’s time ({timeZone}).
            </Typography>
          </div>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label="From"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              label="To"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={download}
              disabled={busy || !from || !to}
            >
              Download CSV
            </Button>
          </Stack>
          <LiveProblem problem={problem} />
        </Stack>
      </CardContent>
    </Card>
  );
}
