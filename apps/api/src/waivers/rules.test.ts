import { ageOn, checkWaiverForm, emptyWaiverForm, isRealDate } from '@linework/contract/waiver-rules';
import { waiverTemplateBody } from '@linework/contract/waivers';
import { describe, expect, it } from 'vitest';
import { canonicalJson, recordHash } from './canonical.ts';
import { isMinorAtShop, shopToday } from './minor.ts';
import { printable } from './pdf.ts';
import { testWaiverBody } from './test-fixtures.ts';

describe('age of the signer', () => {
  it('counts whole years, a birthday counting from its own day', () => {
    expect(ageOn('2009-05-14', '2027-05-13')).toBe(17);
    expect(ageOn('2009-05-14', '2027-05-14')).toBe(18);
    expect(ageOn('2009-12-31', '2027-01-01')).toBe(17);
  });

  it('gives someone born on 29 February their birthday on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });

  it('counts the day where the shop is: an 18th birthday starts at midnight in Tokyo, not in UTC', () => {
    // 15:30 UTC on 13 May is already 14 May in Tokyo (UTC+9) but still 13 May in New York.
    const now = new Date('2027-05-13T15:30:00Z');
    expect(shopToday('Asia/Tokyo', now)).toBe('2027-05-14');
    expect(shopToday('America/New_York', now)).toBe('2027-05-13');
    expect(isMinorAtShop('2009-05-14', { ageOfMajority: 18, timeZone: 'Asia/Tokyo' }, now)).toBe(false);
    expect(isMinorAtShop('2009-05-14', { ageOfMajority: 18, timeZone: 'America/New_York' }, now)).toBe(true);
  });

  it('follows the shop’s own age of majority', () => {
    const now = new Date('2027-06-01T12:00:00Z');
    const twenty = { timeZone: 'Asia/Tokyo', ageOfMajority: 20 };
    expect(isMinorAtShop('2008-01-01', twenty, now)).toBe(true);
    expect(isMinorAtShop('2008-01-01', { ...twenty, ageOfMajority: 18 }, now)).toBe(false);
  });

  it('knows no age for a date that does not exist or lies in the future', () => {
    expect(isRealDate('2027-02-30')).toBe(false);
    expect(isRealDate('2028-02-29')).toBe(true);
    const now = new Date('2027-06-01T12:00:00Z');
    expect(isMinorAtShop('2027-02-30', { ageOfMajority: 18, timeZone: 'UTC' }, now)).toBeUndefined();
    expect(isMinorAtShop('2999-01-01', { ageOfMajority: 18, timeZone: 'UTC' }, now)).toBeUndefined();
  });
});

describe('the form against its template', () => {
  const body = waiverTemplateBody.parse(testWaiverBody);
  const context = { today: '2027-05-14', ageOfMajority: 18 };

  it('asks for every required detail, answer, initial, photo and the signature of an empty form', () => {
    const problems = checkWaiverForm(body, emptyWaiverForm(body), context);
    expect(Object.keys(problems).sort()).toEqual(
      [
        'agreed',
        'answers.allergies.value',
        'answers.pregnant.value',
        'idPhotos.front',
        'initials.aftercare',
        'initials.permanent',
        'signature',
        'signer.address',
        'signer.dateOfBirth',
        'signer.email',
        'signer.emergencyName',
        'signer.emergencyPhone',
        'signer.legalName',
        'signer.phone',
      ].sort(),
    );
  });

  it('asks a minor’s guardian for their name, relationship, phone, ID and signature', () => {
    const form = emptyWaiverForm(body);
    form.signer.dateOfBirth = '2010-01-01';
    const guardian = Object.keys(checkWaiverForm(body, form, context)).filter((k) =>
      k.startsWith('guardian.'),
    );
    expect(guardian.sort()).toEqual(
      [
        'guardian.idFront',
        'guardian.legalName',
        'guardian.phone',
        'guardian.relationship',
        'guardian.signature',
      ].sort(),
    );
  });

  it('accepts only the options of a choice and yes or no for a yes/no question', () => {
    const form = emptyWaiverForm(body);
    form.answers.pregnant = { value: 'Maybe', followUp: '' };
    form.answers.allergies = { value: 'perhaps', followUp: '' };
    const problems = checkWaiverForm(body, form, context);
    expect(problems['answers.pregnant.value']).toBe('Choose one of the options');
    expect(problems['answers.allergies.value']).toBe('Answer yes or no');
  });

  it('lets a shop make the back of the ID required, and drops fields it does not ask for', () => {
    const strict = waiverTemplateBody.parse({
      ...testWaiverBody,
      idPhoto: { back: 'required' },
      requiredFields: [],
    });
    const problems = checkWaiverForm(strict, emptyWaiverForm(strict), context);
    expect(problems['idPhotos.back']).toMatch(/back of your ID/);
    expect(problems['signer.address']).toBeUndefined();
    expect(problems['signer.emergencyName']).toBeUndefined();
  });
});

describe('canonical record', () => {
  it('gives the same bytes and hash whatever the order of keys', () => {
    const a = { b: 1, a: { d: [3, { y: 'x', x: null }], c: 'é' } };
    const b = { a: { c: 'é', d: [3, { x: null, y: 'x' }] }, b: 1 };
    expect(canonicalJson(a)).toBe('{"a":{"c":"é","d":[3,{"x":null,"y":"x"}]},"b":1}');
    expect(recordHash(a)).toBe(recordHash(b));
    expect(recordHash(a)).not.toBe(recordHash({ ...b, b: 2 }));
  });

  it('leaves out keys without a value, as stored JSON does', () => {
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"b":[null]}');
  });
});

describe('PDF text', () => {
  it('keeps Latin text and marks what the standard fonts cannot print', () => {
    expect(printable('Zoë — “café” 12€')).toBe('Zoë — “café” 12€');
    expect(printable('山田 Taro')).toBe('?? Taro');
  });
});
