import type { ServiceView } from '@linework/contract/catalog';
import { createService, updateService } from '@linework/contract/endpoints/catalog';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../../../lib/api-client.ts';
import { currencyDigits } from '../../../../lib/money.ts';
import { FormError } from './form-error.tsx';
import { fromMinor, toMinor } from './format.ts';

export type ArtistChoice = { id: string; displayName: string };

type Props = {
  businessId: string;
  currency: string;
  artists: ArtistChoice[];
  /** The service to edit; none adds a new one. */
  service: ServiceView | null;
  open: boolean;
  onClose(): void;
  onSaved(service: ServiceView): void;
};

/** Add or change a service: name, duration, price kind and amount, deposit, who offers it. */
export function ServiceDialog({ businessId, currency, artists, service, open, onClose, onSaved }: Props) {
  const digits = currencyDigits(currency);
  const [name, setName] = useState(service?.name ?? '');
  const [description, setDescription] = useState(service?.description ?? '');
  const [duration, setDuration] = useState(String(service?.durationMinutes ?? 60));
  const [priceKind, setPriceKind] = useState<ServiceView['priceKind']>(service?.priceKind ?? 'fixed');
  const [price, setPrice] = useState(service ? fromMinor(service.priceAmount, digits) : '');
  const [deposit, setDeposit] = useState(service ? fromMinor(service.depositAmount, digits) : '0');
  const [requiresRequest, setRequiresRequest] = useState(service?.requiresRequest ?? false);
  const [artistIds, setArtistIds] = useState<string[]>(
    service ? service.artists.map((a) => a.id) : artists.map((a) => a.id),
  );
  const [problem, setProblem] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: Parameters<typeof call<typeof createService>>[1]['body']) =>
      service
        ? call(updateService, { params: { businessId, serviceId: service.id }, body })
        : call(createService, { params: { businessId }, body }),
    onSuccess: onSaved,
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const priceAmount = toMinor(price, digits);
    const depositAmount = toMinor(deposit || '0', digits);
    if (priceAmount === null) return setProblem('Enter the price as a number, e.g. 120 or 120.50.');
    if (depositAmount === null) return setProblem('Enter the deposit as a number, or 0 for none.');
    setProblem(null);
    save.mutate({
      name,
      description,
      durationMinutes: Number(duration),
      priceKind,
      priceAmount,
      depositAmount,
      requiresRequest,
      artistIds,
    });
  }

  const toggle = (id: string) =>
    setArtistIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="service-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="service-dialog-title">
          {service ? `Edit ${service.name}` : 'Add a service'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Name" value={name} onChange={(e) => setName(e.target.value)} required />
            <TextField
              label="Description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              multiline
              minRows={2}
            />
            <TextField select label="Duration" value={duration} onChange={(e) => setDuration(e.target.value)}>
              {[30, 45, 60, 90, 120, 180, 240, 300, 360, 480].map((m) => (
                <MenuItem key={m} value={String(m)}>
                  {m < 60 ? `${m} min` : `${m / 60} h`}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Price kind"
              value={priceKind}
              onChange={(e) => setPriceKind(e.target.value as ServiceView['priceKind'])}
            >
              <MenuItem value="fixed">Fixed price</MenuItem>
              <MenuItem value="from">From (the lowest price)</MenuItem>
              <MenuItem value="hourly">Per hour</MenuItem>
            </TextField>
            <TextField
              label={`Price (${currency})`}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
              inputMode="decimal"
              required
            />
            <TextField
              label={`Deposit (${currency})`}
              value={deposit}
              onChange={(e) => setDeposit(e.target.value)}
              inputMode="decimal"
              helperText="Paid when booking; comes off the price. 0 for none."
            />
            <FormControlLabel
              control={
                <Checkbox checked={requiresRequest} onChange={(e) => setRequiresRequest(e.target.checked)} />
              }
              label="Starts with a tattoo request (no direct booking)"
            />
            {artists.length > 0 && (
              <FormGroup>
                <FormLabel component="legend">Artists who offer it</FormLabel>
                {artists.map((a) => (
                  <FormControlLabel
                    key={a.id}
                    control={<Checkbox checked={artistIds.includes(a.id)} onChange={() => toggle(a.id)} />}
                    label={a.displayName}
                  />
                ))}
              </FormGroup>
            )}
            {problem && <FormError error={new Error(problem)} />}
            <FormError error={save.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save service
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
