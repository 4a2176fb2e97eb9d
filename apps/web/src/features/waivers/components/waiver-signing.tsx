import { checkWaiverForm, emptyWaiverForm, isMinorOn } from '@linework/contract/waiver-rules';
import type { WaiverForm, WaiverSessionView, WaiverTemplateBody } from '@linework/contract/waivers';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, type Path, type Resolver, set, useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { type SignedReceipt, useSignWaiver } from '../api/sign-waiver.ts';
import { AboutYouStep } from './about-you-step.tsx';
import { ConsentStep } from './consent-step.tsx';
import { GuardianStep } from './guardian-step.tsx';
import { HealthStep } from './health-step.tsx';
import { IdStep } from './id-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SignStep } from './sign-step.tsx';
import type { StepContext } from './step-context.ts';
import { fieldsOfStep, type StepKey, stepOfField, stepsFor, stepTitles } from './steps.ts';
import { type SaveState, useDraftAutosave } from './use-draft-autosave.ts';

export type OpenSession = Extract<WaiverSessionView, { status: 'open' }>;

/** The very rules the API signs by, as the form's resolver. */
const waiverResolver =
  (template: WaiverTemplateBody, context: { today: string; ageOfMajority: number }): Resolver<WaiverForm> =>
  async (values) => {
    const problems = checkWaiverForm(template, values, context);
    const keys = Object.keys(problems);
    if (!keys.length) return { values, errors: {} };
    const errors: FieldErrors<WaiverForm> = {};
    for (const key of keys) set(errors, key, { type: 'validate', message: problems[key] });
    return { values: {}, errors };
  };

/** The saved draft if there is one (only the template's own questions and clauses), else what we know. */
function startingValues(session: OpenSession): WaiverForm {
  const template = session.template.body;
  const empty = emptyWaiverForm(template);
  const draft = session.draft;
  if (!draft) {
    return {
      ...empty,
      signer: {
        ...empty.signer,
        legalName: session.prefill.legalName,
        email: session.prefill.email,
        phone: session.prefill.phone,
      },
    };
  }
  return {
    ...empty,
    signer: draft.signer,
    answers: Object.fromEntries(
      template.questions.map((q) => [q.id, draft.answers[q.id] ?? empty.answers[q.id]!]),
    ),
    initials: Object.fromEntries(template.clauses.map((c) => [c.id, draft.initials[c.id] ?? ''])),
    idPhotos: draft.idPhotos,
    guardian: { ...draft.guardian, signature: empty.guardian.signature },
    signature: empty.signature,
    agreed: draft.agreed,
  };
}

const savedText: Record<SaveState, string> = {
  idle: '',
  saving: 'Saving…',
  saved: 'Your answers are saved on this link.',
  error: 'Your latest answers could not be saved. Check your connection.',
};

/**
 * The signing form, step by step on a phone: about you, health, consent with initials, photo ID,
 * the guardian for a minor, the signature, then a review before sending. Answers are saved as the
 * signer goes, so a reload comes back to them.
 */
