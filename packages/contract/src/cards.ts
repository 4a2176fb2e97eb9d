// Card checks shared by the sandbox's card form in the browser and the sandbox's endpoint, so both
// say the same thing in the same words (Stripe's own wording where it has one).

export const cardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'unknown';

export const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The brand from the first digits, as printed on the card. */
export function cardBrand(number: string): CardBrand {
  const n = digitsOnly(number);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(n)) return 'diners';
  if (/^35/.test(n)) return 'jcb';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(number: string): boolean {
  const n = digitsOnly(number);
  if (!/^\d+$/.test(n)) return false;
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const cardLength = (brand: CardBrand) => (brand === 'amex' ? [15] : brand === 'diners' ? [14, 16] : [16, 19]);
export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** Why a card number cannot be used, or null when it can. */
export function cardNumberProblem(number: string): string | null {
  const n = digitsOnly(number);
  if (!/^\d*$/.test(n)) return cardMessages.numberInvalid;
  const lengths = cardLength(cardBrand(n));
  if (n.length < Math.min(...lengths)) return cardMessages.numberIncomplete;
  if (!lengths.includes(n.length) || !luhnValid(n)) return cardMessages.numberInvalid;
  return null;
}

/** Why an expiry (month 1–12, a two- or four-digit year) cannot be used now, or null. */
export function expiryProblem(month: number, year: number, now = new Date()): string | null {
  if (!Number.isInteger(month) || !Number.isInteger(year)) return cardMessages.expiryIncomplete;
  if (month < 1 || month > 12) return cardMessages.expiryInvalid;
  const fullYear = year < 100 ? 2000 + year : year;
  // No card is issued for more than a few decades; a year beyond that is a typing slip.
  if (fullYear > now.getUTCFullYear() + 50) return cardMessages.expiryInvalid;
  // A card is good until the last day of its expiry month.
  const endOfMonth = Date.UTC(fullYear, month, 1);
  if (endOfMonth <= now.getTime()) return cardMessages.expiryPast;
  return null;
}

export function cvcProblem(cvc: string, number: string): string | null {
  return new RegExp(`^\\d{${cvcLength(cardBrand(number))}}$`).test(cvc.trim())
    ? null
    : cardMessages.cvcIncomplete;
}
