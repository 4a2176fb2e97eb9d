import { pgErrorCode } from '../domain/errors.ts';

// What a failed database call says about the database, and what of it may go to the log.

/** PostgreSQL codes of a database that cannot be reached now: connection lost, shut down, refused. */
const unavailableCodes = /^(08...|57P0[1-4]|53300|3D000)$/;
const unavailableNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
]);
const unavailableMessages =
  /Connection terminated|Connection ended|connection is closed|timeout exceeded when trying to connect|not currently accepting connections|PGlite is closed|Cannot use a pool after calling end/i;

type Failure = { code?: unknown; message?: unknown; cause?: unknown };

/** Whether an error means the database is out of reach (a 503 to retry), not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgErrorCode(error);
  if (code && unavailableCodes.test(code)) return true;
  for (let e = error as Failure | undefined; e; e = e.cause as Failure | undefined) {
    if (typeof e.code === 'string' && unavailableNodeCodes.has(e.code)) return true;
    if (typeof e.message === 'string' && unavailableMessages.test(e.message)) return true;
  }
  return false;
}

/** The value a database refused, as PostgreSQL quotes it at the end of its message. */
const quotedValue = /: ".*"$/s;

/**
 * An error as the log may keep it: a failed query's SQL text stays (it has placeholders), its
 * parameters (people's data) and the database's quoted values and details do not.
 */
export function loggableError(error: unknown): unknown {
  const failed = error as { query?: unknown; params?: unknown; cause?: unknown; stack?: unknown };
  if (!(error instanceof Error) || typeof failed.query !== 'string' || !('params' in failed)) return error;
  const cause = failed.cause as { message?: unknown; code?: unknown; constraint?: unknown } | undefined;
  const message = `Failed query: ${failed.query}`;
  const safe = new Error(message);
  safe.name = error.name;
  safe.stack = [
    message,
    ...String(failed.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line)),
  ].join('\n');
  return Object.assign(safe, {
    code: pgErrorCode(error),
    cause: cause && {
      message: typeof cause.message === 'string' ? cause.message.replace(quotedValue, ': "…"') : undefined,
      code: cause.code,
      constraint: cause.constraint,
    },
  });
}
