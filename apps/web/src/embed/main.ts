// The embed's browser script: a few kilobytes that make the server-rendered form (embed-page.tsx)
// check itself, send itself and tell the framing page its height. No React runs here, so a site
// that frames the form loads almost nothing. The words are those of the full form and the contract.
import '@fontsource/montserrat/latin-700.css';
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-600.css';
import '../app/global.css';
import { createSubscription } from '@linework/contract/endpoints/subscriptions';
import { phoneNumberMessage, phoneNumberPattern, validEmailMessage } from '@linework/contract/field-messages';
import { consentMessage, pickTopicMessage } from '@linework/contract/subscription-texts';
import type { CreateSubscriptionBody, SubscriptionTopic } from '@linework/contract/subscriptions';
import { ApiError, call } from '../lib/api-client.ts';
import { getAttribution } from '../lib/attribution.ts';
import { reportHeightToParent } from './embed-height.ts';
import { type EmbedField, embedIds, helperIdOf, topicAttribute } from './embed-ids.ts';

// The same test as the browser's own type="email" check, which the form skips (noValidate).
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const fields: EmbedField[] = ['email', 'phoneNumber', 'topics', 'consent'];

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

/** Shows or clears a field's error the way MUI draws it: red label, outline and helper text. */
function showError(field: EmbedField, message: string | null) {
  const control = document.querySelector(`[data-field="${field}"]`);
  const helper = byId(helperIdOf(field));
  if (!control || !helper) return;
  for (const part of control.querySelectorAll(
    '.MuiFormLabel-root, .MuiInputBase-root, .MuiFormHelperText-root',
  ))
    part.classList.toggle('Mui-error', Boolean(message));
  for (const input of control.querySelectorAll('input')) {
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  const text = message ?? helper.dataset.hint ?? '';
  helper.textContent = text;
  helper.hidden = !text;
}

/** The first input of a field, where focus goes when that field is wrong. */
const firstInputOf = (field: EmbedField) =>
  document.querySelector<HTMLInputElement>(`[data-field="${field}"] input`);

function enhance(form: HTMLFormElement) {
  const email = byId<HTMLInputElement>(embedIds.email)!;
  const phone = byId<HTMLInputElement>(embedIds.phoneNumber)!;
  const consent = byId<HTMLInputElement>(embedIds.consent)!;
  const submit = byId<HTMLButtonElement>(embedIds.submit)!;
  const problem = byId(embedIds.problem)!;
  const topicBoxes = [...form.querySelectorAll<HTMLInputElement>(`input[${topicAttribute}]`)];
  // Written by the server from the page's own data; the API checks both again.
  const target = JSON.parse(form.dataset.target ?? '{}') as CreateSubscriptionBody['target'];

  // MUI marks a focused field with a class (its outline and label colour) that React would set.
  form.addEventListener('focusin', (e) =>
    (e.target as Element).closest('.MuiInputBase-root')?.classList.add('Mui-focused'),
  );
  form.addEventListener('focusout', (e) =>
    (e.target as Element).closest('.MuiInputBase-root')?.classList.remove('Mui-focused'),
  );

  const values = () => ({
    email: email.value.trim(),
    phoneNumber: phone.value.trim(),
    topics: topicBoxes
      .filter((box) => box.checked)
      .map((box) => box.getAttribute(topicAttribute) as SubscriptionTopic),
    consent: consent.checked,
  });

  /** The same checks, in the same words, as the contract's schema; the server checks again. */
  function check(v: ReturnType<typeof values>): Partial<Record<EmbedField, string>> {
    const errors: Partial<Record<EmbedField, string>> = {};
    if (!emailPattern.test(v.email)) errors.email = validEmailMessage;
    if (v.phoneNumber && !phoneNumberPattern.test(v.phoneNumber)) errors.phoneNumber = phoneNumberMessage;
    if (topicBoxes.length > 0 && v.topics.length === 0) errors.topics = pickTopicMessage;
    if (!v.consent) errors.consent = consentMessage;
    return errors;
  }

  function showErrors(errors: Partial<Record<EmbedField, string>>) {
    for (const field of fields) showError(field, errors[field] ?? null);
    const first = fields.find((field) => errors[field]);
    if (first) firstInputOf(first)?.focus();
    return Boolean(first);
  }

  function showProblem(message: string | null) {
    problem.querySelector('.MuiAlert-message')!.textContent = message ?? '';
    problem.hidden = !message;
  }

  function showSuccess(address: string) {
    const note = byId<HTMLTemplateElement>(embedIds.success)!.content.cloneNode(true) as DocumentFragment;
    note.querySelector('[data-email]')!.textContent = address;
    const status = byId(embedIds.status)!;
    status.replaceChildren(note);
    form.remove();
    // The form that had focus is gone: focus moves to the note, which is also read out (role=status).
    status.focus();
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    showProblem(null);
    const v = values();
    if (showErrors(check(v))) return;
    submit.disabled = true;
    submit.classList.add('Mui-disabled');
    submit.textContent = 'Subscribing…';
    try {
      const answer = await call(createSubscription, {
        body: {
          target,
          email: v.email,
          phoneNumber: v.phoneNumber,
          topics: v.topics,
          consent: true,
          attribution: getAttribution() ?? undefined,
        },
      });
      showSuccess(answer.email);
    } catch (error) {
      // The server's field errors go beside their fields; anything else above the form.
      const errors: Partial<Record<EmbedField, string>> = {};
      const serverFields = error instanceof ApiError ? (error.details?.fields ?? {}) : {};
      for (const [key, message] of Object.entries(serverFields)) {
        const field = key.replace(/^body\./, '').split('.')[0] as EmbedField;
        if (fields.includes(field)) errors[field] ??= message;
      }
      if (!showErrors(errors))
        showProblem(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
    } finally {
      submit.disabled = false;
      submit.classList.remove('Mui-disabled');
      submit.textContent = 'Subscribe';
    }
  });
}

const form = byId<HTMLFormElement>(embedIds.form);
if (form) enhance(form);
reportHeightToParent();
