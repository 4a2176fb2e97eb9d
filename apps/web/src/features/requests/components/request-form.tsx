import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopDetail } from '@linework/contract/catalog';
import { colourLabels, type RequestView, sizeClassLabels } from '@linework/contract/requests';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, type Path, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { openSignIn } from '../../../lib/sign-in.ts';
import { useCreateRequest } from '../api/create-request.ts';
import { BodyAreaPicker } from './body-area-picker.tsx';
import { PreferredDays } from './preferred-days.tsx';
import { ReferenceImages } from './reference-images.tsx';
import { clearDraft, loadDraft, requestAttemptKey, saveDraft } from './request-draft.ts';
import {
  emptyRequestForm,
  type RequestFormValues,
  requestFormSchema,
  serverFieldNames,
  toRequestBody,
} from './request-form-model.ts';

const commonStyles = [
  'Fine line',
  'Blackwork',
  'Traditional',
  'Neo-traditional',
  'Japanese',
  'Realism',
  'Illustrative',
  'Dotwork',
  'Lettering',
  'Watercolour',
];
const notSure = 'Not sure yet: suggest one';
const checkFields = 'Please check the fields marked in red.';

const currencySymbol = (currency: string) =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? currency;

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * The tattoo request form, phone first: idea, placement, size, style, colour, budget, artist,
 * pictures, days, contact and the 18+ confirmation. What is typed is kept as a draft, sign-in
 * happens inline at the end, and server messages land under their fields.
 */
