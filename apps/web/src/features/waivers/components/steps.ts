import type { WaiverForm, WaiverTemplateBody } from '@linework/contract/waivers';
import type { Path } from 'react-hook-form';

export type StepKey = 'about' | 'health' | 'consent' | 'id' | 'guardian' | 'sign' | 'review';

export const stepTitles: Record<StepKey, string> = {
  about: 'About you',
  health: 'Health questions',
  consent: 'Read and initial',
  id: 'Photo ID',
  guardian: 'Parent or guardian',
  sign: 'Sign',
  review: 'Check and send',
};

/** The steps of a template's form; a minor gets the guardian's step. */
export function stepsFor(template: WaiverTemplateBody, minor: boolean): StepKey[] {
  const steps: StepKey[] = ['about'];
  if (template.questions.length) steps.push('health');
  if (template.clauses.length || template.sections.length) steps.push('consent');
  steps.push('id');
  if (minor) steps.push('guardian');
  steps.push('sign', 'review');
  return steps;
}

/** The fields a step checks before moving on. */
export function fieldsOfStep(step: StepKey, template: WaiverTemplateBody): Path<WaiverForm>[] {
  switch (step) {
    case 'about':
      return [
        'signer.legalName',
        'signer.dateOfBirth',
        'signer.address',
        'signer.phone',
        'signer.email',
        'signer.emergencyName',
        'signer.emergencyPhone',
      ];
    case 'health':
      return template.questions.flatMap((q) => [
        `answers.${q.id}.value` as Path<WaiverForm>,
        `answers.${q.id}.followUp` as Path<WaiverForm>,
      ]);
    case 'consent':
      return template.clauses.map((c) => `initials.${c.id}` as Path<WaiverForm>);
    case 'id':
      return ['idPhotos.front', 'idPhotos.back'];
    case 'guardian':
      return [
        'guardian.legalName',
        'guardian.relationship',
        'guardian.phone',
        'guardian.email',
        'guardian.idFront',
        'guardian.idBack',
        'guardian.signature',
      ];
    case 'sign':
      return ['signature', 'agreed'];
    case 'review':
      return [];
  }
}

/** The step a problem belongs to, to go back to it when the whole form is checked. */
export function stepOfField(field: string): StepKey {
  if (field.startsWith('signer.')) return 'about';
  if (field.startsWith('answers.')) return 'health';
  if (field.startsWith('initials.')) return 'consent';
  if (field.startsWith('idPhotos.')) return 'id';
  if (field.startsWith('guardian.')) return 'guardian';
  return 'sign';
}
