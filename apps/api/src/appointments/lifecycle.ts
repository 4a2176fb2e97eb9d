import { type AppointmentStatus, appointmentStatusGroups } from '@linework/contract/appointments';
import type { ErrorCode } from '@linework/contract/envelope';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { DomainError } from '../domain/errors.ts';
import { enqueueJob, enqueueReminder } from '../jobs/queue.ts';
import { createReviewLink } from '../reviews/review-links.ts';
import { nextSequence } from './calendar.ts';

// The life of an appointment: every change of its status or time, by whoever causes it, is a row of
// this table, and `changeAppointment` alone applies one — the compare-and-swap on the status, the
// history row, the calendar sequence and the follow-up jobs. The rules of when a change is wise
// (the shop's policy, the shop's actions, an offer's times) are checked by the caller first.

/** Who or what causes a change. */
export type Actor = 'customer' | 'shop' | 'payment' | 'door' | 'offer' | 'expiry';

/**
 * What a change does besides setting the status: `sequence` makes the calendar entry newer than any
 * sent (a change of time does too, always); `confirmed`, `cancelled`, `moved`, `arrived` and
 * `balanceRequested` queue their messages; `refund` queues giving back what was paid; `reviewLink`
 * makes a one-use review link; `countsMove` counts a move against the customer's allowance;
 * `clearsHold` ends the time the row was held until; `shopMoved` marks a time the shop chose, so the
 * customer's notice deadlines do not bind them to it (a customer's own move, `countsMove`, clears it).
 * `projectRule`: a session of a project that ends unserved (cancelled, missed) has its project's named
 * rule applied to the deposit held as credit (kept, refunded, forfeited) by a job of the projects area;
 * the deposit of a project is the project's, so a session's own refund never gives it back.
 * `freesTime`: the time the row held (its old time, for a move) is free again, so the artist's
 * waitlist is offered it by a job of the waitlists area (`waitlist.time_freed`).
 */
export type Effect =
  | 'sequence'
  | 'confirmed'
  | 'cancelled'
  | 'refund'
  | 'moved'
  | 'arrived'
  | 'reviewLink'
  | 'balanceRequested'
  | 'countsMove'
  | 'clearsHold'
  | 'shopMoved'
  | 'projectRule'
  | 'freesTime';

type Change = {
  actor: Actor;
  /** The statuses it may start from; `new` for a change that makes the row. */
  from: readonly AppointmentStatus[] | 'new';
  /** The status it leads to; `same` when only the time or a note changes. */
  to: AppointmentStatus | 'same';
  effects: readonly Effect[];
  /** The history line's reason, unless the caller says more. */
  reason: string;
  /** How a change is refused when the appointment's status does not allow it. */
  refused: { code: ErrorCode; message: string };
};

const { open, awaitingPayment, upcoming, arrivable, settled } = appointmentStatusGroups;

const notShop = (message: string) => ({ code: 'INVALID_TRANSITION', message }) as const;

