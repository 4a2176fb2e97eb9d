import { type AppointmentStatus, appointmentStatus } from '@linework/contract/appointments';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newId } from '../db/ids.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { jobs } from '../db/schema/jobs.ts';
import { reviewLinks } from '../db/schema/review-links.ts';
import { DomainError } from '../domain/errors.ts';
import { reminderLeadHours } from '../jobs/queue.ts';
import {
  type Actor,
  type ChangeName,
  type ChangeOptions,
  changeAppointment,
  type Effect,
  lifecycle,
} from './lifecycle.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from './test-fixtures.ts';

// The lifecycle table, row by row, over every status of the contract: each allowed change does its
// effects exactly once; each other is refused with the change's own domain error and changes nothing.

let app: TestApp;
let ids: BookingFixtures;
let customerId: string;
let slot = 0;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  customerId = (await newCustomer(app)).user.id;
});
afterAll(() => app.close());

const hour = 3_600_000;

/** A time of its own for every row, days ahead, so no two rows overlap and both reminders are due later. */
function nextTime() {
  const startsAt = new Date(app.deps.clock.now().getTime() + 10 * 24 * hour + slot++ * 3 * hour);
  startsAt.setUTCMinutes(0, 0, 0);
  const endsAt = new Date(startsAt.getTime() + hour);
  return { startsAt, endsAt, blockedFrom: startsAt, blockedUntil: endsAt };
}

function newRow() {
  return {
    id: newId(),
    businessId: ids.anchor,
    artistId: ids.ada,
    serviceId: ids.small,
    customerId,
    ...nextTime(),
    holdExpiresAt: new Date(app.deps.clock.now().getTime() + hour),
    confirmationCode: `T${newId().slice(0, 7).toUpperCase()}`,
    priceAmount: 20000,
    depositAmount: 5000,
    currency: 'USD',
  };
}

async function rowWith(status: AppointmentStatus) {
  const row = newRow();
  await app.db.insert(appointments).values({ ...row, status });
  return row.id;
}

/** What the row, its history, its jobs and its review link look like now. */
async function stateOf(id: string) {
  const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
  const history = await app.db
    .select()
    .from(appointmentHistory)
    .where(eq(appointmentHistory.appointmentId, id));
  const queued = await app.db
    .select({ kind: jobs.kind })
    .from(jobs)
    .where(sql`${jobs.payload}->>'appointmentId' = ${id}`);
  const links = await app.db.select().from(reviewLinks).where(eq(reviewLinks.appointmentId, id));
  const linkJobs = links.length
    ? await app.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.kind, 'review.link'), sql`${jobs.payload}->>'reviewLinkId' = ${links[0]!.id}`))
    : [];
  const kinds: Record<string, number> = {};
  for (const j of queued) kinds[j.kind] = (kinds[j.kind] ?? 0) + 1;
  return { row: row!, history, kinds, links: links.length, linkJobs: linkJobs.length };
}

/** The jobs a change's effects queue for one row, by kind and count. */
function expectedJobs(
  effects: readonly Effect[],
  to: AppointmentStatus,
  actor: Actor,
  from?: AppointmentStatus,
) {
  const kinds: Record<string, number> = {};
  // The freed time (a booked one, ahead: every row here is) is offered to the artist's waitlist.
  if (effects.includes('freesTime') && from !== undefined && from !== 'offered')
    kinds['waitlist.time_freed'] = 1;
  const reminders = reminderLeadHours.length;
  if (effects.includes('confirmed')) {
    kinds['appointment.confirmed'] = 1;
    kinds['appointment.reminder'] = reminders;
    // The team hears of a booking it did not make itself.
    if (actor !== 'shop') kinds['shop.new_booking'] = 1;
  }
  if (effects.includes('moved')) {
    kinds['appointment.rescheduled'] = 1;
    if (to === 'confirmed') kinds['appointment.reminder'] = reminders;
  }
  if (effects.includes('cancelled')) kinds['appointment.cancelled'] = 1;
  // The cancels below pass a refund outcome, so both the customer's and the shop's queue one.
  if (effects.includes('refund')) kinds['payment.refund_appointment'] = 1;
  if (effects.includes('arrived')) kinds['check-in.arrived'] = 1;
  if (effects.includes('balanceRequested')) kinds['payment.balance_requested'] = 1;
  return kinds;
}

/** The options each change is given in the table test: a new time for moves, a fresh expiry, an outcome. */
function optionsFor(name: ChangeName): ChangeOptions {
  const now = app.deps.clock.now();
  const effects: readonly Effect[] = lifecycle[name].effects;
  return {
    now,
    move: effects.includes('moved') || name === 'offer.accept' ? nextTime() : undefined,
    set: {
      ...(name === 'payment.reclaim' || name === 'offer.accept'
        ? { holdExpiresAt: new Date(now.getTime() + hour) }
        : {}),
      ...(effects.includes('cancelled') ? { cancelOutcome: 'refund' as const } : {}),
      ...(name === 'shop.withdrawOffer' ? { cancelOutcome: 'release' as const } : {}),
    },
  };
}

