import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, notExists } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { newId } from '../db/ids.ts';
import { appointments, liveStatuses } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';
import { waitlistEntries, waitlistOffers, waitlistOpenings } from '../db/schema/waitlists.ts';
import type { Deps } from '../deps.ts';
import { shopTime } from '../domain/shop-time.ts';
import { enqueueJob, type JobHandlers, type JobKindsOf, type JobPayloads } from '../jobs/queue.ts';
import { textAllowedAt } from '../sms/quiet-hours.ts';
import { wants } from '../users/preferences.ts';
import { goneEmail, offerEmail, offerText, type WaitlistMessageFacts } from './emails.tsx';
import { offerRow, offerWhat, settingsOf } from './service.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** A booked time was cancelled, moved away from or lapsed unpaid: offer it to the waitlist. */
    'waitlist.time_freed': { appointmentId: string; startsAt: string; endsAt: string };
    /** Offers of a freed time ran out (or were withdrawn): in order, the next one waiting is offered it. */
    'waitlist.offer_expired': { openingId: string };
    /** Tell a customer of an offer (email and text, per their preferences and quiet hours). */
    'waitlist.offer_made': { offerId: string; textOnly?: boolean };
    /** Tell a customer the time they were offered was booked by someone else. */
    'waitlist.offer_gone': { offerId: string };
  }
}

// What happens when a time frees: an opening is written for it once, and the entries that fit are
// offered it (the first in line, or all of them), each offer held for the shop's minutes.

/** Does the freed time suit the entry: its length fits, and it starts on a day and at a time they chose. */
export function fits(
  entry: { durationMinutes: number; days: number[]; times: { from: string; until: string }[] },
  opening: { startsAt: Date; endsAt: Date },
  timeZone: string,
) {
  if (entry.durationMinutes * 60_000 > opening.endsAt.getTime() - opening.startsAt.getTime()) return false;
  const local = DateTime.fromJSDate(opening.startsAt, { zone: timeZone });
  if (!entry.days.includes(local.weekday)) return false;
  const clock = local.toFormat('HH:mm');
  return entry.times.some((r) => r.from <= clock && clock < r.until);
}

async function timeFreed(deps: Deps, p: JobPayloads['waitlist.time_freed']) {
  const now = deps.clock.now();
  const startsAt = new Date(p.startsAt);
  const endsAt = new Date(p.endsAt);
  if (startsAt <= now) return;
  const [source] = await deps.db
    .select({ businessId: appointments.businessId, artistId: appointments.artistId })
    .from(appointments)
    .where(eq(appointments.id, p.appointmentId));
  if (!source) return;
  // Someone may have booked it since (a move back, a booking in the meantime): then nothing freed.
  const [taken] = await deps.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.artistId, source.artistId),
        inArray(appointments.status, [...liveStatuses]),
        lt(appointments.startsAt, endsAt),
        gt(appointments.endsAt, startsAt),
      ),
    )
    .limit(1);
  if (taken) return;
  const settings = await settingsOf(deps.db, source.businessId);
  const [opening] = await deps.db
    .insert(waitlistOpenings)
    .values({
      id: newId(),
      businessId: source.businessId,
      artistId: source.artistId,
      sourceAppointmentId: p.appointmentId,
      startsAt,
      endsAt,
      mode: settings.mode,
      holdMinutes: settings.holdMinutes,
      state: 'open',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: waitlistOpenings.id });
  if (opening) await offerNext(deps, opening.id);
}

/**
 * Offers an open opening to whoever is next: the first entry that fits and was not offered it yet
 * (in order), or every entry that fits (all at once). Closes it when nobody is left. The opening's
 * row lock keeps two runs from offering it twice.
 */
export async function offerNext(deps: Pick<Deps, 'db' | 'clock'>, openingId: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [opening] = await tx
      .select({ opening: waitlistOpenings, timeZone: businesses.timeZone })
      .from(waitlistOpenings)
      .innerJoin(businesses, eq(businesses.id, waitlistOpenings.businessId))
      .where(eq(waitlistOpenings.id, openingId))
      .for('update', { of: waitlistOpenings });
    if (opening?.opening.state !== 'open') return;
    const o = opening.opening;
    const [live] = await tx
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(
        and(
          eq(waitlistOffers.openingId, o.id),
          eq(waitlistOffers.state, 'offered'),
          gt(waitlistOffers.expiresAt, now),
        ),
      )
      .limit(1);
    if (live) return;
    const [source] = await tx
      .select({ customerId: appointments.customerId })
      .from(appointments)
      .where(eq(appointments.id, o.sourceAppointmentId));
    const candidates =
      o.startsAt <= now
        ? []
        : await tx
            .select()
            .from(waitlistEntries)
            .where(
              and(
                eq(waitlistEntries.businessId, o.businessId),
                eq(waitlistEntries.artistId, o.artistId),
                isNull(waitlistEntries.leftAt),
                source ? ne(waitlistEntries.customerId, source.customerId) : undefined,
                notExists(
                  tx
                    .select({ id: waitlistOffers.id })
                    .from(waitlistOffers)
                    .where(
                      and(eq(waitlistOffers.openingId, o.id), eq(waitlistOffers.entryId, waitlistEntries.id)),
                    ),
                ),
              ),
            )
            .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
    const fitting = candidates.filter((e) => fits(e, o, opening.timeZone));
    const chosen = o.mode === 'in_order' ? fitting.slice(0, 1) : fitting;
    if (chosen.length === 0) {
      await tx.update(waitlistOpenings).set({ state: 'closed' }).where(eq(waitlistOpenings.id, o.id));
      return;
    }
    // Never held past the time itself.
    const expiresAt = new Date(Math.min(now.getTime() + o.holdMinutes * 60_000, o.startsAt.getTime()));
    const offers = chosen.map((e) => ({
      id: newId(),
      openingId: o.id,
      entryId: e.id,
      startsAt: o.startsAt,
      endsAt: new Date(o.startsAt.getTime() + e.durationMinutes * 60_000),
      state: 'offered' as const,
      expiresAt,
      createdAt: now,
    }));
    await tx.insert(waitlistOffers).values(offers);
    for (const offer of offers) await enqueueJob(tx, 'waitlist.offer_made', { offerId: offer.id }, now);
    await enqueueJob(tx, 'waitlist.offer_expired', { openingId: o.id }, expiresAt);
  });
}