/** Every change an appointment can go through, named `actor.change`. */
export const lifecycle = {
  'customer.hold': {
    actor: 'customer',
    from: 'new',
    to: 'held',
    effects: [],
    reason: 'booked by the customer',
    refused: { code: 'CONFLICT', message: 'This appointment exists already.' },
  },
  'customer.book': {
    actor: 'customer',
    from: 'new',
    to: 'confirmed',
    effects: ['confirmed'],
    reason: 'booked by the customer',
    refused: { code: 'CONFLICT', message: 'This appointment exists already.' },
  },
  'customer.move': {
    actor: 'customer',
    from: open,
    to: 'same',
    effects: ['sequence', 'moved', 'countsMove', 'freesTime'],
    reason: 'moved by the customer',
    refused: {
      code: 'CANNOT_RESCHEDULE',
      message: 'This appointment can no longer be moved here. Message the shop instead.',
    },
  },
  'customer.cancel': {
    actor: 'customer',
    from: open,
    to: 'cancelled',
    effects: ['sequence', 'cancelled', 'refund', 'clearsHold', 'projectRule', 'freesTime'],
    reason: 'cancelled by the customer',
    refused: {
      code: 'CANNOT_CANCEL',
      message: 'This appointment can no longer be cancelled here. Message the shop instead.',
    },
  },
  'shop.offer': {
    actor: 'shop',
    from: 'new',
    to: 'offered',
    effects: [],
    reason: 'offered by the shop in answer to a tattoo request',
    refused: { code: 'CONFLICT', message: 'This time was offered already.' },
  },
  'shop.withdrawOffer': {
    actor: 'shop',
    from: ['offered'],
    to: 'cancelled',
    effects: ['clearsHold'],
    reason: 'offer withdrawn: the shop declined the request',
    refused: notShop('Only a time still offered can be withdrawn.'),
  },
  'shop.confirm': {
    actor: 'shop',
    from: awaitingPayment,
    to: 'confirmed',
    effects: ['sequence', 'confirmed', 'clearsHold'],
    reason: 'confirmed by the shop',
    refused: notShop('Only an appointment waiting for its deposit can be confirmed.'),
  },
  'shop.cancel': {
    actor: 'shop',
    from: upcoming,
    to: 'cancelled',
    effects: ['sequence', 'cancelled', 'refund', 'clearsHold', 'projectRule', 'freesTime'],
    reason: 'cancelled by the shop',
    refused: notShop('This appointment is over or ended; there is nothing to cancel.'),
  },
  'shop.complete': {
    actor: 'shop',
    from: arrivable,
    to: 'completed',
    effects: ['sequence', 'reviewLink'],
    reason: 'marked completed by the shop',
    refused: notShop('Only a confirmed or checked-in appointment can be completed.'),
  },
  'shop.noShow': {
    actor: 'shop',
    from: ['confirmed'],
    to: 'no_show',
    effects: ['sequence', 'projectRule'],
    reason: 'marked as a no-show by the shop',
    refused: notShop('Only a confirmed appointment can be a no-show.'),
  },
  'shop.move': {
    actor: 'shop',
    // A hold is a customer in the middle of paying: theirs to finish, not the shop's to move.
    from: ['pending_deposit', 'confirmed'],
    to: 'same',
    effects: ['sequence', 'moved', 'shopMoved', 'freesTime'],
    reason: 'moved by the shop',
    refused: {
      code: 'CANNOT_RESCHEDULE',
      message: 'Only a booked appointment that has not begun can be moved.',
    },
  },
  'shop.requestBalance': {
    actor: 'shop',
    from: settled,
    to: 'same',
    effects: ['balanceRequested'],
    reason: 'balance requested by the shop',
    refused: {
      code: 'PAYMENT_CLOSED',
      message: 'The balance can be asked for once the appointment is confirmed.',
    },
  },
  'payment.confirm': {
    actor: 'payment',
    from: awaitingPayment,
    to: 'confirmed',
    effects: ['sequence', 'confirmed', 'clearsHold'],
    reason: 'deposit paid',
    refused: { code: 'PAYMENT_CLOSED', message: 'This appointment is not waiting for a payment.' },
  },
  /**
   * A deposit paid after its hold ran out takes the time back while it is still free (the exclusion
   * constraint refuses when it is not), held again for the payment to confirm it.
   */
  'payment.reclaim': {
    actor: 'payment',
    from: ['expired'],
    to: 'held',
    effects: [],
    reason: 'held again for payment: the time was still free',
    refused: { code: 'PAYMENT_CLOSED', message: 'Only a hold that ran out can be taken back.' },
  },
  'door.checkIn': {
    actor: 'door',
    from: ['confirmed'],
    to: 'checked_in',
    effects: ['arrived'],
    reason: 'checked in at the door',
    refused: {
      code: 'CHECK_IN_NOT_POSSIBLE',
      message: 'This appointment cannot be checked in. Please ask at the desk.',
    },
  },
  /** The customer chooses one of the offered times: the offer's first row takes it. */
  'offer.accept': {
    actor: 'offer',
    from: ['offered'],
    to: 'pending_deposit',
    effects: [],
    reason: 'offered time chosen by the customer',
    refused: {
      code: 'OFFER_CLOSED',
      message: 'This offer was already answered. Open the appointment to see where it stands.',
    },
  },
  /** The offer's other times, freed when one was chosen. */
  'offer.release': {
    actor: 'offer',
    from: ['offered'],
    to: 'expired',
    effects: ['clearsHold'],
    reason: 'another offered time was chosen',
    refused: {
      code: 'OFFER_CLOSED',
      message: 'This offer was already answered. Open the appointment to see where it stands.',
    },
  },
  /** An accepted offer that takes no deposit is confirmed at once. */
  'offer.confirm': {
    actor: 'offer',
    from: ['pending_deposit'],
    to: 'confirmed',
    effects: ['sequence', 'confirmed', 'clearsHold'],
    reason: 'offer accepted; no deposit due',
    refused: { code: 'OFFER_CLOSED', message: 'This offer is not waiting to be confirmed.' },
  },
  /** Unpaid holds, unpaid accepted offers and offered times nobody chose, past their expiry. */
  'expiry.expire': {
    actor: 'expiry',
    from: ['held', 'pending_deposit', 'offered'],
    to: 'expired',
    // An offered time nobody chose was never booked: only a lapsed hold or deposit frees a time.
    effects: ['freesTime'],
    reason: 'the time ran out',
    refused: { code: 'CONFLICT', message: 'This appointment is not waiting for anything to run out.' },
  },
} as const satisfies Record<string, Change>;

