import { booksWindowText } from '@linework/contract/books-windows';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { QueryState } from '../../../../components/query-state.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { dateTimeIn } from '../../../../lib/dates.ts';
import { useBooksWindows, useCloseBooks, useOpenBooks } from '../../api/flash.ts';
import { FormError } from '../catalogue/form-error.tsx';
import { shopTimeToInstant } from './zoned-time.ts';

/** Books open with a cap: requests for an artist from one time to another, up to a number. */
export function BooksPanel({
  businessId,
  timeZone,
  artistId,
  canOpen,
}: {
  businessId: string;
  timeZone: string;
  artistId: string;
  /** The front desk reads; the owner and the artist open and close. */
  canOpen: boolean;
}) {
  const windows = useBooksWindows(businessId);
  const open = useOpenBooks(businessId);
  const close = useCloseBooks(businessId);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [cap, setCap] = useState('20');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const apiFields = open.error instanceof ApiError ? (open.error.details?.fields ?? {}) : {};
  const problem = (f: string) => problems[f] ?? (apiFields[`body.${f}`] as string | undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    const opensAt = shopTimeToInstant(from, timeZone);
    const closesAt = shopTimeToInstant(to, timeZone);
    if (!opensAt) found.opensAt = 'Choose when the books open';
    if (!closesAt) found.closesAt = 'Choose when they close';
    else if (opensAt && closesAt <= opensAt) found.closesAt = 'The books close after they open';
    const n = Number(cap);
    if (!Number.isInteger(n) || n < 1 || n > 1000) found.cap = 'From 1 to 1000 requests';
    setProblems(found);
    if (Object.keys(found).length || !opensAt || !closesAt) return;
    open.mutate({ artistId, opensAt, closesAt, cap: n }, { onSuccess: () => setFrom('') });
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="books-heading">
      <Typography variant="h2" id="books-heading">
        Books for requests
      </Typography>
      <Typography color="text.secondary">
        Open requests for a window with a cap: they close by themselves once full, and each customer sees
        their place.
      </Typography>
      {canOpen && (
        <Box component="form" noValidate onSubmit={submit} aria-label="Open books">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
            <TextField
              type="datetime-local"
              label="Open from"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(problem('opensAt'))}
              helperText={problem('opensAt') ?? `Shop time (${timeZone})`}
            />
            <TextField
              type="datetime-local"
              label="Open until"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(problem('closesAt'))}
              helperText={problem('closesAt')}
            />
            <TextField
              label="Most requests"
              value={cap}
              inputMode="numeric"
              onChange={(e) => setCap(e.target.value)}
              error={Boolean(problem('cap'))}
              helperText={problem('cap')}
              sx={{ maxWidth: { sm: 150 } }}
            />
            <Button type="submit" variant="contained" loading={open.isPending} sx={{ mt: { sm: 1 } }}>
              Open the books
            </Button>
          </Stack>
          <FormError error={open.error} />
        </Box>
      )}
      <QueryState query={windows} what="books">
        {(list) => {
          const own = list.filter((w) => w.artistId === artistId);
          if (own.length === 0)
            return (
              <Alert severity="info" role="status">
                No books opened with a cap yet.
              </Alert>
            );
          return (
            <Stack spacing={1}>
              {own.map((w) => (
                <Card key={w.id} variant="outlined">
                  <CardContent>
                    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
                      <Stack sx={{ flexGrow: 1 }}>
                        <Typography fontWeight={600}>
                          {booksWindowText(w, (iso) => dateTimeIn(iso, timeZone))}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {dateTimeIn(w.opensAt, timeZone)} to {dateTimeIn(w.closesAt, timeZone)} · {w.taken}{' '}
                          of {w.cap} requests
                        </Typography>
                      </Stack>
                      {canOpen && w.state !== 'ended' && (
                        <Button
                          color="error"
                          loading={close.isPending && close.variables === w.id}
                          onClick={() => close.mutate(w.id)}
                        >
                          Close now
                        </Button>
                      )}
                    </Stack>
                  </CardContent>
                </Card>
              ))}
              <FormError error={close.error} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
