import { sessionLabel, splitAmount } from '@linework/contract/project-money';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { recordMadeUpAppointment } from '../appointments/dev-records.ts';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { payments } from '../db/schema/payments.ts';
import { projectMoneyEntries } from '../db/schema/project-money.ts';
import { projects } from '../db/schema/projects.ts';
import type { DemoShop } from './demo-appointments.ts';

// The demo's projects at North Star: the demo customer's sleeve in progress (two of three sessions
// done, the deposit held as credit for the last), and one project of other customers in each state,
// written as their life would have left them (payments with receipts, the money record's entries).

type Person = { id: string };
const artist = 'dex';
const serviceName = 'Custom large piece';

type Made = { projectId: string; sessionIds: string[] };

/** The ids of what the seed made, for the proofs' seed (h27b) to pin an approved design to. */
export const demoProjectIds: { sleeve?: Made; awaitingApproval?: Made } = {};

async function project(
  tx: Transaction,
  input: DemoShop,
  customerId: string,
  p: {
    title: string;
    sessionCount: number | null;
    quote: number;
    deposit: number;
    appliesTo: 'first' | 'last' | 'spread';
    accepted: boolean;
    approvalRequired?: boolean;
    /** Sessions as days from the seed (negative: done) at 11:00 in the shop's zone. */
    sessions: number[];
    depositPaid: boolean;
    placement: string;
  },
): Promise<Made> {
  const service = input.services.get(serviceName)!;
  const seeded = DateTime.fromJSDate(input.seededAt).setZone(input.timeZone);
  const id = newId();
  const createdAt = seeded.minus({ days: 90 });
  await tx.insert(projects).values({
    id,
    businessId: input.businessId,
    artistId: input.artistIds.get(artist)!,
    customerId,
    serviceId: service.id,
    title: p.title,
    description: `${p.title}, planned with ${artist === 'dex' ? 'Dex' : artist} in sessions.`,
    placement: p.placement,
    size: 'Large',
    sessionCount: p.sessionCount,
    quoteKind: 'fixed',
    quoteAmount: p.quote,
    currency: input.currency,
    depositAmount: p.deposit,
    depositAppliesTo: p.appliesTo,
    healingGapDays: 21,
    approvalRequired: p.approvalRequired ?? false,
    acceptedAt: p.accepted ? createdAt.plus({ days: 1 }).toJSDate() : null,
    createdAt: createdAt.toJSDate(),
    updatedAt: createdAt.toJSDate(),
  });
  const prices = splitAmount(p.quote, p.sessionCount ?? 1);
  const sessionIds: string[] = [];
  const entries: (typeof projectMoneyEntries.$inferInsert)[] = [];
  for (const [i, days] of p.sessions.entries()) {
    const n = i + 1;
    const start = seeded.plus({ days }).set({ hour: 11, minute: 0, second: 0, millisecond: 0 });
    const startsAt = start.toJSDate();
    const endsAt = start.plus({ minutes: service.durationMinutes }).toJSDate();
    const done = days < 0;
    const appointmentId = newId();
    sessionIds.push(appointmentId);
    const depositHere = n === 1 ? p.deposit : 0;
    await recordMadeUpAppointment(
      tx,
      {
        id: appointmentId,
        businessId: input.businessId,
        artistId: input.artistIds.get(artist)!,
        serviceId: service.id,
        customerId,
        startsAt,
        endsAt,
        blockedFrom: startsAt,
        blockedUntil: endsAt,
        status: done ? 'completed' : 'confirmed',
        confirmationCode: `P${newId().slice(0, 7).toUpperCase()}`,
        priceAmount: prices[i] ?? prices[0]!,
        depositAmount: depositHere,
        currency: input.currency,
        projectId: id,
        sessionNumber: n,
        createdAt: start.minus({ days: 14 }).toJSDate(),
      },
      [{ fromStatus: null, toStatus: done ? 'completed' : 'confirmed', reason: 'demo project' }],
    );
    const pay = (kind: 'deposit' | 'balance', amount: number, at: DateTime, label: string) => ({
      id: newId(),
      appointmentId,
      businessId: input.businessId,
      customerId,
      kind,
      status: 'succeeded' as const,
      provider: 'sandbox' as const,
      currency: input.currency,
      amount,
      tipAmount: 0,
      totalAmount: amount,
      lineItems:
        kind === 'deposit'
          ? [{ kind: 'deposit' as const, label: `Deposit for ${p.title}`, amount }]
          : [{ kind: 'service' as const, label, amount }],
      cardBrand: 'visa',
      cardLast4: '4242',
      receiptNumber: sql`'LW-' || nextval('receipt_number_seq')`,
      receiptKey: newId(),
      createdAt: at.toJSDate(),
      updatedAt: at.toJSDate(),
      succeededAt: at.toJSDate(),
    });
    if (depositHere && p.depositPaid) {
      const at = start.minus({ days: 14 });
      const [d] = await tx
        .insert(payments)
        .values(pay('deposit', depositHere, at, ''))
        .returning();
      entries.push({
        id: newId(),
        projectId: id,
        kind: 'deposit',
        amount: depositHere,
        currency: input.currency,
        appointmentId,
        paymentId: d!.id,
        note: 'Deposit held as credit',
        key: `payment:${d!.id}`,
        at: at.toJSDate(),
      });
    }
    if (done) {
      // The deposit counts towards the last session (or this one when it is the first's): a session
      // before it is paid in full at its checkout.
      const credited = p.appliesTo === 'first' && n === 1 ? p.deposit : 0;
      const amount = prices[i]! - credited;
      const at = DateTime.fromJSDate(endsAt);
      const label = sessionLabel(p.title, n, p.sessionCount);
      const [b] = await tx
        .insert(payments)
        .values(pay('balance', amount, at, label))
        .returning();
      if (credited)
        entries.push({
          id: newId(),
          projectId: id,
          kind: 'credit_applied',
          amount: credited,
          currency: input.currency,
          sessionNumber: n,
          appointmentId,
          paymentId: b!.id,
          note: `Deposit credited to session ${n}`,
          key: `credit:${b!.id}`,
          at: at.toJSDate(),
        });
      entries.push({
        id: newId(),
        projectId: id,
        kind: 'payment',
        amount,
        currency: input.currency,
        sessionNumber: n,
        appointmentId,
        paymentId: b!.id,
        note: `Session ${n}`,
        key: `payment:${b!.id}`,
        at: at.toJSDate(),
      });
    }
  }
  if (entries.length) await tx.insert(projectMoneyEntries).values(entries);
  const last = p.sessions.at(-1);
  if (p.sessionCount && p.sessions.length === p.sessionCount && last !== undefined && last < 0) {
    await tx
      .update(projects)
      .set({ completedAt: seeded.plus({ days: last }).toJSDate() })
      .where(sql`id = ${id}`);
  }
  return { projectId: id, sessionIds };
}