export type ChangeName = keyof typeof lifecycle;

/** Whether the table lets a change start from this status: the guards of each area ask it first. */
export const startsFrom = (name: ChangeName, status: string) => {
  const { from } = lifecycle[name];
  return from !== 'new' && (from as readonly string[]).includes(status);
};

type NewAppointment = typeof appointments.$inferInsert;

/** The new time of a change that moves the appointment, buffers included. */
export type NewTime = Pick<NewAppointment, 'startsAt' | 'endsAt' | 'blockedFrom' | 'blockedUntil'>;

/** Which rows a change applies to: one appointment (with the status it was read in, when it was), rows a condition picks, or rows it makes. */
export type Target =
  | { id: string; from?: AppointmentStatus }
  | { where: SQL }
  | { insert: Omit<NewAppointment, 'status'>[] };

export type ChangeOptions = {
  now: Date;
  actorUserId?: string | null;
  /** The history line's reason, when it says more than the table's. */
  reason?: string;
  /** What the shop wrote when it cancelled or moved: told to the customer in the email. */
  shopReason?: string;
  move?: NewTime;
  /** Columns the change sets beside the status, as its caller decided them. */
  set?: Partial<Pick<NewAppointment, 'holdExpiresAt' | 'cancelOutcome' | 'balanceRequestedAt'>>;
  /**
   * When one appointment is not in a status the change starts from: throw the change's refusal (or
   * CONFLICT when it was read in an allowed status and changed meanwhile), or, with `false`, return
   * nothing changed so the caller can say it in its own words.
   */
  refuse?: boolean;
};

export type Changed = {
  id: string;
  fromStatus: AppointmentStatus | null;
  startsAt: Date;
  status: AppointmentStatus;
};

const changedMeanwhile = () =>
  new DomainError('CONFLICT', 'This appointment just changed. Please look at it again.');

/** The refund a cancellation queues, if any: the shop gives everything back; the customer per their policy. */
function refundOf(actor: Actor, outcome: NewAppointment['cancelOutcome']) {
  if (actor === 'shop') return { kinds: ['deposit', 'balance'] as const, reason: 'Cancelled by the shop' };
  if (outcome === 'refund')
    return { kinds: ['deposit', 'balance'] as const, reason: 'Cancelled in time by the customer' };
  if (outcome === 'forfeit')
    return { kinds: ['balance'] as const, reason: 'Cancelled late: balance paid ahead' };
  return undefined;
}

