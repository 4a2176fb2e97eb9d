import type { DropView, FlashDesignView } from '@linework/contract/flash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { useSaveDrop } from '../../api/flash.ts';
import { FormError } from '../catalogue/form-error.tsx';
import { instantToShopTime, shopTimeToInstant } from './zoned-time.ts';

/** Create a drop, or change one before it opens: designs with their stock, limit, opening, followers first. */
export function DropDialog({
  businessId,
  timeZone,
  artistId,
  designs,
  drop,
  onClose,
}: {
  businessId: string;
  timeZone: string;
  artistId: string;
  designs: FlashDesignView[];
  drop: DropView | null;
  onClose(): void;
}) {
  const phone = useMediaQuery((t) => t.breakpoints.down('sm'));
  const [title, setTitle] = useState(drop?.title ?? '');
  const [opensAt, setOpensAt] = useState(drop ? instantToShopTime(drop.opensAt, timeZone) : '');
  const [followersUntil, setFollowersUntil] = useState(
    drop?.followersUntil ? instantToShopTime(drop.followersUntil, timeZone) : '',
  );
  const [limit, setLimit] = useState(String(drop?.perCustomerLimit ?? 1));
  const [stock, setStock] = useState<Record<string, string>>(
    Object.fromEntries(drop?.items.map((i) => [i.design.id, String(i.stock)]) ?? []),
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveDrop(businessId);
  const apiFields = save.error instanceof ApiError ? (save.error.details?.fields ?? {}) : {};
  const problem = (field: string) => problems[field] ?? (apiFields[`body.${field}`] as string | undefined);
  const chosen = designs.filter((d) => stock[d.id] !== undefined);

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = 'The title is required';
    const opens = shopTimeToInstant(opensAt, timeZone);
    if (!opens) found.opensAt = 'Choose the day and time it opens';
    const followers = followersUntil ? shopTimeToInstant(followersUntil, timeZone) : undefined;
    if (followers && opens && followers <= opens)
      found.followersUntil = 'The followers-first window ends after the drop opens';
    const perCustomerLimit = Number(limit);
    if (!Number.isInteger(perCustomerLimit) || perCustomerLimit < 1 || perCustomerLimit > 20)
      found.perCustomerLimit = 'From 1 to 20 designs per customer';
    if (chosen.length === 0) found.items = 'Choose one design at least';
    const items = chosen.map((d) => {
      const n = d.repeatable ? Number(stock[d.id]) : 1;
      if (!Number.isInteger(n) || n < 1 || n > 500) found[`stock.${d.id}`] = 'From 1 to 500';
      return { designId: d.id, stock: n };
    });
    setProblems(found);
    if (Object.keys(found).length || !opens) return;
    save.mutate(
      {
        dropId: drop?.id,
        body: {
          artistId,
          title: title.trim(),
          opensAt: opens,
          ...(followers && { followersUntil: followers }),
          perCustomerLimit,
          holdMinutes: drop?.holdMinutes ?? 10,
          items,
        },
      },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="drop-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="drop-title">{drop ? `Change ${drop.title}` : 'Create a drop'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              error={Boolean(problem('title'))}
              helperText={problem('title')}
            />
            <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" fontWeight={600} sx={{ p: 0 }}>
                Designs and stock
              </Typography>
              {problem('items') && (
                <Typography color="error" variant="body2" role="alert">
                  {problem('items')}
                </Typography>
              )}
              {designs.length === 0 && (
                <Typography color="text.secondary">
                  Add a flash design first: a drop offers designs.
                </Typography>
              )}
              {designs.map((d) => (
                <Stack key={d.id} direction="row" spacing={1} alignItems="center" flexWrap="wrap">
                  <FormControlLabel
                    sx={{ flexGrow: 1 }}
                    control={
                      <Checkbox
                        checked={stock[d.id] !== undefined}
                        onChange={(e) => {
                          const next = { ...stock };
                          if (e.target.checked) next[d.id] = '1';
                          else delete next[d.id];
                          setStock(next);
                        }}
                      />
                    }
                    label={d.repeatable ? d.title : `${d.title} (one-off)`}
                  />
                  {stock[d.id] !== undefined && (
                    <TextField
                      label={`Stock of ${d.title}`}
                      size="small"
                      inputMode="numeric"
                      sx={{ width: 150 }}
                      value={d.repeatable ? stock[d.id] : '1'}
                      disabled={!d.repeatable}
                      onChange={(e) => setStock({ ...stock, [d.id]: e.target.value })}
                      error={Boolean(problem(`stock.${d.id}`))}
                      helperText={
                        problem(`stock.${d.id}`) ?? (d.repeatable ? undefined : 'A one-off sells once')
                      }
                    />
                  )}
                </Stack>
              ))}
            </Stack>
            <TextField
              label="Limit per customer"
              value={limit}
              inputMode="numeric"
              onChange={(e) => setLimit(e.target.value)}
              error={Boolean(problem('perCustomerLimit'))}
              helperText={problem('perCustomerLimit') ?? 'How many designs one customer may claim'}
            />
            <TextField
              type="datetime-local"
              label="Opens at"
              value={opensAt}
              onChange={(e) => setOpensAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(problem('opensAt'))}
              helperText={problem('opensAt') ?? `The shop's time (${timeZone})`}
            />
            <TextField
              type="datetime-local"
              label="Followers only until (optional)"
              value={followersUntil}
              onChange={(e) => setFollowersUntil(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(problem('followersUntil'))}
              helperText={problem('followersUntil') ?? 'Until then only followers may claim'}
            />
            <FormError error={save.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {drop ? 'Save the drop' : 'Create the drop'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
