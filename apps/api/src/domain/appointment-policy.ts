import type { ChangeTerms } from '@linework/contract/appointments';
import { inStatusGroup } from '@linework/contract/appointments';
import type { ShopPolicies } from '../db/schema/catalog.ts';

export type CancelOutcome = 'release' | 'refund' | 'forfeit';

type Appointment = {
  status: string;
  startsAt: Date;
  depositAmount: number;
  /** Set when the shop moved it: a time the customer did not choose (see `shopMoveKeepsRights`). */
  shopMovedAt?: Date | null;
};

const hour = 3_600_000;

/**
 * A time the shop chose for the customer does not bind the customer by the notice that protects the
 * shop from late changes: until it starts, they may cancel with the deposit back or move it (a move
 * by the shop never counts against the customer's own moves either).
 */
const noticeHours = (a: { shopMovedAt?: Date | null }, hours: number) => (a.shopMovedAt ? 0 : hours);

const offerNotChosen =
  'These times are offered to you: choose one first. If none suits you, message the shop, or let the offer run out.';

/**
 * What cancelling now means for the deposit, in the shop's own rules: an unpaid hold is simply
 * released; a paid deposit comes back when the notice is respected and is kept otherwise.
 */
export function cancellation(
  a: Appointment,
  policies: ShopPolicies,
  now: Date,
): { allowed: boolean; outcome: CancelOutcome; message: string } {
  if (a.status === 'offered') {
    return { allowed: false, outcome: 'release', message: offerNotChosen };
  }
  if (!inStatusGroup('open', a.status)) {
    return {
      allowed: false,
      outcome: 'release',
      message: 'This appointment can no longer be cancelled here. Message the shop instead.',
    };
  }
  if (a.status !== 'confirmed' || a.depositAmount === 0) {
    return {
      allowed: true,
      outcome: 'release',
      message: 'Nothing has been paid: the time is simply freed for someone else.',
    };
  }
  const noticeEnds = a.startsAt.getTime() - noticeHours(a, policies.cancellationNoticeHours) * hour;
  return now.getTime() <= noticeEnds
    ? {
        allowed: true,
        outcome: 'refund',
        message: a.shopMovedAt
          ? 'The shop moved this appointment, so if you cancel, your deposit will be refunded.'
          : 'You cancel in time: your deposit will be refunded.',
      }
    : {
        allowed: true,
        outcome: 'forfeit',
        message: `It is less than ${policies.cancellationNoticeHours} hours before your appointment, so the shop keeps the deposit.`,
      };
}

/** Whether the appointment may move now: not over, not inside the notice, not moved too often. */
export function rescheduling(
  a: Appointment & { rescheduleCount: number },
  policies: ShopPolicies,
  now: Date,
): { allowed: boolean; message: string } {
  if (a.status === 'offered') return { allowed: false, message: offerNotChosen };
  if (!inStatusGroup('open', a.status)) {
    return {
      allowed: false,
      message: 'This appointment can no longer be moved here. Message the shop instead.',
    };
  }
  if (a.rescheduleCount >= policies.reschedulesAllowed) {
    const times = policies.reschedulesAllowed === 1 ? 'once' : `${policies.reschedulesAllowed} times`;
    return {
      allowed: false,
      message:
        policies.reschedulesAllowed === 0
          ? 'This shop does not move appointments. Message the shop if something came up.'
          : `This appointment was already moved ${times}, as often as the shop allows.`,
    };
  }
  if (now.getTime() > a.startsAt.getTime() - noticeHours(a, policies.rescheduleNoticeHours) * hour) {
    return {
      allowed: false,
      message: `Appointments can be moved until ${policies.rescheduleNoticeHours} hours before they start. Message the shop if something came up.`,
    };
  }
  return { allowed: true, message: 'You can move this appointment to another free time.' };
}

/**
 * Until when a time starting at `startsAt` can be cancelled with the deposit back and moved, by the
 * very rules `cancellation` and `rescheduling` apply later: ISO instants, or null when that is no
 * longer possible at `now` (inside the notice window, no moves allowed, or moved as often as allowed;
 * a time the shop moved it to has no notice window).
 * The booking screen, the checkout and the emails show these, so none of them re-derives the policy.
 */
export function changeTerms(
  startsAt: Date,
  policies: ShopPolicies,
  now: Date,
  rescheduleCount = 0,
  shopMovedAt: Date | null = null,
): ChangeTerms {
  const moved = { shopMovedAt };
  const refundEnds = startsAt.getTime() - noticeHours(moved, policies.cancellationNoticeHours) * hour;
  const moveEnds = startsAt.getTime() - noticeHours(moved, policies.rescheduleNoticeHours) * hour;
  const mayMove = rescheduleCount < policies.reschedulesAllowed;
  return {
    refundableUntil: now.getTime() <= refundEnds ? new Date(refundEnds).toISOString() : null,
    movableUntil: mayMove && now.getTime() <= moveEnds ? new Date(moveEnds).toISOString() : null,
  };
}

/**
 * The first instant after `now` at which the passing of time alone changes `changeTerms` for a time
 * starting at `startsAt` (a deadline passing), or Infinity: what keeps a kept availability answer true.
 */
export function changeTermsValidUntil(startsAt: Date, policies: ShopPolicies, now: Date): number {
  const deadlines = [policies.cancellationNoticeHours, policies.rescheduleNoticeHours]
    .map((h) => startsAt.getTime() - h * hour + 1)
    .filter((t) => t > now.getTime());
  return Math.min(Number.POSITIVE_INFINITY, ...deadlines);
}
