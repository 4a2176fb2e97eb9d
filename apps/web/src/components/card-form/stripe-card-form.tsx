import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import type { CardFormProps } from './card-form-props.ts';

// Stripe Elements, loaded only when Stripe is the configured provider (this file is its own chunk).
// The card goes from Elements to Stripe; we get a payment method id and confirm on our server.

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey)!;
};

function ElementsForm({ payLabel, onPaymentMethod }: Pick<CardFormProps, 'payLabel' | 'onPaymentMethod'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setProblem('');
    try {
      // Elements checks the card (number, expiry, CVC) and shows its own messages.
      const checked = await elements.submit();
      if (checked.error) return;
      const { error, paymentMethod } = await stripe.createPaymentMethod({ elements });
      if (error || !paymentMethod) {
        setProblem(error?.message ?? 'The card could not be read.');
        return;
      }
      await onPaymentMethod(paymentMethod.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Card details">
      {problem && <Alert severity="error">{problem}</Alert>}
      <PaymentElement options={{ layout: 'tabs' }} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!stripe || busy}
        startIcon={<LockIcon />}
      >
        {payLabel}
      </Button>
    </Stack>
  );
}

export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  return (
    <Elements
      // A new amount (a tip) needs Elements to know it; the key remounts it with the new total.
      key={`${props.amount}-${props.attempt}`}
      stripe={stripeFor(props.publishableKey)}
      options={{
        mode: 'payment',
        amount: props.amount,
        currency: props.currency.toLowerCase(),
        paymentMethodCreation: 'manual',
        allowedPaymentMethodTypes: ['card'],
        appearance: { variables: { colorPrimary: '#C62828', borderRadius: '10px' } },
      }}
    >
      <ElementsForm payLabel={props.payLabel} onPaymentMethod={props.onPaymentMethod} />
    </Elements>
  );
}
