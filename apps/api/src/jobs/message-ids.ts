import type { Deps } from '../deps.ts';
import type { Mailer } from '../mail/mailer.ts';

/**
 * The Message-ID of the n-th email a job sends (a job may email the customer and the artist):
 * derived from the job's id alone, so every attempt at the job gives its emails the same ids.
 */
export const jobMessageId = (jobId: string, n: number, host: string) => `<job-${jobId}.${n}@${host}>`;

/**
 * The mailer a job's handler is given: each email it sends carries its stable Message-ID, so an
 * attempt that runs again after a crash (the send went out, marking the job done did not) sends
 * duplicates the mailer and mail clients drop, not a second email.
 */
export function mailerForJob(deps: Pick<Deps, 'mailer' | 'config'>, jobId: string): Mailer {
  const host = new URL(deps.config.publicUrl).hostname;
  let sent = 0;
  return {
    kind: deps.mailer.kind,
    send: (message) => {
      sent += 1;
      return deps.mailer.send({ messageId: jobMessageId(jobId, sent, host), ...message });
    },
  };
}
