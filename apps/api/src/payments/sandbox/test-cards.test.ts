import {
  cardBrand,
  cardMessages,
  cardNumberProblem,
  cvcProblem,
  expiryProblem,
  luhnValid,
} from '@linework/contract/cards';
import { describe, expect, it } from 'vitest';
import { cardBehaviour } from './test-cards.ts';

describe('card checks', () => {
  it('knows the Luhn checksum of every test card and spots one wrong digit', () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '4000002760003184',
      '378282246310005',
    ]) {
      expect(luhnValid(n)).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
  });

  it('reads the brand from the first digits', () => {
    expect(cardBrand('4242 4242 4242 4242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
  });

  it('says whether a number is incomplete or invalid', () => {
    expect(cardNumberProblem('4242 4242')).toBe(cardMessages.numberIncomplete);
    expect(cardNumberProblem('4242 4242 4242 4241')).toBe(cardMessages.numberInvalid);
    expect(cardNumberProblem('4242-4242-4242-4242')).toBeNull();
    expect(cardNumberProblem('4242 4242 4242 424a')).toBe(cardMessages.numberInvalid);
  });

  it('takes a card until the end of its expiry month, and no longer', () => {
    const now = new Date('2027-03-31T23:00:00Z');
    expect(expiryProblem(3, 27, now)).toBeNull();
    expect(expiryProblem(2, 2027, now)).toBe(cardMessages.expiryPast);
    expect(expiryProblem(13, 30, now)).toBe(cardMessages.expiryInvalid);
    expect(expiryProblem(Number.NaN, 30, now)).toBe(cardMessages.expiryIncomplete);
  });

  it('wants four CVC digits for American Express and three for the others', () => {
    expect(cvcProblem('123', '4242424242424242')).toBeNull();
    expect(cvcProblem('123', '378282246310005')).toBe(cardMessages.cvcIncomplete);
    expect(cvcProblem('1234', '378282246310005')).toBeNull();
  });
});

describe('sandbox test cards', () => {
  it('behave as in Stripe’s test mode', () => {
    expect(cardBehaviour('4242 4242 4242 4242')).toEqual({ outcome: 'succeed' });
    expect(cardBehaviour('4000000000000002')).toMatchObject({ outcome: 'decline', code: 'card_declined' });
    expect(cardBehaviour('4000000000009995')).toMatchObject({ declineCode: 'insufficient_funds' });
    expect(cardBehaviour('4000002760003184')).toEqual({ outcome: 'authenticate' });
  });

  it('decline any real card number, so nobody pays the sandbox for real', () => {
    expect(cardBehaviour('4012888888881881')).toMatchObject({
      outcome: 'decline',
      declineCode: 'test_mode_live_card',
    });
  });
});