const changesOfRows = (Object.keys(lifecycle) as ChangeName[]).filter((n) => lifecycle[n].from !== 'new');
const changesThatMake = (Object.keys(lifecycle) as ChangeName[]).filter((n) => lifecycle[n].from === 'new');

describe('the lifecycle table', () => {
  it('names every actor, and every status of the contract appears in some change', () => {
    const actors = new Set(Object.values(lifecycle).map((c) => c.actor));
    expect([...actors].sort()).toEqual(['customer', 'door', 'expiry', 'offer', 'payment', 'shop']);
    const touched = new Set<string>();
    for (const c of Object.values(lifecycle)) {
      if (c.from !== 'new') for (const s of c.from) touched.add(s);
      if (c.to !== 'same') touched.add(c.to);
    }
    expect([...touched].sort()).toEqual([...appointmentStatus.options].sort());
  });

  for (const name of changesOfRows) {
    const change = lifecycle[name];
    it(`${name}: from ${(change.from as readonly string[]).join(', ')} to ${change.to}`, async () => {
      for (const status of appointmentStatus.options) {
        const id = await rowWith(status);
        const before = await stateOf(id);
        const options = optionsFor(name);
        const attempt = app.db.transaction((tx) =>
          changeAppointment(tx, name, { id, from: status }, options),
        );
        const allowed = (change.from as readonly string[]).includes(status);
        if (!allowed) {
          await expect(attempt, `${name} from ${status}`).rejects.toBeInstanceOf(DomainError);
          await expect(attempt).rejects.toMatchObject({ code: change.refused.code });
          const after = await stateOf(id);
          expect(after.row, `${name} from ${status} changed nothing`).toEqual(before.row);
          expect(after.history).toEqual([]);
          expect(after.kinds).toEqual({});
          continue;
        }
        const changed = await attempt;
        const to = change.to === 'same' ? status : change.to;
        expect(changed, `${name} from ${status}`).toMatchObject([{ id, fromStatus: status, status: to }]);
        const after = await stateOf(id);
        expect(after.row.status).toBe(to);
        expect(after.history, `${name} from ${status}: one history line`).toMatchObject([
          { fromStatus: status, toStatus: to, reason: change.reason },
        ]);
        const effects: readonly Effect[] = change.effects;
        const moved = options.move !== undefined;
        const bumps = effects.includes('sequence') || moved;
        expect(after.row.sequence - before.row.sequence, `${name} from ${status}: sequence`).toBe(
          bumps ? 1 : 0,
        );
        if (moved) {
          expect(after.row.startsAt).toEqual(options.move!.startsAt);
          expect(after.history[0]!.toStartsAt).toEqual(options.move!.startsAt);
        }
        expect(after.kinds, `${name} from ${status}: jobs`).toEqual(
          expectedJobs(effects, to, change.actor, status),
        );
        const reviews = effects.includes('reviewLink') ? 1 : 0;
        expect({ links: after.links, linkJobs: after.linkJobs }).toEqual({
          links: reviews,
          linkJobs: reviews,
        });
        if (effects.includes('clearsHold')) expect(after.row.holdExpiresAt).toBeNull();
        if (effects.includes('countsMove'))
          expect(after.row.rescheduleCount).toBe(before.row.rescheduleCount + 1);
      }
    });
  }

  for (const name of changesThatMake) {
    const change = lifecycle[name];
    it(`${name}: makes the row as ${change.to}`, async () => {
      const row = newRow();
      const made = await app.db.transaction((tx) =>
        changeAppointment(
          tx,
          name,
          { insert: [row] },
          { now: app.deps.clock.now(), actorUserId: customerId },
        ),
      );
      expect(made).toMatchObject([{ id: row.id, fromStatus: null, status: change.to }]);
      const after = await stateOf(row.id);
      expect(after.history).toMatchObject([
        { fromStatus: null, toStatus: change.to, toStartsAt: row.startsAt, actorUserId: customerId },
      ]);
      expect(after.kinds).toEqual(expectedJobs(change.effects, change.to as AppointmentStatus, change.actor));
      // A change that makes rows cannot be applied to one that exists.
      await expect(
        changeAppointment(app.db, name, { id: row.id }, { now: app.deps.clock.now() }),
      ).rejects.toThrow();
    });
  }

  it('says CONFLICT when the appointment left the status it was read in', async () => {
    const id = await rowWith('confirmed');
    const stale = changeAppointment(
      app.db,
      'customer.cancel',
      { id, from: 'held' },
      optionsFor('customer.cancel'),
    );
    await expect(stale).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await stateOf(id)).row.status).toBe('confirmed');
  });

  it('answers nothing changed, instead of refusing, when asked to', async () => {
    const id = await rowWith('cancelled');
    const none = await changeAppointment(
      app.db,
      'payment.confirm',
      { id },
      { now: app.deps.clock.now(), refuse: false },
    );
    expect(none).toEqual([]);
  });
});
