import type { ShopDetail } from '@linework/contract/catalog';
import type { RequestView } from '@linework/contract/requests';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { CheckboxField } from '../../../components/checkbox-field.tsx';
import { ArtistBooks } from './artist-books.tsx';
import { BodyAreaPicker } from './body-area-picker.tsx';
import { BudgetFields } from './budget-fields.tsx';
import { ContactFields } from './contact-fields.tsx';
import { LookFields } from './look-fields.tsx';
import { PreferredDays } from './preferred-days.tsx';
import { ReferenceImages } from './reference-images.tsx';
import { SizeFields } from './size-fields.tsx';
import { checkFields, useRequestForm } from './use-request-form.ts';

const todayIn = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

/**
 * The tattoo request form, phone first: idea, placement, size, style, colour, budget, artist,
 * pictures, days, contact and the 18+ confirmation. Its state (draft, sign-in, server messages) is
 * useRequestForm; the groups of fields are components of their own.
 */
export function RequestForm(props: {
  shop: ShopDetail;
  serviceId: string | null;
  artistId: string | null;
  onSent(request: RequestView): void;
}) {
  const { shop } = props;
  const { form, error, submit, problem, user } = useRequestForm(props);
  const fields = { form, error };
  const artists = shop.artists.filter((a) => a.booksOpen || a.id === props.artistId);

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

      <SizeFields {...fields} />
      <LookFields {...fields} shopStyles={shop.styles} />
      <BudgetFields {...fields} currency={shop.currency} />

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
      <ArtistBooks
        shopUrl={shop.shopUrl}
        artistId={form.watch('preferredArtistId') ?? ''}
        timeZone={shop.timeZone}
      />

      <Controller
        control={form.control}
        name="referenceImages"
        render={({ field }) => (
          <ReferenceImages
            images={field.value}
            userId={user?.userId ?? null}
            onChange={field.onChange}
            error={error('referenceImages')}
          />
        )}
      />

      <PreferredDays
        weekdays={form.watch('preferredWeekdays')}
        dates={form.watch('preferredDates')}
        today={todayIn(shop.timeZone)}
        onWeekdays={(days) => form.setValue('preferredWeekdays', days)}
        onDates={(dates) => form.setValue('preferredDates', dates)}
        error={error('preferredDates') ?? error('preferredWeekdays')}
      />

      <ContactFields {...fields} />

      <Controller
        control={form.control}
        name="adultConfirmed"
        render={({ field }) => (
          <CheckboxField
            checked={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            label="I am 18 or over"
            error={error('adultConfirmed')}
          />
        )}
      />

      <div aria-live="polite">
        {/* "Check the fields" goes once they are fixed; other problems stay until the next try. */}
        {problem && (problem !== checkFields || Object.keys(form.formState.errors).length > 0) && (
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
        {form.formState.isSubmitting ? 'Sending…' : user ? 'Send request' : 'Sign in and send request'}
      </Button>
    </Stack>
  );
}
