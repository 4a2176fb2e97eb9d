import {
  cardBrand,
  cardMessages,
  cardNumberProblem,
  cvcProblem,
  digitsOnly,
  expiryProblem,
} from '@linework/contract/cards';
import type { SandboxCardBody } from '@linework/contract/payments';
import { z } from 'zod';

// The sandbox card form's fields as people type them ("4242 4242 …", "12 / 29"), checked with the
// same rules and words as the sandbox's endpoint, and turned into its request.

/** "12 / 29", "12/2029", "1229" → month and year; undefined while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return undefined;
  return { month: Number(m[1]), year: Number(m[2]) };
}

export const sandboxCardFields = z
  .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
  .superRefine((v, ctx) => {
    const number = cardNumberProblem(v.number);
    if (number) ctx.addIssue({ code: 'custom', path: ['number'], message: number });
    const expiry = parseExpiry(v.expiry);
    const expiryMessage = expiry ? expiryProblem(expiry.month, expiry.year) : cardMessages.expiryIncomplete;
    if (expiryMessage) ctx.addIssue({ code: 'custom', path: ['expiry'], message: expiryMessage });
    const cvc = cvcProblem(v.cvc, v.number);
    if (cvc) ctx.addIssue({ code: 'custom', path: ['cvc'], message: cvc });
  });
export type SandboxCardFields = z.infer<typeof sandboxCardFields>;

export function toSandboxCard(v: SandboxCardFields): SandboxCardBody {
  const expiry = parseExpiry(v.expiry)!;
  return { number: digitsOnly(v.number), expMonth: expiry.month, expYear: expiry.year, cvc: v.cvc.trim() };
}

/** Groups digits as printed on the card: 4-6-5 for American Express, fours for the others. */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).replace(/\D/g, '').slice(0, 19);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1" → "1", "12" → "12 / ", "122" → "12 / 2". */
export function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the separator deletes the month's last digit too, so backspace does not get stuck.
  if (value.length < previous.length && previous.endsWith(' / ') && digits.length === 2)
    return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
