import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema/subscriptions.ts';
import type { Handler, JobPayloads } from '../jobs/queue.ts';
import { confirmationEmail } from './emails.tsx';
import { statusOf, targetOf } from './service.ts';

/** Sends the confirmation (or "you already follow") email; an unsubscribed row gets nothing. */
export const sendSubscriptionConfirmation: Handler<JobPayloads['subscription.confirm']> = async (
  deps,
  payload,
) => {
  const [s] = await deps.db.select().from(subscriptions).where(eq(subscriptions.id, payload.subscriptionId));
  if (!s || statusOf(s) === 'unsubscribed') return;
  const target = await targetOf(deps.db, s);
  await deps.mailer.send(
    await confirmationEmail(
      { email: s.email, token: s.token, topics: s.topics, confirmed: statusOf(s) === 'confirmed', target },
      deps.config.publicUrl,
    ),
  );
};