/**
 * Applies one change of the lifecycle table: the rows are locked in a status the change starts from
 * and updated by compare-and-swap on it, each gets its history line, and the change's effects follow
 * once per row. All of it or nothing: inside the caller's transaction (as a savepoint), or in a
 * transaction of its own when given the database (the worker's sweep). Returns the rows it changed.
 */
export function changeAppointment(
  db: Database | Transaction,
  name: ChangeName,
  target: Target,
  options: ChangeOptions,
): Promise<Changed[]> {
  return db.transaction((tx) => applyChange(tx, name, target, options));
}

async function applyChange(
  tx: Transaction,
  name: ChangeName,
  target: Target,
  options: ChangeOptions,
): Promise<Changed[]> {
  const change: Change = lifecycle[name];
  const effects = new Set(change.effects);
  let rows: Changed[];
  let fromStarts = new Map<string, Date>();
  let fromTimes = new Map<string, { startsAt: Date; endsAt: Date }>();

  if ('insert' in target) {
    if (change.from !== 'new' || change.to === 'same') throw new Error(`${name} does not make appointments`);
    const status = change.to;
    await tx.insert(appointments).values(target.insert.map((r) => ({ ...r, status })));
    rows = target.insert.map((r) => ({ id: r.id, fromStatus: null, startsAt: r.startsAt, status }));
  } else {
    if (change.from === 'new') throw new Error(`${name} only makes appointments`);
    const allowed = change.from;
    const refuse = options.refuse ?? true;
    if ('id' in target && target.from && !allowed.includes(target.from)) {
      if (!refuse) return [];
      throw new DomainError(change.refused.code, change.refused.message);
    }
    const which = 'id' in target ? eq(appointments.id, target.id) : target.where;
    const locked = await tx
      .select({
        id: appointments.id,
        status: appointments.status,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
      })
      .from(appointments)
      .where(
        and(
          which,
          'id' in target && target.from
            ? eq(appointments.status, target.from)
            : inArray(appointments.status, [...allowed]),
        ),
      )
      .orderBy(appointments.id)
      .for('update');
    if (!locked.length) {
      if ('id' in target && refuse) {
        throw target.from ? changedMeanwhile() : new DomainError(change.refused.code, change.refused.message);
      }
      return [];
    }
    const move = options.move;
    rows = [];
    for (const row of locked) {
      const moves = move !== undefined && move.startsAt.getTime() !== row.startsAt.getTime();
      const to = change.to === 'same' ? row.status : change.to;
      const [done] = await tx
        .update(appointments)
        .set({
          status: to,
          ...(move ?? {}),
          ...(effects.has('sequence') || moves ? { sequence: nextSequence } : {}),
          ...(effects.has('clearsHold') ? { holdExpiresAt: null } : {}),
          ...(effects.has('countsMove')
            ? { rescheduleCount: sql`${appointments.rescheduleCount} + 1`, shopMovedAt: null }
            : {}),
          ...(effects.has('shopMoved') ? { shopMovedAt: options.now } : {}),
          ...options.set,
          updatedAt: sql`now()`,
        })
        .where(and(eq(appointments.id, row.id), eq(appointments.status, row.status)))
        .returning({ id: appointments.id, startsAt: appointments.startsAt, status: appointments.status });
      // Locked above, so the swap cannot lose; checked all the same, as every swap is.
      if (!done) throw changedMeanwhile();
      rows.push({ id: done.id, fromStatus: row.status, startsAt: done.startsAt, status: done.status });
    }
    fromStarts = new Map(locked.map((r) => [r.id, r.startsAt]));
    fromTimes = new Map(locked.map((r) => [r.id, { startsAt: r.startsAt, endsAt: r.endsAt }]));
  }

  const moved = 'insert' in target || options.move !== undefined;
  await tx.insert(appointmentHistory).values(
    rows.map((r) => ({
      id: newId(),
      appointmentId: r.id,
      actorUserId: options.actorUserId ?? null,
      fromStatus: r.fromStatus,
      toStatus: r.status,
      fromStartsAt: moved ? (fromStarts.get(r.id) ?? null) : null,
      toStartsAt: moved ? r.startsAt : null,
      reason: options.reason ?? change.reason,
    })),
  );
  for (const r of rows) await followUp(tx, change, effects, r, options, fromTimes.get(r.id));
  return rows;
}