export function WaiverSigning(props: {
  session: OpenSession;
  onSigned(receipt: SignedReceipt, values: WaiverForm): void;
  onGone(): void;
}) {
  const { session } = props;
  const template = session.template.body;
  const shop = { ...session.shop };
  const defaultValues = useMemo(() => startingValues(session), [session]);
  const resolver = useMemo(
    () => waiverResolver(template, { today: shop.today, ageOfMajority: shop.ageOfMajority }),
    [template, shop.today, shop.ageOfMajority],
  );
  const form = useForm<WaiverForm>({ defaultValues, resolver, mode: 'onTouched' });
  const dateOfBirth = useWatch({ control: form.control, name: 'signer.dateOfBirth' });
  const [serverSaysMinor, setServerSaysMinor] = useState(false);
  const minor = serverSaysMinor || isMinorOn(dateOfBirth, shop.ageOfMajority, shop.today) === true;
  const steps = stepsFor(template, minor);
  const [index, setIndex] = useState(() => Math.min(session.draft?.step ?? 0, steps.length - 1));
  const step = steps[Math.min(index, steps.length - 1)]!;
  const [problem, setProblem] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const sign = useSignWaiver(shop.shopUrl, session.id);
  const autosave = useDraftAutosave(form, shop.shopUrl, session.id, index, props.onGone);

  // biome-ignore lint/correctness/useExhaustiveDependencies: it runs each time the step changes
  useEffect(() => {
    // A new step is announced by moving focus to its heading (not on the first screen).
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
    window.scrollTo({ top: 0 });
  }, [index]);

  const goTo = (key: StepKey) => setIndex(Math.max(0, stepsFor(template, minor).indexOf(key)));
  const next = async () => {
    setProblem('');
    const fields = fieldsOfStep(step, template);
    if (fields.length && !(await form.trigger(fields, { shouldFocus: true }))) return;
    setIndex((i) => Math.min(i + 1, steps.length - 1));
  };

  const submit = form.handleSubmit(
    async (values) => {
      setProblem('');
      // No draft may land after the signature: the last save finishes first, then saving stops.
      await autosave.settle();
      try {
        props.onSigned(await sign.mutateAsync(values), values);
      } catch (error) {
        autosave.resume();
        if (!(error instanceof ApiError)) {
          setProblem('Something went wrong. Please try again.');
          return;
        }
        if (error.status === 410 || error.code === 'WAIVER_ALREADY_SIGNED') {
          props.onGone();
          return;
        }
        if (error.code === 'GUARDIAN_REQUIRED') setServerSaysMinor(true);
        const fields = Object.entries(error.details?.fields ?? {});
        for (const [key, message] of fields) {
          form.setError(key.replace(/^body\./, '') as Path<WaiverForm>, { message });
        }
        setProblem(error.message);
        if (fields.length) goTo(stepOfField(fields[0]![0].replace(/^body\./, '')));
      }
    },
    (errors) => {
      const first = stepsFor(template, minor).find((s) =>
        fieldsOfStep(s, template).some((f) =>
          f.split('.').reduce<unknown>((e, k) => (e as never)?.[k], errors),
        ),
      );
      setProblem('Some answers are missing. They are marked in red.');
      if (first) goTo(first);
    },
  );

  const ctx: StepContext = { form, template, shop, sessionId: session.id, minor };
  const last = index >= steps.length - 1;
  return (
    <Stack spacing={2.5} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          Step {index + 1} of {steps.length}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / steps.length) * 100}
          aria-label={`Step ${index + 1} of ${steps.length}`}
        />
        <Typography ref={headingRef} tabIndex={-1} component="h2" variant="h2" sx={{ outline: 'none' }}>
          {stepTitles[step]}
        </Typography>
      </Stack>
      {step === 'about' && <AboutYouStep {...ctx} />}
      {step === 'health' && <HealthStep {...ctx} />}
      {step === 'consent' && <ConsentStep {...ctx} />}
      {step === 'id' && <IdStep {...ctx} />}
      {step === 'guardian' && <GuardianStep {...ctx} />}
      {step === 'sign' && <SignStep {...ctx} />}
      {step === 'review' && <ReviewStep ctx={ctx} values={form.getValues()} goTo={goTo} />}
      {problem && (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      )}
      <Stack direction="row" justifyContent="space-between" gap={1}>
        <Button
          variant="outlined"
          size="large"
          disabled={index === 0}
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
        >
          Back
        </Button>
        {last ? (
          <Button variant="contained" size="large" disabled={sign.isPending} onClick={() => void submit()}>
            {sign.isPending ? 'Signing…' : 'Sign and send'}
          </Button>
        ) : (
          <Button variant="contained" size="large" onClick={() => void next()}>
            Next
          </Button>
        )}
      </Stack>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {savedText[autosave.state]}
      </Typography>
    </Stack>
  );
}
