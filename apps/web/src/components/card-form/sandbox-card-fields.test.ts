import { describe, expect, it } from 'vitest';
import {
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  sandboxCardFields,
  toSandboxCard,
} from './sandbox-card-fields.ts';

describe('sandbox card fields', () => {
  it('groups the number as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782 822463 10005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4000-0027-60')).toBe('4000 0027 60');
  });

  it('puts the slash in the expiry and lets backspace remove it', () => {
    expect(formatExpiry('12', '1')).toBe('12 / ');
    expect(formatExpiry('12 / 2', '12 / ')).toBe('12 / 2');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
    expect(parseExpiry('12 / 29')).toEqual({ month: 12, year: 29 });
    expect(parseExpiry('1/2031')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('12 / ')).toBeUndefined();
  });

  it('says what is wrong with each field in Stripe’s words', () => {
    const result = sandboxCardFields.safeParse({
      number: '4242 4242 4242 4241',
      expiry: '01 / 20',
      cvc: '1',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      number: 'Your card number is invalid.',
      expiry: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(
      sandboxCardFields.safeParse({ number: '4242', expiry: '12', cvc: '' }).error!.issues[0]!.message,
    ).toBe('Your card number is incomplete.');
  });

  it('sends only what the sandbox needs, digits only', () => {
    expect(toSandboxCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: ' 123 ' })).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
    });
  });
});
