import { checkInQr } from '../checkin/pass.ts';
import type { AppointmentJobPayload, Handler, JobHandlers, JobKindsOf } from '../jobs/queue.ts';
import { type AppointmentEmailKind, type AppointmentFacts, appointmentEmail } from './emails.tsx';
import { loadAppointmentFacts } from './facts.ts';

// The emails about an appointment, sent by the job queue after the change that caused them commits.

const live = new Set(['confirmed', 'checked_in']);

/**
 * Whether a message still tells the truth when its job runs: a confirmation or reminder for an
 * appointment that was cancelled or moved since, or a "moved" email for an older time, is dropped.
 * This is also what makes a retried job harmless for anything that changed meanwhile.
 */
export function stillTrue(kind: AppointmentEmailKind, a: AppointmentFacts, startsAt?: string): boolean {
  const sameTime = !startsAt || a.startsAt.toISOString() === startsAt;
  if (kind === 'cancelled') return a.status === 'cancelled';
  return live.has(a.status) && sameTime;
}

const appointmentMessage =
  (kind: AppointmentEmailKind): Handler<AppointmentJobPayload> =>
  async (deps, payload) => {
    const facts = await loadAppointmentFacts(deps.db, payload.appointmentId);
    if (!facts || !stillTrue(kind, facts, payload.startsAt)) return;
    const cancelledBy = payload.cancelledBy ? { by: payload.cancelledBy, reason: payload.reason } : undefined;
    // Every message about a coming appointment carries the QR code to check in with at the door.
    const checkIn = kind === 'cancelled' ? undefined : await checkInQr(deps, facts.id);
    const config = { publicUrl: deps.config.publicUrl, mailFrom: deps.config.mail.from };
    await deps.mailer.send(await appointmentEmail(kind, { ...facts, cancelledBy }, config, checkIn));
  };

export const appointmentJobs: JobHandlers<JobKindsOf<'appointment'>> = {
  'appointment.confirmed': appointmentMessage('confirmed'),
  'appointment.rescheduled': appointmentMessage('rescheduled'),
  'appointment.cancelled': appointmentMessage('cancelled'),
  'appointment.reminder': appointmentMessage('reminder'),
};
