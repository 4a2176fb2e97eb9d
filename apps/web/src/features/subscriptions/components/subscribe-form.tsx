import { zodResolver } from '@hookform/resolvers/zod';
import {
  createSubscriptionBody,
  type SubscriptionTarget,
  subscriptionConsentText,
  subscriptionTopics,
  topicLabels,
} from '@linework/contract/subscriptions';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { CheckboxField } from '../../../components/checkbox-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { getAttribution } from '../../../lib/attribution.ts';
import { useCreateSubscription } from '../api/create-subscription.ts';
import { TopicCheckboxes } from './topic-checkboxes.tsx';

// The form's own shape: the target and attribution are added when it is sent.
const formSchema = createSubscriptionBody.omit({ target: true, attribution: true });
type FormInput = z.input<typeof formSchema>;

/**
 * Sent without JavaScript, the page comes back with the field the server refused
 * (apps/api/src/web/form-posts.ts): said in the shared schema's own words for that field.
 */
const refused: Record<string, unknown> = { email: '', phoneNumber: '?', topics: [], consent: false };
export function problemOf(field: string | undefined) {
  if (!field) return '';
  const known = Object.hasOwn(formSchema.shape, field);
  const schema = known ? formSchema.shape[field as keyof typeof formSchema.shape] : undefined;
  const message = schema?.safeParse(refused[field]).error?.issues[0]?.message;
  return message ?? 'Something went wrong. Please try again.';
}

/**
 * Email, optional phone, topics and consent; then "check your inbox" (double opt-in), or, for a
 * signed-in person with their own confirmed address, the follow as it now is.
 */
export function SubscribeForm(props: {
  target: SubscriptionTarget;
  name: string;
  email?: string;
  /** Where the form posts without JavaScript: its page (apps/api/src/web/form-posts.ts). */
  action?: string;
  /** Sent without JavaScript: the server's answer, read from the page's address. */
  sent?: boolean;
  problem?: string;
}) {
  const mutation = useCreateSubscription();
  // The form that had focus is gone once it is sent: the answer takes focus, and is read out.
  const focusWhenShown = useCallback((el: HTMLElement | null) => el?.focus(), []);
  const [problem, setProblem] = useState(() => problemOf(props.problem));
  const form = useForm<FormInput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      email: props.email ?? '',
      phoneNumber: '',
      topics: [...subscriptionTopics],
      consent: false as unknown as true,
    },
  });
  // The profile of a signed-in person may arrive after the form first shows: fill the address in
  // then, unless they have typed one already.
  useEffect(() => {
    if (props.email && !form.getValues('email')) form.setValue('email', props.email);
  }, [props.email, form]);
  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    try {
      const parsed = values as z.output<typeof formSchema>;
      await mutation.mutateAsync({
        ...parsed,
        target: props.target,
        attribution: getAttribution() ?? undefined,
      });
    } catch (error) {
      const fields = error instanceof ApiError ? (error.details?.fields ?? {}) : {};
      let placed = false;
      for (const [key, message] of Object.entries(fields)) {
        const name = key.replace(/^body\./, '') as keyof FormInput;
        if (name in form.getValues()) {
          form.setError(name, { message });
          placed = true;
        }
      }
      if (!placed)
        setProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    }
  });

  if (mutation.data?.status === 'subscribed') {
    // Signed in with a confirmed address: the follow is on already, nothing to confirm.
    const topics = form.getValues('topics') ?? [];
    return (
      <Alert severity="success" role="status" tabIndex={-1} ref={focusWhenShown}>
        <Typography fontWeight={700}>You’re following {props.name}</Typography>
        You will hear about {topics.map((t) => topicLabels[t].toLowerCase()).join(', ')} at{' '}
        {mutation.data.email}.{' '}
        <Link component={RouterLink} to="/unsubscribe">
          Your subscriptions
        </Link>
      </Alert>
    );
  }
  if (mutation.isSuccess || props.sent) {
    return (
      <Alert icon={<MarkEmailReadIcon />} severity="success" role="status" tabIndex={-1} ref={focusWhenShown}>
        <Typography fontWeight={700}>Check your inbox</Typography>
        We sent a link to {mutation.data?.email ?? 'the address you gave'}. Open it to confirm, and you will
        hear from {props.name} about the topics you picked.
      </Alert>
    );
  }
  const errors = form.formState.errors;
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label={`Follow ${props.name}`}
      method="post"
      action={props.action}
    >
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <TextField
        {...form.register('email')}
        // In the server's HTML too (a registered field gets its value only in the browser).
        defaultValue={props.email}
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        fullWidth
      />
      <TextField
        {...form.register('phoneNumber')}
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        error={Boolean(errors.phoneNumber)}
        helperText={errors.phoneNumber?.message ?? 'International format, e.g. +12125550123'}
        fullWidth
      />
      <Controller
        control={form.control}
        name="topics"
        render={({ field, fieldState }) => (
          <TopicCheckboxes
            name="topics"
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="consent"
        render={({ field, fieldState }) => (
          <CheckboxField
            alignTop
            checked={Boolean(field.value)}
            onChange={field.onChange}
            inputRef={field.ref}
            name="consent"
            value="true"
            label={<Typography variant="body2">{subscriptionConsentText(props.name)}</Typography>}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Subscribing…' : 'Subscribe'}
      </Button>
    </Stack>
  );
}
