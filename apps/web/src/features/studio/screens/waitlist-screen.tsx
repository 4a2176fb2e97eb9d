import { weekdayNames } from '@linework/contract/waitlists';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { TableScroll } from '../../../components/table-scroll.tsx';
import { mediumDate } from '../../../lib/dates.ts';
import { useStudioBusiness } from '../api/my-businesses.ts';
import {
  type useShopWaitlist,
  useUpdateWaitlistSettings,
  useShopWaitlist as useWaitlist,
} from '../api/waitlist.ts';

type Settings = NonNullable<ReturnType<typeof useShopWaitlist>['data']>['settings'];

function SettingsForm({ businessId, settings }: { businessId: string; settings: Settings }) {
  const update = useUpdateWaitlistSettings(businessId);
  const [mode, setMode] = useState(settings.mode);
  const [hold, setHold] = useState(String(settings.holdMinutes));
  return (
    <Stack
      component="form"
      direction="row"
      gap={2}
      flexWrap="wrap"
      alignItems="flex-start"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate({ mode, holdMinutes: Number(hold) });
      }}
    >
      <TextField
        select
        label="Offer a freed time"
        value={mode}
        onChange={(e) => setMode(e.target.value as Settings['mode'])}
      >
        <MenuItem value="in_order">In order: the first waiting, then the next</MenuItem>
        <MenuItem value="all_at_once">To everyone at once: first to book</MenuItem>
      </TextField>
      <TextField
        label="Hold an offer (minutes)"
        type="number"
        value={hold}
        onChange={(e) => setHold(e.target.value)}
        slotProps={{ htmlInput: { min: 5, max: 1440 } }}
        sx={{ width: 200 }}
      />
      <Button type="submit" variant="contained" disabled={update.isPending}>
        Save
      </Button>
      {update.error && (
        <Alert severity="error" role="alert" sx={{ width: '100%' }}>
          {update.error.message}
        </Alert>
      )}
      {update.isSuccess && (
        <Alert severity="success" role="status" sx={{ width: '100%' }}>
          Saved.
        </Alert>
      )}
    </Stack>
  );
}

/** The studio's waitlist: who waits for which artist, since when, offers made; the month's refills. */
export default function StudioWaitlistScreen() {
  const business = useStudioBusiness();
  const waitlist = useWaitlist(business.businessId);
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <Typography variant="h1">Waitlist</Typography>
      <QueryState query={waitlist} what="waitlist">
        {(w) => (
          <Stack spacing={2}>
            <Typography>
              Freed times refilled this month: <strong>{w.refilledThisMonth}</strong>
            </Typography>
            {business.role === 'owner' && (
              <SettingsForm businessId={business.businessId} settings={w.settings} />
            )}
            {w.entries.length === 0 ? (
              <Typography>No one is waiting. Customers join from an artist's page.</Typography>
            ) : (
              <TableScroll label="Customers waiting">
                <Table size="small" aria-label="Customers waiting">
                  <TableHead>
                    <TableRow>
                      <TableCell>Artist</TableCell>
                      <TableCell>Who</TableCell>
                      <TableCell>What</TableCell>
                      <TableCell>When suits</TableCell>
                      <TableCell>Since</TableCell>
                      <TableCell>Offers</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {w.entries.map((e) => (
                      <TableRow key={e.id}>
                        <TableCell>{e.artistName}</TableCell>
                        <TableCell>{e.customerName}</TableCell>
                        <TableCell>{e.what}</TableCell>
                        <TableCell>
                          {e.days.map((d) => weekdayNames[d - 1]).join(', ')};{' '}
                          {e.times.map((t) => `${t.from}–${t.until}`).join(', ')}
                        </TableCell>
                        <TableCell>{mediumDate(e.createdAt)}</TableCell>
                        <TableCell>{e.offersMade}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
