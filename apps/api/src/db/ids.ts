import { randomBytes } from 'node:crypto';

/**
 * 128 random bits, URL-safe (22 characters). Every id is unguessable, so a link that grants access
 * (payment, receipt, waiver session, review link) never needs a second secret.
 */
export const newId = () => randomBytes(16).toString('base64url');
