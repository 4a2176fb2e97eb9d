import { eq } from 'drizzle-orm';
import { checkInQr } from '../checkin/pass.ts';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import type { AppointmentJobPayload, Handler, JobHandlers, JobKindsOf } from '../jobs/queue.ts';
import { type AppointmentEmailKind, type AppointmentFacts, appointmentEmail } from './emails.ts';
import { selectAppointmentViews } from './view.ts';

// The emails about an appointment, sent by the job queue after the change that caused them commits.

async function loadFacts(db: Database, id: string): Promise<AppointmentFacts | undefined> {
  const [row] = await selectAppointmentViews(db, eq(appointments.id, id));
  if (!row) return undefined;
  return {
    ...row.appointment,
    customer: { email: row.customer.email, firstName: row.customer.firstName },
    shop: {
      name: row.shop.name,
      addressLine: row.shop.addressLine,
      city: row.shop.city,
      timeZone: row.shop.timeZone,
      latitude: row.shop.latitude,
      longitude: row.shop.longitude,
      cancellationNoticeHours: row.shop.policies.cancellationNoticeHours,
    },
    artist: { displayName: row.artist.displayName },
    service: { name: row.service.name },
  };
}

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
    const facts = await loadFacts(deps.db, payload.appointmentId);
    if (!facts || !stillTrue(kind, facts, payload.startsAt)) return;
    const cancelledBy = payload.cancelledBy ? { by: payload.cancelledBy, reason: payload.reason } : undefined;
    // Every message about a coming appointment carries the QR code to check in with at the door.
    const checkIn = kind === 'cancelled' ? undefined : await checkInQr(deps, facts.id);
    await deps.mailer.send(appointmentEmail(kind, { ...facts, cancelledBy }, deps.config.publicUrl, checkIn));
  };

export const appointmentJobs: JobHandlers<JobKindsOf<'appointment'>> = {
  'appointment.confirmed': appointmentMessage('confirmed'),
  'appointment.rescheduled': appointmentMessage('rescheduled'),
  'appointment.cancelled': appointmentMessage('cancelled'),
  'appointment.reminder': appointmentMessage('reminder'),
};
