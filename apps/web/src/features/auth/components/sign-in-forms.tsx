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
  /** The keyboard a phone shows: `numeric` for a code. */
  inputMode?: 'numeric';
  helper?: string;
}) {
  const error = props.form.formState.errors[props.name]?.message as string | undefined;
  return (
    <TextField
      {...props.form.register(props.name)}
      label={props.label}
      type={props.type ?? 'text'}
      autoComplete={props.autoComplete}
      slotProps={{ htmlInput: { inputMode: props.inputMode } }}
      error={Boolean(error)}
      helperText={error ?? props.helper}
      fullWidth
    />
  );
}

type ViewChange = (view: SignInView, email?: string) => void;

function SignInForm({ email, onDone, onView }: { email?: string; onDone(): void; onView: ViewChange }) {
  const form = useForm<z.input<typeof signInBody>>({
    resolver: zodResolver(signInBody),
    defaultValues: { email: email ?? '', password: '' },
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

/** Creates the account; the code mailed to the address then confirms it, in the verify-email view. */
function SignUpForm({ onView }: { onView: ViewChange }) {
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
      signInStore.set((s) => ({ ...s, view: 'verify-email', email: body.email, codeSent: true }));
    } catch (error) {
      setProblem(applyServerError(form, error));
    }
  });
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
export function VerifyEmailForm({
  email,
  onDone,
  onSignInInstead,
}: {
  email: string;
  onDone(): void;
  /** After a sign-up: an address that has an account gets no code (only a note), so say what to do. */
  onSignInInstead?(): void;
}) {
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
      <Field form={form} name="otp" label="6-digit code" autoComplete="one-time-code" inputMode="numeric" />
      <Button type="submit" variant="contained" size="large" disabled={form.formState.isSubmitting}>
        Confirm email
      </Button>
      <Link component="button" type="button" onClick={resend} sx={{ alignSelf: 'flex-start' }}>
        Send a new code
      </Link>
      {onSignInInstead && (
        <Typography variant="body2">
          Already have an account with {email}? Then no code comes: we emailed you a note instead.{' '}
          <Link component="button" type="button" onClick={onSignInInstead}>
            Sign in instead
          </Link>
        </Typography>
      )}
    </Stack>
  );
}

/**
 * Asked in the middle of booking, paying or following: a fresh code is sent as the step opens.
 * Right after a sign-up the code is already on its way, and the address may be one that has an account.
 */
function ConfirmEmailStep({
  email,
  afterSignUp,
  onDone,
  onView,
}: {
  email: string;
  afterSignUp: boolean;
  onDone(): void;
  onView: ViewChange;
}) {
  const [sent, setSent] = useState<'sending' | 'sent' | 'failed'>(afterSignUp ? 'sent' : 'sending');
  useEffect(() => {
    if (afterSignUp) return;
    identity.sendVerificationCode(email).then(
      () => setSent('sent'),
      () => setSent('failed'),
    );
  }, [email, afterSignUp]);
  return (
    <Stack spacing={2}>
      {!afterSignUp && <Typography>To book, pay or follow, first confirm that {email} is yours.</Typography>}
      {sent === 'failed' && (
        <Alert severity="error">We could not send the code. Use “Send a new code” to try again.</Alert>
      )}
      <VerifyEmailForm
        email={email}
        onDone={onDone}
        onSignInInstead={afterSignUp ? () => onView('sign-in', email) : undefined}
      />
    </Stack>
  );
}

function ForgotPasswordForm({ onView }: { onView: ViewChange }) {
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
      onView('sign-in', values.email);
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
      <Field
        form={resetForm}
        name="otp"
        label="6-digit code"
        autoComplete="one-time-code"
        inputMode="numeric"
      />
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
  const setView: ViewChange = (view, email) =>
    signInStore.set((s) => ({ ...s, view, email: email ?? s.email, codeSent: false }));
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
        {state.view === 'sign-in' && <SignInForm email={state.email} onDone={done} onView={setView} />}
        {state.view === 'sign-up' && <SignUpForm onView={setView} />}
        {state.view === 'forgot-password' && <ForgotPasswordForm onView={setView} />}
        {state.view === 'verify-email' && state.email && (
          <ConfirmEmailStep
            email={state.email}
            afterSignUp={Boolean(state.codeSent)}
            onDone={done}
            onView={setView}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