export function RequestForm(props: {
  shop: ShopDetail;
  serviceId: string | null;
  artistId: string | null;
  onSent(request: RequestView): void;
}) {
  const { shop } = props;
  const { user } = useSession();
  const create = useCreateRequest(shop.shopUrl);
  const [problem, setProblem] = useState('');
  const form = useForm<RequestFormValues>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: {
      ...emptyRequestForm,
      preferredArtistId: props.artistId ?? '',
      ...loadDraft(shop.shopUrl),
    },
  });
  const { errors } = form.formState;
  const error = (name: Path<RequestFormValues>) =>
    (errors[name as keyof typeof errors] as { message?: string } | undefined)?.message;

  useEffect(() => {
    const subscription = form.watch((values) => saveDraft(shop.shopUrl, values as RequestFormValues));
    return () => subscription.unsubscribe();
  }, [form, shop.shopUrl]);

  // Contact details come from the account once someone is signed in, unless already typed.
  useEffect(() => {
    const me = user.data;
    if (!me) return;
    const typed = form.getValues();
    if (!typed.contactName) form.setValue('contactName', `${me.firstName} ${me.lastName}`.trim());
    if (!typed.contactEmail) form.setValue('contactEmail', me.email);
    if (!typed.contactPhone && me.phoneNumber) form.setValue('contactPhone', me.phoneNumber);
  }, [user.data, form]);

  const submit = form.handleSubmit(
    async (values) => {
      setProblem('');
      if (!(user.data || (await openSignIn('sign-up')))) {
        setProblem('Sign in or create an account to send your request. What you wrote is kept.');
        return;
      }
      try {
        const request = await create.mutateAsync({
          body: toRequestBody(values, shop.currency, props.serviceId),
          idempotencyKey: requestAttemptKey(shop.shopUrl),
        });
        clearDraft(shop.shopUrl);
        props.onSent(request);
      } catch (e) {
        if (!(e instanceof ApiError)) return setProblem('Something went wrong. Please try again.');
        let placed = false;
        for (const [key, message] of Object.entries(e.details?.fields ?? {})) {
          const field = serverFieldNames[key] ?? serverFieldNames[key.replace(/\.\d+$/, '')];
          if (field) {
            form.setError(field, { message }, { shouldFocus: !placed });
            placed = true;
          }
        }
        setProblem(placed ? checkFields : e.message);
      }
    },
    () => setProblem(checkFields),
  );

  const styles = [...new Set([...shop.styles, ...commonStyles])];
  const artists = shop.artists.filter((a) => a.booksOpen || a.id === props.artistId);
  const sizeUnit = form.watch('sizeUnit');
  const symbol = currencySymbol(shop.currency);
  const today = todayIn(shop.timeZone);

  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate aria-label="Tattoo request">
      <TextField
        {...form.register('idea')}
        label="Your idea"
        placeholder="What should it show? Any meaning, details or things to avoid?"
        multiline
        minRows={4}
        error={Boolean(error('idea'))}
        helperText={error('idea') ?? 'The more the artist knows, the better the offer.'}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
        fullWidth
      />

      <Controller
        control={form.control}
        name="placement"
        render={({ field }) => (
          <BodyAreaPicker value={field.value} onChange={field.onChange} error={error('placement')} />
        )}
      />

      <Stack spacing={1.5}>
        <Controller
          control={form.control}
          name="sizeUnit"
          render={({ field }) => (
            <FormControl>
              <FormLabel id="size-unit" sx={{ typography: 'h3', color: 'text.primary', mb: 1 }}>
                How big?
              </FormLabel>
              <RadioGroup row aria-labelledby="size-unit" {...field}>
                <FormControlLabel value="class" control={<Radio />} label="Roughly" />
                <FormControlLabel value="cm" control={<Radio />} label="Exact, in cm" />
              </RadioGroup>
            </FormControl>
          )}
        />
        {sizeUnit === 'class' ? (
          <TextField
            {...form.register('sizeClass')}
            select
            label="Rough size"
            error={Boolean(error('sizeClass'))}
            helperText={error('sizeClass')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="">Choose a size</option>
            {Object.entries(sizeClassLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </TextField>
        ) : (
          <Stack direction="row" gap={1.5}>
            {(['widthCm', 'heightCm'] as const).map((name) => (
              <TextField
                key={name}
                {...form.register(name)}
                label={name === 'widthCm' ? 'Width' : 'Height'}
                inputMode="numeric"
                error={Boolean(error(name))}
                helperText={error(name)}
                slotProps={{ input: { endAdornment: <InputAdornment position="end">cm</InputAdornment> } }}
                fullWidth
              />
            ))}
          </Stack>
        )}
      </Stack>

      <TextField
        {...form.register('style')}
        select
        label="Style"
        error={Boolean(error('style'))}
        helperText={error('style')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <option value="">Choose a style</option>
        {styles.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
        <option value={notSure}>{notSure}</option>
      </TextField>

      <Controller
        control={form.control}
        name="colour"
        render={({ field }) => (
          <FormControl error={Boolean(error('colour'))}>
            <FormLabel id="colour" sx={{ typography: 'h3', color: 'text.primary', mb: 1 }}>
              Colour
            </FormLabel>
            <RadioGroup row aria-labelledby="colour" {...field}>
              {Object.entries(colourLabels).map(([value, label]) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
              ))}
            </RadioGroup>
            {error('colour') && <FormHelperText>{error('colour')}</FormHelperText>}
          </FormControl>
        )}
      />

      <Stack spacing={1}>
        <Typography variant="h3" id="budget">
          Budget ({shop.currency})
        </Typography>
        <Stack direction="row" gap={1.5} role="group" aria-labelledby="budget">
          {(['budgetMin', 'budgetMax'] as const).map((name) => (
            <TextField
              key={name}
              {...form.register(name)}
              label={name === 'budgetMin' ? 'From' : 'Up to'}
              inputMode="decimal"
              error={Boolean(error(name))}
              helperText={error(name)}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">{symbol}</InputAdornment> },
              }}
              fullWidth
            />
          ))}
        </Stack>
      </Stack>

      <TextField
        {...form.register('preferredArtistId')}
        select
        label="Artist"
        error={Boolean(error('preferredArtistId'))}
        helperText={error('preferredArtistId') ?? 'Any artist lets the shop choose who fits your idea best.'}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        fullWidth
      >
        <option value="">Any artist</option>
        {artists.map((a) => (
          <option key={a.id} value={a.id}>
            {a.displayName}
            {a.kind === 'guest' ? ' (guest)' : ''}
          </option>
        ))}
      </TextField>

      <Controller
        control={form.control}
        name="referenceImages"
        render={({ field }) => (
          <ReferenceImages
            images={field.value}
            userId={user.data?.userId ?? null}
            onChange={field.onChange}
            error={error('referenceImages')}
          />
        )}
      />

      <PreferredDays
        weekdays={form.watch('preferredWeekdays')}
        dates={form.watch('preferredDates')}
        today={today}
        onWeekdays={(days) => form.setValue('preferredWeekdays', days)}
        onDates={(dates) => form.setValue('preferredDates', dates)}
        error={error('preferredDates') ?? error('preferredWeekdays')}
      />

      <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Typography component="legend" variant="h3" sx={{ mb: 2 }}>
          How can the shop reach you?
        </Typography>
        <TextField
          {...form.register('contactName')}
          label="Name"
          autoComplete="name"
          error={Boolean(error('contactName'))}
          helperText={error('contactName')}
          fullWidth
        />
        <TextField
          {...form.register('contactEmail')}
          label="Email"
          type="email"
          autoComplete="email"
          error={Boolean(error('contactEmail'))}
          helperText={error('contactEmail') ?? 'The answer and any offer of times come here.'}
          fullWidth
        />
        <TextField
          {...form.register('contactPhone')}
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          error={Boolean(error('contactPhone'))}
          helperText={error('contactPhone') ?? 'International format, e.g. +447700900123'}
          fullWidth
        />
      </Stack>

      <Controller
        control={form.control}
        name="adultConfirmed"
        render={({ field }) => (
          <FormControl error={Boolean(error('adultConfirmed'))}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  inputRef={field.ref}
                />
              }
              label="I am 18 or over"
            />
            {error('adultConfirmed') && <FormHelperText>{error('adultConfirmed')}</FormHelperText>}
          </FormControl>
        )}
      />

      <div aria-live="polite">
        {/* "Check the fields" goes once they are fixed; other problems stay until the next try. */}
        {problem && (problem !== checkFields || Object.keys(errors).length > 0) && (
          <Alert severity="error">{problem}</Alert>
        )}
      </div>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={form.formState.isSubmitting}
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {form.formState.isSubmitting ? 'Sending…' : user.data ? 'Send request' : 'Sign in and send request'}
      </Button>
    </Stack>
  );
}
