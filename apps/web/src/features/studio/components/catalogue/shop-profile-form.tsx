import type { BusinessShop } from '@linework/contract/business';
import { updateShop } from '@linework/contract/endpoints/catalog';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { call } from '../../../../lib/api-client.ts';
import { toast } from '../../../../lib/toast.ts';
import { FormError } from './form-error.tsx';
import { LocationPicker, type Pin } from './location-picker.tsx';
import { uploadPicture } from './upload-picture.ts';

type Props = { businessId: string; data: BusinessShop; userId: string; onChanged(): unknown };

/** The shop's profile as its page shows it: name, about, address and pin, contact, styles, pictures. */
export function ShopProfileForm({ businessId, data, userId, onChanged }: Props) {
  const { shop, profile } = data;
  const [form, setForm] = useState({
    name: profile.name,
    about: shop.about,
    addressLine: profile.addressLine,
    city: profile.city,
    region: profile.region ?? '',
    postalCode: profile.postalCode ?? '',
    country: profile.country,
    phone: shop.contact.phone ?? '',
    email: shop.contact.email ?? '',
    website: shop.contact.website ?? '',
    instagram: profile.instagram ?? '',
    styles: shop.styles.join(', '),
  });
  const [pin, setPin] = useState<Pin>({ latitude: profile.latitude, longitude: profile.longitude });
  const field = (name: keyof typeof form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
      {...extra}
    />
  );

  const save = useMutation({
    mutationFn: () =>
      call(updateShop, {
        params: { businessId },
        body: {
          name: form.name,
          about: form.about,
          addressLine: form.addressLine,
          city: form.city,
          region: form.region,
          postalCode: form.postalCode,
          country: form.country,
          ...pin,
          phone: form.phone.trim() || null,
          email: form.email.trim() || null,
          website: form.website.trim() || null,
          instagram: form.instagram,
          styles: form.styles
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
        },
      }),
    onSuccess: () => {
      toast.success('The shop profile is saved.');
      onChanged();
    },
  });

  const picture = useMutation({
    mutationFn: async ({ file, which }: { file: File; which: 'cover' | 'logo' }) => {
      const uploaded = await uploadPicture(file, userId, 'shop');
      return call(updateShop, { params: { businessId }, body: { [which]: uploaded } });
    },
    onSuccess: () => {
      toast.success('The picture is saved.');
      onChanged();
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    save.mutate();
  }

  return (
    <Stack spacing={3}>
      <Stack spacing={2}>
        <Typography variant="h2">Pictures</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PictureChooser
            label="Cover"
            url={shop.coverUrl}
            busy={picture.isPending}
            onFile={(file) => picture.mutate({ file, which: 'cover' })}
          />
          <PictureChooser
            label="Logo"
            url={shop.logoUrl}
            busy={picture.isPending}
            onFile={(file) => picture.mutate({ file, which: 'logo' })}
          />
        </Stack>
        <FormError error={picture.error} />
      </Stack>

      <Stack spacing={2} component="form" onSubmit={submit} noValidate aria-labelledby="profile-heading">
        <Typography variant="h2" id="profile-heading">
          Profile
        </Typography>
        {field('name', 'Shop name', { required: true })}
        {field('about', 'About', { multiline: true, minRows: 3 })}
        {field('styles', 'Styles', { helperText: 'Separate styles with commas' })}
        <Typography variant="h3">Address</Typography>
        {field('addressLine', 'Street address', { required: true })}
        <Stack direction="row" spacing={1}>
          {field('postalCode', 'Postal code')}
          {field('city', 'City', { required: true, fullWidth: true })}
        </Stack>
        <Stack direction="row" spacing={1}>
          {field('region', 'Region', { fullWidth: true })}
          {field('country', 'Country code', { required: true, helperText: 'e.g. DE' })}
        </Stack>
        <LocationPicker pin={pin} onChange={setPin} />
        <Typography variant="h3">Contact</Typography>
        {field('phone', 'Phone', { type: 'tel', helperText: 'With the country code, e.g. +49 30 1234567' })}
        {field('email', 'Email', { type: 'email' })}
        {field('website', 'Website', { helperText: 'e.g. https://example.com' })}
        {field('instagram', 'Instagram', { helperText: 'e.g. @northside.ink' })}
        <FormError error={save.error} />
        <Box>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Save profile
          </Button>
        </Box>
      </Stack>
    </Stack>
  );
}

function PictureChooser(props: {
  label: string;
  url: string | null;
  busy: boolean;
  onFile(file: File): void;
}) {
  const id = useId();
  return (
    <Stack spacing={1} sx={{ flex: 1 }}>
      <Typography variant="subtitle1" component="p">
        {props.label}
      </Typography>
      {props.url ? (
        <Box
          component="img"
          src={props.url}
          alt={`The shop's ${props.label.toLowerCase()}`}
          sx={{ width: '100%', maxHeight: 160, objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary">No {props.label.toLowerCase()} yet.</Typography>
      )}
      <Box>
        <Button component="label" htmlFor={id} variant="outlined" loading={props.busy}>
          Choose a {props.label.toLowerCase()}
        </Button>
        <input
          id={id}
          type="file"
          hidden
          accept="image/jpeg,image/png,image/webp,image/heic"
          aria-label={`Choose a ${props.label.toLowerCase()}`}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) props.onFile(file);
          }}
        />
      </Box>
    </Stack>
  );
}
