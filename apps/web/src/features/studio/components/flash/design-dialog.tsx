import type { ServiceView } from '@linework/contract/catalog';
import type { FlashDesignView } from '@linework/contract/flash';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../../lib/api-client.ts';
import { currencyDigits } from '../../../../lib/money.ts';
import { useSession } from '../../../../lib/session.tsx';
import { useSaveDesign } from '../../api/flash.ts';
import { AddPicturesButton } from '../catalogue/add-pictures-button.tsx';
import { FormError } from '../catalogue/form-error.tsx';
import { fromMinor, toMinor } from '../catalogue/format.ts';
import { uploadPicture } from '../catalogue/upload-picture.ts';

type SizeRow = { id?: string; label: string; price: string; minutes: string };

/** Add a flash design or change one: picture, title, placement notes, one-off or not, sizes. */
export function DesignDialog({
  businessId,
  currency,
  artistId,
  services,
  design,
  onClose,
}: {
  businessId: string;
  currency: string;
  artistId: string;
  /** The active services this artist offers: a design is booked through one. */
  services: ServiceView[];
  design: FlashDesignView | null;
  onClose(): void;
}) {
  const phone = useMediaQuery((t) => t.breakpoints.down('sm'));
  const digits = currencyDigits(currency);
  const userId = useSession().user.data?.userId ?? '';
  const [title, setTitle] = useState(design?.title ?? '');
  const [serviceId, setServiceId] = useState(design?.serviceId ?? services[0]?.id ?? '');
  const [notes, setNotes] = useState(design?.placementNotes ?? '');
  const [oneOff, setOneOff] = useState(design ? !design.repeatable : false);
  // A design's own picture has no path here: left out of the change, it stays.
  const [picture, setPicture] = useState<{ path?: string; url: string } | null>(
    design ? { url: design.pictureUrl } : null,
  );
  const [sizes, setSizes] = useState<SizeRow[]>(
    design?.sizes.map((s) => ({
      id: s.id,
      label: s.label,
      price: fromMinor(s.priceAmount, digits),
      minutes: String(s.durationMinutes),
    })) ?? [{ label: '', price: '', minutes: '60' }],
  );
  const [problems, setProblems] = useState<Record<string, string>>({});
  const save = useSaveDesign(businessId);
  const upload = useMutation({
    mutationFn: (file: File) => uploadPicture(file, userId, 'flash'),
    onSuccess: ({ path }, file) => setPicture({ path, url: URL.createObjectURL(file) }),
  });
  const apiFields = save.error instanceof ApiError ? (save.error.details?.fields ?? {}) : {};
  const problem = (field: string) => problems[field] ?? (apiFields[`body.${field}`] as string | undefined);

  const setSize = (n: number, change: Partial<SizeRow>) =>
    setSizes(sizes.map((s, i) => (i === n ? { ...s, ...change } : s)));

  function submit(e: FormEvent) {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = 'The title is required';
    if (!picture) found.picturePath = 'Add a picture of the design';
    if (!serviceId) found.serviceId = 'Choose the service it is booked through';
    const parsed = sizes.map((s, n) => {
      const priceAmount = toMinor(s.price, digits);
      const durationMinutes = Number(s.minutes);
      if (!s.label.trim()) found[`sizes.${n}.label`] = 'Name the size, e.g. Palm';
      if (priceAmount === null) found[`sizes.${n}.priceAmount`] = 'Give a price, e.g. 120';
      if (!Number.isInteger(durationMinutes) || durationMinutes < 15)
        found[`sizes.${n}.durationMinutes`] = 'A size takes 15 minutes at least';
      return {
        ...(s.id && { id: s.id }),
        label: s.label.trim(),
        priceAmount: priceAmount ?? 0,
        durationMinutes,
      };
    });
    setProblems(found);
    if (Object.keys(found).length || !picture) return;
    const body = {
      serviceId,
      title: title.trim(),
      ...(picture.path && { picturePath: picture.path }),
      placementNotes: notes.trim() || undefined,
      repeatable: !oneOff,
      sizes: parsed,
    };
    save.mutate(
      design
        ? { designId: design.id, body }
        : { body: { ...body, artistId, picturePath: picture.path ?? '' } },
      { onSuccess: onClose },
    );
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby="design-title">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="design-title">
          {design ? `Change ${design.title}` : 'Add a flash design'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction="row" spacing={2} alignItems="center">
              {picture ? (
                <Box
                  component="img"
                  src={picture.url}
                  alt="The design"
                  sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
                />
              ) : (
                <Box sx={{ width: 96, height: 96, borderRadius: 1, bgcolor: 'action.hover' }} aria-hidden />
              )}
              <Stack spacing={0.5}>
                <AddPicturesButton
                  label={picture ? 'Change the picture' : 'Add the picture'}
                  variant="outlined"
                  loading={upload.isPending}
                  onPick={(files) => files[0] && upload.mutate(files[0])}
                />
                {(upload.error || problem('picturePath')) && (
                  <Typography color="error" variant="body2" role="alert">
                    {upload.error?.message ?? problem('picturePath')}
                  </Typography>
                )}
              </Stack>
            </Stack>
            <TextField
              label="Title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              required
              error={Boolean(problem('title'))}
              helperText={problem('title')}
            />
            <TextField
              select
              label="Booked as"
              value={serviceId}
              onChange={(e) => setServiceId(e.target.value)}
              error={Boolean(problem('serviceId'))}
              helperText={problem('serviceId') ?? 'Its deposit and buffers apply'}
            >
              {services.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Placement notes"
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              multiline
              minRows={2}
              error={Boolean(problem('placementNotes'))}
              helperText={problem('placementNotes') ?? 'Where it sits well, e.g. forearm or calf'}
            />
            <FormControlLabel
              control={<Switch checked={oneOff} onChange={(e) => setOneOff(e.target.checked)} />}
              label={oneOff ? 'One-off: tattooed once only' : 'Repeatable: tattooed again and again'}
            />
            <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" fontWeight={600} sx={{ p: 0 }}>
                Sizes
              </Typography>
              {problem('sizes') && (
                <Typography color="error" variant="body2" role="alert">
                  {problem('sizes')}
                </Typography>
              )}
              {sizes.map((s, n) => (
                <Stack
                  // biome-ignore lint/suspicious/noArrayIndexKey: a new size has no id yet
                  key={n}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  alignItems={{ sm: 'flex-start' }}
                  aria-label={`Size ${n + 1}`}
                  role="group"
                >
                  <TextField
                    label={`Size ${n + 1} label`}
                    value={s.label}
                    onChange={(e) => setSize(n, { label: e.target.value })}
                    error={Boolean(problem(`sizes.${n}.label`))}
                    helperText={problem(`sizes.${n}.label`)}
                    size="small"
                  />
                  <TextField
                    label={`Size ${n + 1} price (${currency})`}
                    value={s.price}
                    inputMode="decimal"
                    onChange={(e) => setSize(n, { price: e.target.value })}
                    error={Boolean(problem(`sizes.${n}.priceAmount`))}
                    helperText={problem(`sizes.${n}.priceAmount`)}
                    size="small"
                  />
                  <TextField
                    label={`Size ${n + 1} minutes`}
                    value={s.minutes}
                    inputMode="numeric"
                    onChange={(e) => setSize(n, { minutes: e.target.value })}
                    error={Boolean(problem(`sizes.${n}.durationMinutes`))}
                    helperText={problem(`sizes.${n}.durationMinutes`)}
                    size="small"
                  />
                  {sizes.length > 1 && (
                    <Button onClick={() => setSizes(sizes.filter((_, i) => i !== n))}>
                      Remove size {n + 1}
                    </Button>
                  )}
                </Stack>
              ))}
              {sizes.length < 6 && (
                <Button
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => setSizes([...sizes, { label: '', price: '', minutes: '60' }])}
                >
                  Add a size
                </Button>
              )}
            </Stack>
            <FormError error={save.error} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {design ? 'Save the design' : 'Add the design'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
