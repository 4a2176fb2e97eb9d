import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { selectAppointmentViews } from './view.ts';

// What the emails and the calendar entry of an appointment tell, loaded in one query.

export type AppointmentFacts = {
  id: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  confirmationCode: string;
  priceAmount: number;
  depositAmount: number;
  currency: string;
  rescheduleCount: number;
  /** The calendar entry's SEQUENCE (calendar.ts). */
  sequence: number;
  cancelOutcome: 'release' | 'refund' | 'forfeit' | null;
  customer: { email: string; firstName: string };
  shop: {
    name: string;
    email: string | null;
    addressLine: string;
    city: string;
    timeZone: string;
    latitude: number;
    longitude: number;
    cancellationNoticeHours: number;
  };
  artist: { displayName: string };
  service: { name: string };
  /** Who cancelled, when it was not the customer. */
  cancelledBy?: { by: 'shop'; reason?: string };
};

export const appointmentLink = (publicUrl: string, id: string) => `${publicUrl}/booking/${id}`;

/** The appointment, joined to what its emails and calendar entry tell, and whose it is. */
export async function loadAppointmentFacts(
  db: Database,
  id: string,
): Promise<(AppointmentFacts & { customerId: string }) | undefined> {
  const [row] = await selectAppointmentViews(db, eq(appointments.id, id));
  if (!row) return undefined;
  return {
    ...row.appointment,
    customer: { email: row.customer.email, firstName: row.customer.firstName },
    shop: {
      name: row.shop.name,
      email: row.shop.email,
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
