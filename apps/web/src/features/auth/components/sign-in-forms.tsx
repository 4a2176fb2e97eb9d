import { zodResolver } from '@hookform/resolvers/zod';
import { requestCodeBody, resetPasswordBody, signInBody, signUpBody } from '@linework/contract/auth';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import { useStore } from '../../../lib/external-store.ts';
import { focusHeading } from '../../../lib/focus.ts';
import { identity } from '../../../lib/identity.ts';
import { useSession } from '../../../lib/session.tsx';
import { closeSignIn, type SignInView, signInStore } from '../../../lib/sign-in.ts';
import { toast } from '../../../lib/toast.ts';

const titles: Record<SignInView, string> = {
  'sign-in': 'Sign in',
  'sign-up': 'Create your account',
  'forgot-password': 'Reset your password',
  'verify-email': 'Confirm your email',
};

/** Puts the server's field messages under the fields, or returns the message to show above. */
function applyServerError<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): string {
  if (error instanceof ApiError) {
    const fields = error.details?.fields ?? {};
    let placed = false;
    for (const [key, message] of Object.entries(fields)) {
      const name = key.replace(/^body\./, '') as Path<T>;
      if (name in form.getValues()) {
        form.setError(name, { message });
        placed = true;
      }
    }
    return placed ? '' : error.message;
  }
  return 'Something went wrong. Please try again.';
}

function Field<T extends FieldValues>(props: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  helper?: string;
}) {
  const error = props.form.formState.errors[props.name]?.message as string | undefined;
  return (
    <TextField
      {...props.form.register(props.name)}
      label={props.label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      error={Boolean(error)}
      helperText={error ?? props.helper}
      fullWidth
    />
  );
}

function SignInForm({ onDone, onView }: { onDone(): void; onView(v: SignInView): void }) {
  const form = useForm<z.input<typeof signInBody>>({
    resolver: zodResolver(signInBody),
    defaultValues: { email: '', password: '' },
  });
  const [problem, setProblem] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    try {
      await identity.signIn(values as z.output<typeof signInBody>);
      onDone();
    } catch (error) {
      setProblem(applyServerError(form, error));
    }
  });
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Field form={form} name="password" label="Password" type="password" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        Sign in
      </Button>
      <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
        <Link component="button" type="button" onClick={() => onView('forgot-password')}>
          Forgot password?
        </Link>
        <Link component="button" type="button" onClick={() => onView('sign-up')}>
          Create an account
        </Link>
      </Stack>
    </Stack>
  );
}

function SignUpForm({ onDone, onView }: { onDone(): void; onView(v: SignInView): void }) {
  const [email, setEmail] = useState<string | null>(null);
  const form = useForm<z.input<typeof signUpBody>>({
    resolver: zodResolver(signUpBody),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phoneNumber: '' },
  });
  const [problem, setProblem] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    try {
      // The resolver hands over the parsed values: an empty phone field is already undefined.
      const body = values as z.output<typeof signUpBody>;
      await identity.signUp(body);
      setEmail(body.email);
    } catch (error) {
      setProblem(applyServerError(form, error));
    }
  });
  // The account exists now; the code mailed to the address confirms it and signs it in.
  if (email) return <VerifyEmailForm email={email} onDone={onDone} />;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Field form={form} name="firstName" label="First name" autoComplete="given-name" />
        <Field form={form} name="lastName" label="Last name" autoComplete="family-name" />
      </Stack>
      <Field form={form} name="email" label="Email" type="email" autoComplete="email" />
      <Field
        form={form}
        name="phoneNumber"
        label="Phone number (optional)"
        type="tel"
        autoComplete="tel"
        helper="International format, e.g. +12125550123"
      />
      <Field
        form={form}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        helper="At least 8 characters"
      />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        Create account
      </Button>
      <Typography variant="body2">
        Already have an account?{' '}
        <Link component="button" type="button" onClick={() => onView('sign-in')}>
          Sign in
        </Link>
      </Typography>
    </Stack>
  );
}

const verifyEmailBody = requestCodeBody.extend({ otp: resetPasswordBody.shape.otp });

/**
 * The 6-digit code mailed to the address: confirms it and signs the account in. Shown after a
 * sign-up, and wherever booking, paying or following answers EMAIL_NOT_VERIFIED (docs/decisions/019).
 */
export function VerifyEmailForm({ email, onDone }: { email: string; onDone(): void }) {
  const session = useSession();
  const form = useForm<z.input<typeof verifyEmailBody>>({
    resolver: zodResolver(verifyEmailBody),
    defaultValues: { email, otp: '' },
  });
  const [problem, setProblem] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setProblem('');
    // The profile is made from the new identity; ignore sign-in changes until it exists.
    session.setCreatingProfile(true);
    try {
      await identity.verifyEmail(values);
      session.setCreatingProfile(false);
      onDone();
    } catch (error) {
      session.setCreatingProfile(false);
      setProblem(applyServerError(form, error));
    }
  });
  const resend = async () => {
    setProblem('');
    try {
      await identity.sendVerificationCode(email);
      toast.success(`A new code is on its way to ${email}.`);
    } catch (error) {
      setProblem(applyServerError(form, error));
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Typography>
        We sent a 6-digit code to {email}. Enter it to confirm your email. It works for 10 minutes.
      </Typography>
      <Field form={form} name="otp" label="6-digit code" autoComplete="one-time-code" />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        Confirm email
      </Button>
      <Link component="button" type="button" onClick={resend} sx={{ alignSelf: 'flex-start' }}>
        Send a new code
      </Link>
    </Stack>
  );
}

