import { waiverTemplateBody } from '@linework/contract/waivers';
import { describe, expect, it } from 'vitest';
import { fieldsOfStep, stepOfField, stepsFor } from './steps.ts';

const template = waiverTemplateBody.parse({
  sections: [{ heading: 'Before', text: 'Read this.' }],
  clauses: [{ id: 'permanent', text: 'Tattoos are permanent.' }],
  questions: [{ id: 'allergies', kind: 'yesno', label: 'Allergies?', followUp: 'Which?' }],
});

describe('signing steps', () => {
  it('adds the parent or guardian’s step only for a minor, before the signature', () => {
    expect(stepsFor(template, false)).toEqual(['about', 'health', 'consent', 'id', 'sign', 'review']);
    expect(stepsFor(template, true)).toEqual([
      'about',
      'health',
      'consent',
      'id',
      'guardian',
      'sign',
      'review',
    ]);
  });

  it('skips the health and consent steps of a template without questions or clauses', () => {
    const bare = waiverTemplateBody.parse({ sections: [], clauses: [], questions: [] });
    expect(stepsFor(bare, false)).toEqual(['about', 'id', 'sign', 'review']);
  });

  it('sends a problem the server found back to the step where it can be fixed', () => {
    expect(fieldsOfStep('health', template)).toContain('answers.allergies.followUp');
    expect(stepOfField('answers.allergies.followUp')).toBe('health');
    expect(stepOfField('guardian.signature')).toBe('guardian');
    expect(stepOfField('initials.permanent')).toBe('consent');
    expect(stepOfField('agreed')).toBe('sign');
  });
});
