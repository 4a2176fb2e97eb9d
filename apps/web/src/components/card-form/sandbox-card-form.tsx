import { zodResolver } from '@hookform/resolvers/zod';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import type { CardFormProps } from './card-form-props.ts';
import {
  formatCardNumber,
  formatExpiry,
  type SandboxCardFields,
  sandboxCardFields,
  toSandboxCard,
} from './sandbox-card-fields.ts';
import { createSandboxPaymentMethod } from './sandbox-payment-method.ts';

const testCards = [
  ['4242 4242 4242 4242', 'pays'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
  ['4000 0027 6000 3184', 'asks your bank to confirm'],
] as const;

/**
 * The sandbox's card form: the card goes to the sandbox (never to our API), which answers with a
 * payment method. Same checks and words as Stripe's form; any future expiry and any CVC will do.
 */
export function SandboxCardForm({ payLabel, onPaymentMethod, attempt }: CardFormProps) {
  const form = useForm<SandboxCardFields>({
    resolver: zodResolver(sandboxCardFields),
    defaultValues: { number: '', expiry: '', cvc: '' },
    mode: 'onTouched',
  });
  const [problem, setProblem] = useState('');

  // After a decline: a fresh number field, with the focus in it, for the next card.
  useEffect(() => {
    if (!attempt) return;
    form.resetField('number', { defaultValue: '' });
    form.resetField('cvc', { defaultValue: '' });
    form.setFocus('number');
  }, [attempt, form]);

  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    let paymentMethodId: string;
    try {
      paymentMethodId = await createSandboxPaymentMethod(toSandboxCard(values));
    } catch (error) {
      const fields = error instanceof ApiError ? (error.details?.fields ?? {}) : {};
      const field = (name: string) => fields[`body.${name}`];
      if (field('number')) form.setError('number', { message: field('number') });
      if (field('expMonth')) form.setError('expiry', { message: field('expMonth') });
      if (field('cvc')) form.setError('cvc', { message: field('cvc') });
      if (!Object.keys(fields).length) setProblem((error as Error).message);
      return;
    }
    await onPaymentMethod(paymentMethodId);
  });

  const busy = form.formState.isSubmitting;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Card details">
      <Alert severity="info" icon={false}>
        <Typography variant="body2" fontWeight={700}>
          Test mode: no real money moves.
        </Typography>
        <Typography variant="body2">Use a test card, any future expiry and any CVC:</Typography>
        <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
          {testCards.map(([number, what]) => (
            <Typography component="li" variant="body2" key={number}>
              <span style={{ fontFamily: 'monospace' }}>{number}</span> {what}
            </Typography>
          ))}
        </Stack>
      </Alert>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Controller
        control={form.control}
        name="number"
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            onChange={(e) => field.onChange(formatCardNumber(e.target.value))}
            label="Card number"
            placeholder="1234 1234 1234 1234"
            autoComplete="cc-number"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 23 } }}
            fullWidth
          />
        )}
      />
      {/* Side by side only where "Expiry (MM / YY)" fits whole in its half (not at 320 px). */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Controller
          control={form.control}
          name="expiry"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              onChange={(e) => field.onChange(formatExpiry(e.target.value, field.value))}
              label="Expiry (MM / YY)"
              placeholder="MM / YY"
              autoComplete="cc-exp"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
              fullWidth
            />
          )}
        />
        <Controller
          control={form.control}
          name="cvc"
          render={({ field: { ref, ...field }, fieldState }) => (
            <TextField
              {...field}
              inputRef={ref}
              onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 4))}
              label="CVC"
              placeholder="123"
              autoComplete="cc-csc"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
              fullWidth
            />
          )}
        />
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={busy} startIcon={<LockIcon />}>
        {payLabel}
      </Button>
    </Stack>
  );
}