const projectOf = async (tx: Transaction, appointmentId: string) => {
  const [row] = await tx
    .select({ projectId: appointments.projectId })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  return row?.projectId ?? null;
};

/** The effects of one change on one row, queued in the same transaction. */
async function followUp(
  tx: Transaction,
  change: Change,
  effects: Set<Effect>,
  row: Changed,
  { now, set, shopReason }: ChangeOptions,
  before?: { startsAt: Date; endsAt: Date },
) {
  const appointmentId = row.id;
  // The time the row held before is free: its artist's waitlist is offered it. A move frees only
  // when the time changed, and a lapse only of a time that was booked (not a shop's unchosen offer).
  const freed =
    effects.has('freesTime') &&
    before !== undefined &&
    row.fromStatus !== 'offered' &&
    (change.to !== 'same' || before.startsAt.getTime() !== row.startsAt.getTime());
  if (freed && before.startsAt > now) {
    await enqueueJob(
      tx,
      'waitlist.time_freed',
      {
        appointmentId,
        startsAt: before.startsAt.toISOString(),
        endsAt: before.endsAt.toISOString(),
      },
      now,
    );
  }
  if (effects.has('confirmed')) {
    await enqueueJob(tx, 'appointment.confirmed', { appointmentId }, now);
    // The team hears of a booking it did not make itself (each member as they chose).
    if (change.actor !== 'shop') await enqueueJob(tx, 'shop.new_booking', { appointmentId }, now);
    await enqueueReminder(tx, appointmentId, row.startsAt, now);
  }
  if (effects.has('moved')) {
    await enqueueJob(
      tx,
      'appointment.rescheduled',
      change.actor === 'shop'
        ? { appointmentId, startsAt: row.startsAt.toISOString(), movedBy: 'shop', reason: shopReason }
        : { appointmentId, startsAt: row.startsAt.toISOString() },
      now,
    );
    // The old time's reminder finds it moved and stays silent.
    if (row.status === 'confirmed') await enqueueReminder(tx, appointmentId, row.startsAt, now);
  }
  if (effects.has('cancelled')) {
    await enqueueJob(
      tx,
      'appointment.cancelled',
      change.actor === 'shop'
        ? { appointmentId, cancelledBy: 'shop', reason: shopReason }
        : { appointmentId },
      now,
    );
  }
  // A project's session: the deposit is the project's credit, dealt with by the project's named rule.
  const projectId = effects.has('projectRule') ? await projectOf(tx, appointmentId) : null;
  if (projectId) {
    const event =
      row.status === 'no_show'
        ? 'no_show'
        : change.actor === 'shop'
          ? 'shop_cancel'
          : set?.cancelOutcome === 'forfeit'
            ? 'late_cancel'
            : 'in_time_cancel';
    await enqueueJob(
      tx,
      'project.session_ended',
      { projectId, appointmentId, event, at: now.toISOString() },
      now,
    );
  }
  // Money goes back through the payment port by a durable job written with the cancellation.
  const refund = effects.has('refund') ? refundOf(change.actor, set?.cancelOutcome) : undefined;
  const kinds = refund?.kinds.filter((k) => !projectId || k !== 'deposit') ?? [];
  if (refund && kinds.length) {
    await enqueueJob(tx, 'payment.refund_appointment', { appointmentId, kinds, reason: refund.reason }, now);
  }
  if (effects.has('arrived')) await enqueueJob(tx, 'check-in.arrived', { appointmentId }, now);
  if (effects.has('balanceRequested'))
    await enqueueJob(tx, 'payment.balance_requested', { appointmentId }, now);
  // A completed visit earns the customer a one-use link to review it, emailed by a job.
  if (effects.has('reviewLink')) await createReviewLink(tx, appointmentId, now);
}
