import { inStatusGroup } from '@linework/contract/appointments';
import { and, eq } from 'drizzle-orm';
import { signedWaivers } from '../db/schema/waivers.ts';
import type { Deps } from '../deps.ts';
import { enqueueJob, type Handler, type JobHandlers, type JobKindsOf } from '../jobs/queue.ts';
import { textAllowedAt } from '../sms/quiet-hours.ts';
import { wants } from '../users/preferences.ts';
import { checkInQr } from './check-in-pass.ts';
import {
  type AppointmentEmailKind,
  type AppointmentFacts,
  appointmentChangeText,
  appointmentEmail,
  appointmentReminderText,
} from './emails.tsx';
import { loadAppointmentFacts } from './facts.ts';

type AppointmentJobPayload = {
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

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    'appointment.confirmed': AppointmentJobPayload;
    'appointment.rescheduled': AppointmentJobPayload;
    'appointment.cancelled': AppointmentJobPayload;
    'appointment.reminder': AppointmentJobPayload;
    /** The text-message reminder, when quiet hours held it back from going with the email. */
    'appointment.reminder_text': AppointmentJobPayload;
  }
}

// The emails about an appointment, sent by the job queue after the change that caused them commits.

/**
 * Whether a message still tells the truth when its job runs: a confirmation or reminder for an
 * appointment that was cancelled or moved since, or a "moved" email for an older time, is dropped.
 * This is also what makes a retried job harmless for anything that changed meanwhile.
 */
export function stillTrue(kind: AppointmentEmailKind, a: AppointmentFacts, startsAt?: string): boolean {
  const sameTime = !startsAt || a.startsAt.toISOString() === startsAt;
  if (kind === 'cancelled') return a.status === 'cancelled';
  return inStatusGroup('arrivable', a.status) && sameTime;
}

/**
 * A confirmation, move or cancellation: the email when the customer takes appointment news by email,
 * and a short text when they take it by SMS (waiting for the morning in quiet hours, like reminders).
 */
const appointmentMessage =
  (kind: AppointmentEmailKind): Handler<AppointmentJobPayload> =>
  async (deps, payload) => {
    if (kind === 'reminder') return remind(deps, payload);
    const facts = await loadAppointmentFacts(deps.db, payload.appointmentId, deps.clock.now());
    if (!facts || !stillTrue(kind, facts, payload.startsAt)) return;
    if (!payload.textOnly && wants(facts.customerUser, 'appointments', 'email')) {
      const cancelledBy = payload.cancelledBy
        ? { by: payload.cancelledBy, reason: payload.reason }
        : undefined;
      const movedBy = payload.movedBy ? { by: payload.movedBy, reason: payload.reason } : undefined;
      // Every message about a coming appointment carries the QR code to check in with at the door.
      const checkIn = kind === 'cancelled' ? undefined : await checkInQr(deps, facts.id);
      const config = { publicUrl: deps.config.publicUrl, mailFrom: deps.config.mail.from };
      await deps.mailer.send(
        await appointmentEmail(kind, { ...facts, cancelledBy, movedBy }, config, checkIn),
      );
    }
    if (!wants(facts.customerUser, 'appointments', 'sms')) return;
    const now = deps.clock.now();
    const at = textAllowedAt(now, facts.shop.timeZone);
    if (at.getTime() === now.getTime()) {
      await deps.sms.send({
        to: facts.customerUser.phoneNumber!,
        body: appointmentChangeText(kind, facts, deps.config.publicUrl),
      });
    } else if (at < facts.startsAt) {
      await enqueueJob(deps.db, `appointment.${kind}`, { ...payload, textOnly: true }, at);
    }
  };

async function reminderFacts(deps: Pick<Deps, 'db' | 'clock'>, payload: AppointmentJobPayload) {
  const facts = await loadAppointmentFacts(deps.db, payload.appointmentId, deps.clock.now());
  if (!facts || !stillTrue('reminder', facts, payload.startsAt)) return undefined;
  const [signed] = await deps.db
    .select({ id: signedWaivers.id })
    .from(signedWaivers)
    .where(and(eq(signedWaivers.appointmentId, facts.id)))
    .limit(1);
  return { ...facts, reminder: { leadHours: payload.leadHours ?? 24, waiverSigned: Boolean(signed) } };
}

/**
 * A reminder: the email when the customer takes reminders by email, and the text when they take
 * them by SMS, unless it is quiet hours in the shop's zone: then the text waits for the morning, or
 * is dropped when the morning comes after the visit has started.
 */
async function remind(deps: Deps, payload: AppointmentJobPayload) {
  const facts = await reminderFacts(deps, payload);
  if (!facts) return;
  if (wants(facts.customerUser, 'reminders', 'email')) {
    const checkIn = await checkInQr(deps, facts.id);
    const config = { publicUrl: deps.config.publicUrl, mailFrom: deps.config.mail.from };
    await deps.mailer.send(await appointmentEmail('reminder', facts, config, checkIn));
  }
  if (!wants(facts.customerUser, 'reminders', 'sms')) return;
  const now = deps.clock.now();
  const at = textAllowedAt(now, facts.shop.timeZone);
  if (at.getTime() === now.getTime()) return sendReminderText(deps, payload);
  if (at < facts.startsAt) await enqueueJob(deps.db, 'appointment.reminder_text', payload, at);
}

async function sendReminderText(deps: Deps, payload: AppointmentJobPayload) {
  const facts = await reminderFacts(deps, payload);
  if (!facts || !wants(facts.customerUser, 'reminders', 'sms')) return;
  await deps.sms.send({
    to: facts.customerUser.phoneNumber!,
    body: appointmentReminderText(facts, deps.config.publicUrl),
  });
}

export const appointmentJobs: JobHandlers<JobKindsOf<'appointment'>> = {
  'appointment.confirmed': appointmentMessage('confirmed'),
  'appointment.rescheduled': appointmentMessage('rescheduled'),
  'appointment.cancelled': appointmentMessage('cancelled'),
  'appointment.reminder': appointmentMessage('reminder'),
  'appointment.reminder_text': sendReminderText,
};
