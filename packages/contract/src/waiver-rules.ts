import type { WaiverForm, WaiverSignature, WaiverTemplateBody } from './waivers.ts';

// The rules of a waiver form that depend on its template, as plain functions: the signing screen
// checks each step with them and the API checks the submission with the very same ones.

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar day written yyyy-MM-dd (no 2027-02-30). */
export function isRealDate(value: string): boolean {
  const m = datePattern.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Whole years of age on `day` for someone born on `dateOfBirth` (both yyyy-MM-dd). Someone born on
 * 29 February has their birthday on 1 March in other years.
 */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

/** Whether the signer is a minor on `today` (the shop's own date); undefined until the date is real. */
export function isMinorOn(dateOfBirth: string, ageOfMajority: number, today: string): boolean | undefined {
  if (!isRealDate(dateOfBirth) || dateOfBirth > today) return undefined;
  return ageOn(dateOfBirth, today) < ageOfMajority;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[0-9 ().-]{7,25}$/;
const isPhone = (v: string) => phonePattern.test(v) && v.replace(/\D/g, '').length >= 7;

export const hasSignature = (s: WaiverSignature) =>
  s.image !== '' && (s.method === 'drawn' || s.typedName.trim() !== '');

/** A form with nothing filled in, for a template. */
export function emptyWaiverForm(template: WaiverTemplateBody): WaiverForm {
  const noSignature: WaiverSignature = { method: 'drawn', image: '', typedName: '' };
  return {
    signer: {
      legalName: '',
      dateOfBirth: '',
      address: '',
      phone: '',
      email: '',
      emergencyName: '',
      emergencyPhone: '',
    },
    answers: Object.fromEntries(template.questions.map((q) => [q.id, { value: '', followUp: '' }])),
    initials: Object.fromEntries(template.clauses.map((c) => [c.id, ''])),
    idPhotos: { front: '', back: '' },
    signature: noSignature,
    guardian: {
      legalName: '',
      relationship: '',
      phone: '',
      email: '',
      idFront: '',
      idBack: '',
      signature: noSignature,
    },
    agreed: false,
  };
}

export type WaiverProblems = Record<string, string>;

/**
 * What is missing or wrong in a filled-in form, keyed by field path (`signer.legalName`,
 * `answers.allergies.followUp`, `initials.risks`, `guardian.signature`, …). Empty when it can be signed.
 */
export function checkWaiverForm(
  template: WaiverTemplateBody,
  form: WaiverForm,
  context: { today: string; ageOfMajority: number },
): WaiverProblems {
  const problems: WaiverProblems = {};
  const { signer } = form;
  const required = new Set(template.requiredFields);

  if (!signer.legalName) problems['signer.legalName'] = 'Enter your full legal name';
  if (!signer.dateOfBirth) problems['signer.dateOfBirth'] = 'Enter your date of birth';
  else if (!isRealDate(signer.dateOfBirth)) problems['signer.dateOfBirth'] = 'Enter a real date';
  else if (signer.dateOfBirth > context.today)
    problems['signer.dateOfBirth'] = 'The date of birth is in the future';
  else if (ageOn(signer.dateOfBirth, context.today) > 120)
    problems['signer.dateOfBirth'] = 'Check the year of birth';
  if (required.has('address') && !signer.address) problems['signer.address'] = 'Enter your address';
  if (required.has('phone') && !signer.phone) problems['signer.phone'] = 'Enter your phone number';
  else if (signer.phone && !isPhone(signer.phone))
    problems['signer.phone'] = 'Enter a phone number with digits';
  if (required.has('email') && !signer.email) problems['signer.email'] = 'Enter your email address';
  else if (signer.email && !emailPattern.test(signer.email))
    problems['signer.email'] = 'Enter a valid email address';
  if (required.has('emergencyContact')) {
    if (!signer.emergencyName) problems['signer.emergencyName'] = 'Who should we call in an emergency?';
    if (!signer.emergencyPhone) problems['signer.emergencyPhone'] = 'Enter their phone number';
  }
  if (signer.emergencyPhone && !isPhone(signer.emergencyPhone) && !problems['signer.emergencyPhone'])
    problems['signer.emergencyPhone'] = 'Enter a phone number with digits';

  for (const q of template.questions) {
    const answer = form.answers[q.id] ?? { value: '', followUp: '' };
    const key = `answers.${q.id}.value`;
    if (!answer.value) {
      if (q.required) problems[key] = q.kind === 'yesno' ? 'Answer yes or no' : 'Answer this question';
      continue;
    }
    if (q.kind === 'yesno') {
      if (answer.value !== 'yes' && answer.value !== 'no') problems[key] = 'Answer yes or no';
      else if (answer.value === 'yes' && q.followUp && !answer.followUp)
        problems[`answers.${q.id}.followUp`] = 'Tell us a little more';
    }
    if (q.kind === 'choice' && !q.options.includes(answer.value)) problems[key] = 'Choose one of the options';
    if (q.kind === 'date' && !isRealDate(answer.value)) problems[key] = 'Enter a real date';
  }

  for (const c of template.clauses) {
    if (!form.initials[c.id]) problems[`initials.${c.id}`] = 'Add your initials';
  }

  if (!form.idPhotos.front) problems['idPhotos.front'] = 'Add a photo of the front of your ID';
  if (template.idPhoto.back === 'required' && !form.idPhotos.back)
    problems['idPhotos.back'] = 'Add a photo of the back of your ID';
  if (!hasSignature(form.signature)) problems.signature = 'Sign in the box, or type your name to sign';

  const minor = isMinorOn(signer.dateOfBirth, context.ageOfMajority, context.today);
  if (minor) {
    const g = form.guardian;
    if (!g.legalName) problems['guardian.legalName'] = "Enter the parent or guardian's full legal name";
    if (!g.relationship) problems['guardian.relationship'] = 'How are they related to you?';
    if (!g.phone) problems['guardian.phone'] = 'Enter their phone number';
    else if (!isPhone(g.phone)) problems['guardian.phone'] = 'Enter a phone number with digits';
    if (g.email && !emailPattern.test(g.email)) problems['guardian.email'] = 'Enter a valid email address';
    if (!g.idFront) problems['guardian.idFront'] = "Add a photo of the front of the guardian's ID";
    if (template.idPhoto.back === 'required' && !g.idBack)
      problems['guardian.idBack'] = "Add a photo of the back of the guardian's ID";
    if (!hasSignature(g.signature)) problems['guardian.signature'] = 'The parent or guardian signs here';
  }

  if (!form.agreed) problems.agreed = 'Tick the box to confirm you have read the form and agree';
  return problems;
}
