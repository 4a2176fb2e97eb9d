import { eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { recordMadeUpAppointment } from '../appointments/dev-records.ts';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { waiverTemplates } from '../db/schema/catalog.ts';
import { payments, refunds } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import { waiverSessions } from '../db/schema/waivers.ts';
import type { DemoService, DemoShop } from './demo-appointments.ts';
import { insertDemoShopProjects } from './demo-projects.ts';
import { insertDemoRequests } from './demo-requests.ts';

// North Star's working week around the seed, so the studio opens on a real day: every artist busy,
// appointments done, under way and to come, deposits paid and due, waivers sent, people arrived.
// Other customers than the demo's own (Casey's appointments stay exactly as the journeys know them).

const customers = [
  ['Maya', 'Chen'],
  ['Jordan', 'Blake'],
  ['Priya', 'Nair'],
  ['Leo', 'Martins'],
  ['Sofia', 'Alvarez'],
  ['Marcus', 'Webb'],
  ['Hana', 'Sato'],
  ['Omar', 'Haddad'],
  ['Ella', 'Fischer'],
  ['Noah', 'Grant'],
  ['Zoe', 'Kim'],
  ['Theo', 'Walsh'],
] as const;

/**
 * Today's plan per artist: local start, service, and what it turns out to be: `due` waits for its
 * deposit, `sent` has its waiver sent, `noshow` is missed once it is over; the rest are confirmed and
 * paid ahead, then completed.
 */
type Turn = 'plain' | 'due' | 'sent' | 'noshow';
const today: Record<string, [string, string, Turn][]> = {
  jules: [
    ['11:00', 'Small fine line tattoo', 'plain'],
    ['13:30', 'Free consultation', 'sent'],
    ['17:00', 'Flash piece', 'due'],
  ],
  dex: [
    ['11:00', 'Custom large piece', 'sent'],
    ['16:00', 'Free consultation', 'plain'],
    ['17:30', 'Flash piece', 'sent'],
  ],
  rina: [
    ['12:00', 'Flash piece', 'noshow'],
    ['15:00', 'Small fine line tattoo', 'due'],
    ['17:30', 'Free consultation', 'plain'],
  ],
  lena: [
    ['12:00', 'Free consultation', 'plain'],
    ['14:00', 'Custom large piece', 'sent'],
  ],
};

/** Other days: fewer, so customers still find free times. */
const otherDay: [string, string][][] = [
  [
    ['12:00', 'Flash piece'],
    ['16:00', 'Free consultation'],
  ],
  [['14:00', 'Small fine line tattoo']],
  [
    ['11:00', 'Free consultation'],
    ['15:00', 'Flash piece'],
  ],
];

const artistServices: Record<string, string[]> = {
  jules: ['Small fine line tattoo', 'Flash piece', 'Free consultation'],
  dex: ['Flash piece', 'Free consultation', 'Custom large piece'],
  rina: ['Small fine line tattoo', 'Flash piece', 'Free consultation'],
  lena: ['Free consultation', 'Custom large piece'],
};

type Planned = {
  artist: string;
  start: DateTime;
  service: DemoService & { name: string };
  /** Today's: what it turns out to be; other days' vary by their number. */
  turn?: Turn;
};

/**
 * Writes the demo week (three days back to six ahead) at North Star, and its tattoo requests. Today
 * follows the plan above whatever the weekday; the other days keep to each artist's working days.
 */
export async function insertDemoWeek(
  tx: Transaction,
  input: DemoShop,
  workdays: Map<string, number[]>,
  taken: { artist: string; start: Date; end: Date }[],
) {
  const now = DateTime.fromJSDate(input.seededAt).setZone(input.timeZone);
  const people = customers.map(([firstName, lastName], i) => ({
    id: newId(),
    issuer: 'demo',
    subject: `demo-customer-${i + 1}`,
    email: `${firstName}.${lastName}@example.test`.toLowerCase(),
    firstName,
    lastName,
    phoneNumber: `+1212555${String(1100 + i).padStart(4, '0')}`,
  }));
  await tx.insert(users).values(people);
  const [template] = await tx
    .select({ id: waiverTemplates.id })
    .from(waiverTemplates)
    .where(eq(waiverTemplates.businessId, input.businessId));

  const planned: Planned[] = [];
  const service = (name: string) => ({ ...input.services.get(name)!, name });
  for (let offset = -3; offset <= 6; offset++) {
    const day = now.startOf('day').plus({ days: offset });
    for (const [index, artist] of Object.keys(today).entries()) {
      if (offset !== 0 && !workdays.get(artist)?.includes(day.weekday)) continue;
      const plan: [string, string, Turn?][] =
        offset === 0
          ? today[artist]!
          : otherDay[(offset + 3 + index) % otherDay.length]!.filter(([, s]) =>
              artistServices[artist]!.includes(s),
            );
      for (const [time, name, turn] of plan) {
        const [hour, minute] = time.split(':').map(Number) as [number, number];
        planned.push({ artist, start: day.set({ hour, minute }), service: service(name), turn });
      }
    }
  }

  let n = 0;
  for (const p of planned) {
    const startsAt = p.start.toJSDate();
    const end = p.start.plus({ minutes: p.service.durationMinutes });
    const blockedUntil = end.plus({ minutes: 15 }).toJSDate();
    // Casey's appointments of the day come first; nothing is laid over them.
    const clash = taken.some(
      (t) =>
        t.artist === p.artist && t.start < blockedUntil && startsAt < new Date(t.end.getTime() + 15 * 60_000),
    );
    if (clash) continue;
    const i = n++;
    const customer = people[i % people.length]!;
    const state = stateOf(p, end, now, i);
    const id = newId();
    const history: Parameters<typeof recordMadeUpAppointment>[2] = [
      {
        toStatus: state.status === 'pending_deposit' ? 'pending_deposit' : 'confirmed',
        toStartsAt: startsAt,
        reason: 'demo appointment',
        at: p.start.minus({ days: 10 }).toJSDate(),
      },
    ];
    if (state.arrived) {
      history.push({
        fromStatus: 'confirmed',
        toStatus: 'checked_in',
        reason: 'checked in at the door',
        at: p.start.minus({ minutes: 8 }).toJSDate(),
      });
    }
    if (state.status === 'completed' || state.status === 'no_show' || state.status === 'cancelled') {
      history.push({
        fromStatus: state.arrived ? 'checked_in' : 'confirmed',
        toStatus: state.status,
        reason: 'demo appointment',
        at: state.status === 'cancelled' ? p.start.minus({ days: 3 }).toJSDate() : end.toJSDate(),
      });
    }
    await recordMadeUpAppointment(
      tx,
      {
        id,
        businessId: input.businessId,
        artistId: input.artistIds.get(p.artist)!,
        serviceId: p.service.id,
        customerId: customer.id,
        startsAt,
        endsAt: end.toJSDate(),
        blockedFrom: startsAt,
        blockedUntil,
        status: state.status,
        holdExpiresAt: state.status === 'pending_deposit' ? p.start.minus({ hours: 2 }).toJSDate() : null,
        cancelOutcome: state.status === 'cancelled' ? 'refund' : null,
        confirmationCode: `D${newId().slice(0, 7).toUpperCase().replace(/[-_]/g, 'X')}`,
        priceAmount: p.service.priceAmount,
        depositAmount: p.service.depositAmount,
        currency: input.currency,
        createdAt: p.start.minus({ days: 10 }).toJSDate(),
      },
      history,
    );
    const pay = (kind: 'deposit' | 'balance', amount: number, at: DateTime, refunded = 0) => ({
      id: newId(),
      appointmentId: id,
      businessId: input.businessId,
      customerId: customer.id,
      kind,
      status: 'succeeded' as const,
      provider: 'sandbox' as const,
      currency: input.currency,
      amount,
      tipAmount: 0,
      totalAmount: amount,
      refundedAmount: refunded,
      lineItems:
        kind === 'deposit'
          ? [{ kind: 'deposit' as const, label: `Deposit for ${p.service.name}`, amount }]
          : [
              { kind: 'service' as const, label: p.service.name, amount: p.service.priceAmount },
              { kind: 'deposit_paid' as const, label: 'Deposit paid', amount: -p.service.depositAmount },
            ],
      cardBrand: 'visa',
      cardLast4: '4242',
      receiptNumber: sql`'LW-' || nextval('receipt_number_seq')`,
      receiptKey: newId(),
      createdAt: at.toJSDate(),
      updatedAt: at.toJSDate(),
      succeededAt: at.toJSDate(),
    });
    const deposit = p.service.depositAmount;
    if (deposit > 0 && state.depositPaid) {
      const refunded = state.status === 'cancelled' ? deposit : 0;
      const paid = pay('deposit', deposit, p.start.minus({ days: 9 }), refunded);
      await tx.insert(payments).values(paid);
      // The refund itself, settled, so every list shows it as refunded (not just its reserved amount).
      if (refunded) {
        const at = p.start.minus({ days: 3 }).toJSDate();
        await tx.insert(refunds).values({
          id: newId(),
          paymentId: paid.id,
          amount: refunded,
          status: 'succeeded',
          reason: 'Cancelled in time',
          requestedBy: null,
          idempotencyKey: `demo-${id}`,
          createdAt: at,
          updatedAt: at,
        });
      }
    }
    const balance = p.service.priceAmount - (state.depositPaid ? deposit : 0);
    if (state.status === 'completed' && balance > 0)
      await tx.insert(payments).values(pay('balance', balance, end));
    if (state.waiverSent && template) {
      await tx.insert(waiverSessions).values({
        id: newId(),
        businessId: input.businessId,
        templateId: template.id,
        appointmentId: id,
        customerId: customer.id,
        customerEmail: customer.email,
        customerName: `${customer.firstName} ${customer.lastName}`,
        channel: 'customer',
        expiresAt: end.plus({ days: 1 }).toJSDate(),
      });
    }
  }
  await insertDemoRequests(tx, input, people, now);
  await insertDemoShopProjects(tx, input, people);
}

type DemoState = {
  status: 'pending_deposit' | 'confirmed' | 'checked_in' | 'completed' | 'no_show' | 'cancelled';
  depositPaid: boolean;
  arrived: boolean;
  waiverSent: boolean;
};

/** What has become of one appointment by the seed's present: today's as planned, others by number. */
function stateOf(p: Planned, end: DateTime, now: DateTime, i: number): DemoState {
  const paidDeposit = p.service.depositAmount > 0;
  const turn: Turn = p.turn ?? (['plain', 'due', 'sent', 'plain', 'noshow', 'sent'] as const)[i % 6]!;
  if (end <= now) {
    if (turn === 'noshow')
      return { status: 'no_show', depositPaid: paidDeposit, arrived: false, waiverSent: true };
    if (!p.turn && i % 11 === 7) {
      return { status: 'cancelled', depositPaid: paidDeposit, arrived: false, waiverSent: false };
    }
    return { status: 'completed', depositPaid: paidDeposit, arrived: true, waiverSent: false };
  }
  if (p.start <= now)
    return { status: 'checked_in', depositPaid: paidDeposit, arrived: true, waiverSent: false };
  // Still to come: waiting for the deposit until two hours before, when an unpaid one would lapse.
  if (turn === 'due' && paidDeposit && p.start.minus({ hours: 2 }) > now) {
    return { status: 'pending_deposit', depositPaid: false, arrived: false, waiverSent: false };
  }
  return { status: 'confirmed', depositPaid: paidDeposit, arrived: false, waiverSent: turn === 'sent' };
}