/** Asked in the middle of booking, paying or following: a fresh code is sent as the step opens. */
function ConfirmEmailStep({ email, onDone }: { email: string; onDone(): void }) {
  const [sent, setSent] = useState<'sending' | 'sent' | 'failed'>('sending');
  useEffect(() => {
    identity.sendVerificationCode(email).then(
      () => setSent('sent'),
      () => setSent('failed'),
    );
  }, [email]);
  return (
    <Stack spacing={2}>
      <Typography>To book, pay or follow, first confirm that {email} is yours.</Typography>
      {sent === 'failed' && (
        <Alert severity="error">We could not send the code. Use “Send a new code” to try again.</Alert>
      )}
      <VerifyEmailForm email={email} onDone={onDone} />
    </Stack>
  );
}

function ForgotPasswordForm({ onView }: { onView(v: SignInView): void }) {
  const [email, setEmail] = useState<string | null>(null);
  const requestForm = useForm<z.input<typeof requestCodeBody>>({
    resolver: zodResolver(requestCodeBody),
    defaultValues: { email: '' },
  });
  const resetForm = useForm<z.input<typeof resetPasswordBody>>({
    resolver: zodResolver(resetPasswordBody),
    defaultValues: { email: '', otp: '', password: '' },
  });
  const [problem, setProblem] = useState('');

  const request = requestForm.handleSubmit(async (values) => {
    setProblem('');
    try {
      await identity.requestPasswordReset(values.email);
      resetForm.setValue('email', values.email.trim().toLowerCase());
      setEmail(values.email);
    } catch (error) {
      setProblem(applyServerError(requestForm, error));
    }
  });
  const reset = resetForm.handleSubmit(async (values) => {
    setProblem('');
    try {
      await identity.resetPassword(values as z.output<typeof resetPasswordBody>);
      toast.success('Your password is changed. Sign in with the new one.');
      onView('sign-in');
    } catch (error) {
      setProblem(applyServerError(resetForm, error));
    }
  });

  if (!email) {
    return (
      <Stack component="form" spacing={2} onSubmit={request} noValidate>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Typography>Enter your email and we will send you a 6-digit code.</Typography>
        <Field form={requestForm} name="email" label="Email" type="email" autoComplete="email" />
        <Button type="submit" variant="contained" size="large" disabled={requestForm.formState.isSubmitting}>
          Send code
        </Button>
        <Link
          component="button"
          type="button"
          onClick={() => onView('sign-in')}
          sx={{ alignSelf: 'flex-start' }}
        >
          Back to sign in
        </Link>
      </Stack>
    );
  }
  return (
    <Stack component="form" spacing={2} onSubmit={reset} noValidate>
      {problem && <Alert severity="error">{problem}</Alert>}
      <Typography>If {email} has an account, a code is on its way. It works for 10 minutes.</Typography>
      <Field form={resetForm} name="otp" label="6-digit code" autoComplete="one-time-code" />
      <Field
        form={resetForm}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        helper="At least 8 characters"
      />
      <Button type="submit" variant="contained" size="large" disabled={resetForm.formState.isSubmitting}>
        Change password
      </Button>
    </Stack>
  );
}

/** Sign in, create an account or reset the password, in one dialog reachable from anywhere. */
export default function SignInDialogContent() {
  const state = useStore(signInStore);
  const session = useSession();
  const setView = (view: SignInView) => signInStore.set((s) => ({ ...s, view }));
  // The link that switched views is gone with its view: the new view's title takes focus (WCAG 2.4.3).
  const title = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(state.view);
  useEffect(() => {
    if (shownView.current === state.view) return;
    shownView.current = state.view;
    if (state.open) focusHeading(title.current);
  }, [state.view, state.open]);
  const done = async () => {
    await session.signInChanged();
    closeSignIn(true);
  };
  return (
    <Dialog
      open={state.open}
      onClose={() => closeSignIn(false)}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: '100%', maxWidth: 480 } } }}
      aria-labelledby="sign-in-title"
    >
      <DialogTitle id="sign-in-title" ref={title} sx={{ pr: 6 }}>
        {titles[state.view]}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={() => closeSignIn(false)}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: '8px !important' }}>
        {state.view === 'sign-in' && <SignInForm onDone={done} onView={setView} />}
        {state.view === 'sign-up' && <SignUpForm onDone={done} onView={setView} />}
        {state.view === 'forgot-password' && <ForgotPasswordForm onView={setView} />}
        {state.view === 'verify-email' && state.email && (
          <ConfirmEmailStep email={state.email} onDone={done} />
        )}
      </DialogContent>
    </Dialog>
  );
}