/** Offers past their time are expired; in order, the next in line is offered the time. */
async function offerExpired(deps: Deps, p: JobPayloads['waitlist.offer_expired']) {
  const now = deps.clock.now();
  await deps.db
    .update(waitlistOffers)
    .set({ state: 'expired' })
    .where(
      and(
        eq(waitlistOffers.openingId, p.openingId),
        eq(waitlistOffers.state, 'offered'),
        lte(waitlistOffers.expiresAt, now),
      ),
    );
  const [opening] = await deps.db
    .select({ mode: waitlistOpenings.mode })
    .from(waitlistOpenings)
    .where(eq(waitlistOpenings.id, p.openingId));
  if (!opening) return;
  if (opening.mode === 'all_at_once') {
    // Everyone who fitted was offered it at once; the time goes back to whoever looks.
    const [left] = await deps.db
      .select({ id: waitlistOffers.id })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.openingId, p.openingId), eq(waitlistOffers.state, 'offered')))
      .limit(1);
    if (!left)
      await deps.db
        .update(waitlistOpenings)
        .set({ state: 'closed' })
        .where(and(eq(waitlistOpenings.id, p.openingId), eq(waitlistOpenings.state, 'open')));
    return;
  }
  await offerNext(deps, p.openingId);
}

async function messageFacts(deps: Deps, offerId: string) {
  const r = await offerRow(deps.db, offerId);
  if (!r) return undefined;
  const [user] = await deps.db.select().from(users).where(eq(users.id, r.entry.customerId));
  if (!user) return undefined;
  const facts: WaitlistMessageFacts = {
    to: user.email,
    firstName: user.firstName,
    shopName: r.shop.name,
    artistName: r.artistName,
    what: offerWhat(r),
    when: shopTime(r.offer.startsAt, r.shop.timeZone),
    until: shopTime(r.offer.expiresAt, r.shop.timeZone),
    offerUrl: `${deps.config.publicUrl}/waitlist/offers/${r.offer.id}`,
    leaveUrl: `${deps.config.publicUrl}/waitlist/leave?token=${r.entry.leaveToken}`,
  };
  return { r, user, facts };
}

/**
 * The offer's email and text, as the customer takes appointment news. In quiet hours the text waits
 * for the morning, unless the offer ends before then.
 */
async function offerMade(deps: Deps, p: JobPayloads['waitlist.offer_made']) {
  const loaded = await messageFacts(deps, p.offerId);
  const now = deps.clock.now();
  if (loaded?.r.offer.state !== 'offered' || loaded.r.offer.expiresAt <= now) return;
  const { r, user, facts } = loaded;
  if (!p.textOnly && wants(user, 'appointments', 'email')) await deps.mailer.send(await offerEmail(facts));
  if (!wants(user, 'appointments', 'sms')) return;
  const at = textAllowedAt(now, r.shop.timeZone);
  if (at.getTime() === now.getTime()) await deps.sms.send({ to: user.phoneNumber!, body: offerText(facts) });
  else if (at < r.offer.expiresAt)
    await enqueueJob(deps.db, 'waitlist.offer_made', { ...p, textOnly: true }, at);
}

async function offerGone(deps: Deps, p: JobPayloads['waitlist.offer_gone']) {
  const loaded = await messageFacts(deps, p.offerId);
  if (loaded?.r.offer.state !== 'gone') return;
  if (wants(loaded.user, 'appointments', 'email')) await deps.mailer.send(await goneEmail(loaded.facts));
}

export const waitlistJobs: JobHandlers<JobKindsOf<'waitlist'>> = {
  'waitlist.time_freed': timeFreed,
  'waitlist.offer_expired': offerExpired,
  'waitlist.offer_made': offerMade,
  'waitlist.offer_gone': offerGone,
};
