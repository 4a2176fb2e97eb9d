import type { ServiceView } from '@linework/contract/catalog';
import { deactivateService, updateService } from '@linework/contract/endpoints/catalog';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { confirm } from '../../../../components/confirm-store.ts';
import { call } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { depositText, durationText, priceText } from './format.ts';
import { type ArtistChoice, ServiceDialog } from './service-dialog.tsx';

type Props = {
  businessId: string;
  currency: string;
  services: ServiceView[];
  artists: ArtistChoice[];
  onChanged(): unknown;
};

/** The shop's services, offered ones first; add, edit, stop or start offering each. */
export function ServicesPanel({ businessId, currency, services, artists, onChanged }: Props) {
  const [editing, setEditing] = useState<ServiceView | 'new' | null>(null);
  const sorted = [...services].sort((a, b) => Number(b.active) - Number(a.active));
  const setActive = useMutation({
    mutationFn: ({ service, active }: { service: ServiceView; active: boolean }) =>
      active
        ? call(updateService, { params: { businessId, serviceId: service.id }, body: { active: true } })
        : call(deactivateService, { params: { businessId, serviceId: service.id } }),
    onSuccess: (s) => {
      toast.success(s.active ? `${s.name} is offered again.` : `${s.name} is no longer offered.`);
      onChanged();
    },
    onError: (e) => toast.error(e.message),
  });

  async function stop(service: ServiceView) {
    const ok = await confirm({
      title: `Stop offering ${service.name}?`,
      message: 'Customers can no longer book it. Appointments already booked keep it.',
      positiveText: 'Stop offering',
    });
    if (ok) setActive.mutate({ service, active: false });
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h2">Services</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          Add a service
        </Button>
      </Stack>
      {sorted.length === 0 && <Typography>No services yet. Add the first one customers can book.</Typography>}
      <List aria-label="Services">
        {sorted.map((s) => (
          <ListItem key={s.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={
                <>
                  {s.name} {!s.active && <Chip size="small" label="Not offered" sx={{ ml: 1 }} />}
                </>
              }
              secondary={`${priceText(s)} · ${durationText(s.durationMinutes)} · ${depositText(s)}${
                s.artists.length ? ` · ${s.artists.map((a) => a.displayName).join(', ')}` : ' · No artist yet'
              }`}
            />
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={() => setEditing(s)} aria-label={`Edit ${s.name}`}>
                Edit
              </Button>
              {s.active ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => void stop(s)}
                  aria-label={`Stop offering ${s.name}`}
                >
                  Stop offering
                </Button>
              ) : (
                <Button
                  size="small"
                  onClick={() => setActive.mutate({ service: s, active: true })}
                  aria-label={`Offer ${s.name} again`}
                >
                  Offer again
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {editing && (
        <ServiceDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          businessId={businessId}
          currency={currency}
          artists={artists}
          service={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(s) => {
            toast.success(`${s.name} is saved.`);
            setEditing(null);
            onChanged();
          }}
        />
      )}
    </Stack>
  );
}
