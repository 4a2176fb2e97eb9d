import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { jobs } from '../db/schema/jobs.ts';
import type { Deps } from '../deps.ts';

export type AppointmentJobPayload = {
  appointmentId: string;
  /** The start the message is about: a message about a time that changed since is not sent. */
  startsAt?: string;
  /** Set when the shop cancelled, so the email says so (with the shop's reason, when it gave one). */
  cancelledBy?: 'shop';
  /** Set when the shop moved it, so the email says so (with the shop's reason, when it gave one). */
  movedBy?: 'shop';
  reason?: string;
  /** A reminder's lead: how many hours before the start it is sent (48 or 3). */
  leadHours?: number;
  /** The text message only: its email went out already and the text waited for the morning. */
  textOnly?: boolean;
};

/** Subscription emails, announcement batches and review links: the id of the row they are about. */
export type SubscriptionJobPayload = { subscriptionId: string };
export type AnnouncementJobPayload = { announcementId: string };
export type ReviewLinkJobPayload = { reviewLinkId: string };

/** Email one side of a conversation about messages it has not read (one email per burst). */
export type ChatUnreadJobPayload = { conversationId: string; side: 'customer' | 'shop' };

/** A message about one step of a tattoo request; the event holds what the shop wrote. */
export type RequestJobPayload = { requestId: string; eventId: string };

/** The email that brings an offer of times to the customer. */
export type OfferJobPayload = { offerId: string };

/** Each kind of job and what it carries. */
export type JobPayloads = {
  'appointment.confirmed': AppointmentJobPayload;
  'appointment.rescheduled': AppointmentJobPayload;
  'appointment.cancelled': AppointmentJobPayload;
  'appointment.reminder': AppointmentJobPayload;
  /** Tell the customer their tattoo request arrived. */
  'request.received': { requestId: string };
  /** The text-message reminder, when quiet hours held it back from going with the email. */
  'appointment.reminder_text': AppointmentJobPayload;
  'request.question': RequestJobPayload;
  'request.declined': RequestJobPayload;
  'offer.sent': OfferJobPayload;
  'chat.unread': ChatUnreadJobPayload;
  /** Email the payer the receipt of a successful payment. */
  'payment.receipt': { paymentId: string };
  /** Send a reserved refund to the provider (idempotent by the refund's id). */
  'payment.refund': { refundId: string };
  /** Tell the payer a refund went through. */
  'payment.refunded': { refundId: string };
  /** Refund what was paid for an appointment that was cancelled (customer or staff cancel). */
  'payment.refund_appointment': { appointmentId: string; kinds: ('deposit' | 'balance')[]; reason: string };
  /** Email the customer a link to pay the balance of their appointment. */
  'payment.balance_requested': { appointmentId: string };
  /** The embedded payment sandbox delivers one signed webhook event to our webhook endpoint. */
  'sandbox.webhook': { event: Record<string, unknown> };
  'subscription.confirm': SubscriptionJobPayload;
  'announcement.send': AnnouncementJobPayload;
  'review.link': ReviewLinkJobPayload;
  /** Email the signer the PDF of exactly what they signed. */
  'waiver.signed': { signedWaiverId: string };
  /** Email the link of a waiver session staff made. */
  'waiver.invite': { sessionId: string };
  /** Email the one-time code of a check-in lookup at the door. */
  'check-in.code': { lookupId: string; code: string };
  /** Email an invitation to join a shop's team. */
  'team.invite': { invitationId: string };
  /** Tell the artist their customer has arrived. */
  'check-in.arrived': { appointmentId: string };
  /** Tell the shop's team of a booking just confirmed (email and studio notice, as each member chose). */
  'shop.new_booking': { appointmentId: string };
};
export type JobKind = keyof JobPayloads;

/** Does the work of one job; it is given the app's parts, never the app, so a test can call it alike. */
export type Handler<P> = (deps: Deps, payload: P) => Promise<void>;

/** The job kinds under a prefix, e.g. `JobKindsOf<'appointment'>` is 'appointment.confirmed' | …. */
export type JobKindsOf<Prefix extends string> = Extract<JobKind, `${Prefix}.${string}`>;

/** The handlers an area owns, one per job kind; `jobs/registry.ts` puts every area's together. */
export type JobHandlers<K extends JobKind> = { [Kind in K]: Handler<JobPayloads[Kind]> };

/**
 * Writes a job in the caller's transaction: it runs only if the change that caused it commits,
 * and it is never lost once that change is committed.
 */
export async function enqueueJob<K extends JobKind>(
  tx: Database | Transaction,
  kind: K,
  payload: JobPayloads[K],
  /** When it is due: the services' clock's now (`deps.clock.now()`) for at once, never the machine's. */
  runAt: Date,
) {
  await tx.insert(jobs).values({ id: newId(), kind, payload, runAt });
}

/** Reminders go 48 hours and 3 hours before a visit; rescheduling adds new ones, and the old ones
 * find the time moved and stay silent (appointments/jobs.ts `stillTrue`), as cancelling makes them. */
export const reminderLeadHours = [48, 3] as const;

/** The reminders of an appointment still ahead of `now` (from the caller's clock). */
export async function enqueueReminder(
  tx: Database | Transaction,
  appointmentId: string,
  startsAt: Date,
  now: Date,
) {
  for (const leadHours of reminderLeadHours) {
    const runAt = new Date(startsAt.getTime() - leadHours * 3_600_000);
    if (runAt.getTime() <= now.getTime()) continue;
    await enqueueJob(
      tx,
      'appointment.reminder',
      { appointmentId, startsAt: startsAt.toISOString(), leadHours },
      runAt,
    );
  }
}
