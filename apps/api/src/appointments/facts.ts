import type { ChangeTerms } from '@linework/contract/appointments';
import type { PriceKind } from '@linework/contract/price-format';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import type { users } from '../db/schema/users.ts';
import { changeTerms } from '../domain/appointment-policy.ts';
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
  service: { name: string; durationMinutes: number; priceKind: PriceKind };
  /** Until when it can be cancelled with a refund and moved, when the job that sends it runs. */
  terms?: ChangeTerms;
  /** Who cancelled, when it was not the customer. */
  cancelledBy?: { by: 'shop'; reason?: string };
  /** Who moved it, when it was not the customer. */
  movedBy?: { by: 'shop'; reason?: string };
  /** For a reminder: how many hours before the start it goes, and whether the waiver is signed. */
  reminder?: { leadHours: number; waiverSigned: boolean };
};

type User = typeof users.$inferSelect;

export const appointmentLink = (publicUrl: string, id: string) => `${publicUrl}/booking/${id}`;

/**
 * The appointment, joined to what its emails and calendar entry tell, and whose it is (the customer's
 * own row too: their phone and what they chose to be told, for reminders).
 */
export async function loadAppointmentFacts(
  db: Database,
  id: string,
  /** The present, for the policy's terms an email states (changeTerms); left out by the calendar. */
  now?: Date,
): Promise<(AppointmentFacts & { customerId: string; customerUser: User }) | undefined> {
  const [row] = await selectAppointmentViews(db, eq(appointments.id, id));
  if (!row) return undefined;
  return {
    ...row.appointment,
    customerUser: row.customer,
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
    service: {
      name: row.service.name,
      durationMinutes: row.service.durationMinutes,
      priceKind: row.service.priceKind,
    },
    terms: now
      ? changeTerms(
          row.appointment.startsAt,
          row.shop.policies,
          now,
          row.appointment.rescheduleCount,
          row.appointment.shopMovedAt,
        )
      : undefined,
  };
}
