import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import { selectAppointmentViews } from '../appointments/view.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { checkInLookups } from '../db/schema/checkin.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { shopClockTime } from '../domain/shop-time.ts';
import type { JobHandlers, JobKindsOf } from '../jobs/queue.ts';
import { arrivedEmail, checkInCodeEmail } from './emails.tsx';
import { codeLifetimeMinutes, waiverStatus } from './lookup.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Email the one-time code of a check-in lookup at the door. */
    'check-in.code': { lookupId: string; code: string };
    /** Tell the artist their customer has arrived. */
    'check-in.arrived': { appointmentId: string };
  }
}

/**
 * How many check-in codes a customer is mailed in an hour at most: enough for a few tries at the
 * door, too few to flood someone whose address a stranger knows (the door's per-address limit
 * counts the stranger, not the mailbox).
 */
export const maxCodeEmailsPerHour = 3;

/**
 * Emails the one-time code of a lookup that matched, within the customer's hourly allowance; a lookup
 * that did not match sends nothing. The door answers the same either way, so a limit reached tells
 * the stranger nothing either.
 */
async function sendCode(deps: Deps, payload: unknown) {
  const { lookupId, code } = z.object({ lookupId: z.string(), code: z.string() }).parse(payload);
  const [row] = await deps.db
    .select({ customer: users, shop: businesses })
    .from(checkInLookups)
    .innerJoin(businesses, eq(businesses.id, checkInLookups.businessId))
    .innerJoin(appointments, eq(appointments.id, checkInLookups.appointmentId))
    .innerJoin(users, eq(users.id, appointments.customerId))
    .where(and(eq(checkInLookups.id, lookupId), gt(checkInLookups.expiresAt, deps.clock.now())));
  if (!row) return;
  const sent = await deps.counters.hit(`check-in-code:${row.customer.id}`, 60 * 60_000);
  if (sent.count > maxCodeEmailsPerHour) {
    deps.log.warn({ customerId: row.customer.id }, 'check-in code not mailed: hourly allowance used');
    return;
  }
  await deps.mailer.send(
    await checkInCodeEmail({
      to: row.customer.email,
      firstName: row.customer.firstName,
      shopName: row.shop.name,
      code,
      minutes: codeLifetimeMinutes,
    }),
  );
}

/** Tells the artist their customer is here: at the artist's own email, else the shop's. */
async function notifyArtist(deps: Deps, payload: unknown) {
  const { appointmentId } = z.object({ appointmentId: z.string() }).parse(payload);
  const [row] = await selectAppointmentViews(deps.db, eq(appointments.id, appointmentId));
  if (row?.appointment.status !== 'checked_in') return;
  // The artist's own login hears it; an artist without one, the shop's address.
  const [artistUser] = row.artist.userId
    ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.artist.userId))
    : [];
  const to = artistUser?.email ?? row.shop.email;
  if (!to) return;
  const waiver = await waiverStatus(deps.db, row.shop.id, row.appointment.id);
  await deps.mailer.send(
    await arrivedEmail({
      to,
      artistName: row.artist.displayName,
      customerFirstName: row.customer.firstName,
      serviceName: row.service.name,
      localTime: shopClockTime(row.appointment.startsAt, row.shop.timeZone),
      shopName: row.shop.name,
      waiverSigned: waiver.signed,
    }),
  );
}

export const checkInJobs: JobHandlers<JobKindsOf<'check-in'>> = {
  'check-in.code': sendCode,
  'check-in.arrived': notifyArtist,
};
