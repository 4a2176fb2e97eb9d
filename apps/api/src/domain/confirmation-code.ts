import { randomInt } from 'node:crypto';

// Codes people read out at the door: no 0/O or 1/I to confuse.
const codeAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new appointment's six-character confirmation code, as the customer and the shop read it. */
export const newConfirmationCode = () =>
  Array.from({ length: 6 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');