/** The demo customer's sleeve: sessions 1 and 2 done, the deposit credited to session 3, still to book. */
export async function insertDemoSleeve(tx: Transaction, input: DemoShop) {
  demoProjectIds.sleeve = await project(tx, input, input.customerId, {
    title: 'Forearm sleeve',
    sessionCount: 3,
    quote: 240000,
    deposit: 30000,
    appliesTo: 'last',
    accepted: true,
    sessions: [-63, -35],
    depositPaid: true,
    placement: 'Left forearm',
  });
}

/** One project of other customers in each state, so the studio's Projects shows them all. */
export async function insertDemoShopProjects(tx: Transaction, input: DemoShop, people: Person[]) {
  const who = (i: number) => people[i % people.length]!.id;
  const base = { quote: 180000, deposit: 20000, placement: 'Upper back' };
  await project(tx, input, who(0), {
    ...base,
    title: 'Back piece',
    sessionCount: 3,
    appliesTo: 'first',
    accepted: false,
    sessions: [],
    depositPaid: false,
  });
  await project(tx, input, who(1), {
    ...base,
    title: 'Koi half sleeve',
    sessionCount: 2,
    appliesTo: 'last',
    accepted: true,
    sessions: [],
    depositPaid: false,
  });
  await project(tx, input, who(2), {
    ...base,
    title: 'Botanical thigh piece',
    sessionCount: 2,
    appliesTo: 'first',
    accepted: true,
    sessions: [47],
    depositPaid: true,
  });
  demoProjectIds.awaitingApproval = await project(tx, input, who(3), {
    ...base,
    title: 'Snake and dagger',
    sessionCount: null,
    deposit: 0,
    appliesTo: 'first',
    accepted: true,
    approvalRequired: true,
    sessions: [],
    depositPaid: false,
  });
  await project(tx, input, who(4), {
    ...base,
    title: 'Moth chest piece',
    sessionCount: 2,
    appliesTo: 'first',
    accepted: true,
    sessions: [-80, -50],
    depositPaid: true,
  });
}
