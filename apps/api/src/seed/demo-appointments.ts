import { DateTime } from 'luxon';
import { recordMadeUpAppointment } from '../appointments/dev-records.ts';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { demo } from './demo-names.ts';

export type DemoService = { id: string; durationMinutes: number; priceAmount: number; depositAmount: number };

/** The demo shop's customer appointments are written for: the shop, its people and services, and when. */
export type DemoShop = {
  businessId: string;
  timeZone: string;
  currency: string;
  customerId: string;
  artistIds: Map<string, string>;
  services: Map<string, DemoService>;
  /** The seed's present, from the services' clock. */
  seededAt: Date;
};

/**
 * The demo customer's appointments today at North Star, confirmed, with different artists, so a
 * newcomer can sign the waiver and check in at once whatever the hour of the seed.
 */
export async function insertTodaysDemoAppointments(tx: Transaction, input: DemoShop) {
  /** Their times, so the rest of the demo day is planned around them. */
  const taken: { artist: string; start: Date; end: Date }[] = [];
  const now = DateTime.fromJSDate(input.seededAt).setZone(input.timeZone);
  const latest = now.startOf('day').set({ hour: 21 });
  const soon = now.plus({ hours: 1 }).startOf('hour');
  // Today and not over yet, however late the seed runs: an hour ahead while the day allows, else the
  // hour under way (each demo service lasts longer than an hour, so it has not ended).
  let start = soon <= latest ? soon : now.startOf('hour');
  for (const planned of demo.todayAtNorthStar) {
    const service = input.services.get(planned.service)!;
    const id = newId();
    const startsAt = start.toJSDate();
    const endsAt = start.plus({ minutes: service.durationMinutes }).toJSDate();
    await recordMadeUpAppointment(
      tx,
      {
        id,
        businessId: input.businessId,
        artistId: input.artistIds.get(planned.artist)!,
        serviceId: service.id,
        customerId: input.customerId,
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedUntil: start.plus({ minutes: service.durationMinutes + 15 }).toJSDate(),
        status: 'confirmed',
        confirmationCode: planned.code,
        priceAmount: service.priceAmount,
        depositAmount: service.depositAmount,
        currency: input.currency,
      },
      [{ toStatus: 'confirmed', toStartsAt: startsAt, reason: 'demo appointment' }],
    );
    taken.push({ artist: planned.artist, start: startsAt, end: endsAt });
    // The next one two hours later while the day allows; otherwise at the same time (another artist).
    if (start.plus({ hours: 2 }) <= latest) start = start.plus({ hours: 2 });
  }
  return taken;
}
