import { ApiError } from '../../../lib/api-client.ts';

/** The server's message for one field (e.g. `body.phoneNumber`), to show under that field. */
export const fieldMessage = (error: unknown, field: string): string | undefined =>
  error instanceof ApiError ? error.details?.fields?.[field] : undefined;

/** What to say above a form when a change failed. */
export const failureMessage = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
