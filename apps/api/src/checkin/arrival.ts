import type { AppointmentArrival } from '@linework/contract/checkin';
import { and, eq } from 'drizzle-orm';
import { checkInUrl, passFor, qrSvg } from '../appointments/check-in-pass.ts';
import { selectAppointmentViews } from '../appointments/view.ts';
import { appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { waiverStatus } from './lookup.ts';

/** The customer's own appointment: is the waiver signed, and what to show at the door. */
export async function appointmentArrival(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  customerId: string,
  appointmentId: string,
): Promise<AppointmentArrival> {
  const [row] = await selectAppointmentViews(
    db,
    and(eq(appointments.id, appointmentId), eq(appointments.customerId, customerId)),
  );
  if (!row) throw notFound('This appointment');
  const waiver = await waiverStatus(db, row.shop.id, row.appointment.id);
  const atTheDoor = row.appointment.status === 'confirmed' || row.appointment.status === 'checked_in';
  let checkIn: AppointmentArrival['checkIn'] = null;
  if (atTheDoor) {
    const url = checkInUrl(config.publicUrl, row.shop.shopUrl, await passFor(db, row.appointment.id));
    checkIn = { url, qrSvg: await qrSvg(url), confirmationCode: row.appointment.confirmationCode };
  }
  return { waiver: { required: waiver.required, signedAt: waiver.signedAt?.toISOString() ?? null }, checkIn };
}
