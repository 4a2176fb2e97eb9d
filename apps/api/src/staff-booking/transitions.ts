import type { AppointmentStatus } from '@linework/contract/appointments';
import { startsFrom } from '../appointments/lifecycle.ts';
import type { CancelOutcome } from '../domain/appointment-policy.ts';

// Which changes a shop may make to an appointment, and when: the guard of the lifecycle's shop
// changes (appointments/lifecycle.ts), which adds the clock and the words to the table's statuses.

export type StaffAction = 'confirm' | 'cancel' | 'complete' | 'no_show';

type Appointment = {
  status: AppointmentStatus;
  startsAt: Date;
  endsAt: Date;
  depositAmount: number;
  holdExpiresAt: Date | null;
};

export type StaffTransition =
  | { allowed: true; to: AppointmentStatus; cancelOutcome?: CancelOutcome }
  | {
      allowed: false;
      /** INVALID_TRANSITION when the status forbids it; NOT_STARTED or ALREADY_OVER when the clock does. */
      code: 'INVALID_TRANSITION' | 'NOT_STARTED' | 'ALREADY_OVER';
      message: string;
    };

const said: Record<AppointmentStatus, string> = {
  held: 'held for payment',
  pending_deposit: 'waiting for the deposit',
  confirmed: 'confirmed',
  checked_in: 'checked in',
  completed: 'completed',
  cancelled: 'cancelled',
  no_show: 'marked as a no-show',
  expired: 'expired: the hold ran out before it was paid',
  offered: 'offered to the customer, who has not chosen a time yet',
};

const refuse = (message: string): StaffTransition => ({
  allowed: false,
  code: 'INVALID_TRANSITION',
  message,
});

const notStarted = (what: string): StaffTransition => ({
  allowed: false,
  code: 'NOT_STARTED',
  message: `It can be marked ${what} once it has started.`,
});

/** Whether the shop may make this change now, and what it leads to. */
export function staffTransition(action: StaffAction, a: Appointment, now: Date): StaffTransition {
  const { status } = a;
  const holdRanOut = status === 'held' && a.holdExpiresAt !== null && a.holdExpiresAt <= now;
  switch (action) {
    case 'confirm':
      if (holdRanOut) return refuse(`This appointment is ${said.expired}, so its time may be taken.`);
      if (startsFrom('shop.confirm', status)) return { allowed: true, to: 'confirmed' };
      return refuse(`This appointment is already ${said[status]}.`);

    case 'cancel': {
      if (holdRanOut || !startsFrom('shop.cancel', status)) {
        return refuse(
          `This appointment is ${holdRanOut ? said.expired : said[status]}; there is nothing to cancel.`,
        );
      }
      if (now >= a.endsAt) {
        return {
          allowed: false,
          code: 'ALREADY_OVER',
          message: 'This appointment has already ended. Mark it completed or a no-show instead.',
        };
      }
      // A shop that cancels always gives a paid deposit back; an unpaid hold is simply released.
      const paid = (status === 'confirmed' || status === 'checked_in') && a.depositAmount > 0;
      return { allowed: true, to: 'cancelled', cancelOutcome: paid ? 'refund' : 'release' };
    }

    case 'complete':
      if (!startsFrom('shop.complete', status)) {
        return refuse(
          `Only a confirmed or checked-in appointment can be completed; this one is ${said[status]}.`,
        );
      }
      if (now < a.startsAt) return notStarted('completed');
      return { allowed: true, to: 'completed' };

    case 'no_show':
      if (status === 'checked_in') return refuse('The customer checked in, so they did come.');
      if (!startsFrom('shop.noShow', status)) {
        return refuse(`Only a confirmed appointment can be a no-show; this one is ${said[status]}.`);
      }
      if (now < a.startsAt) return notStarted('a no-show');
      return { allowed: true, to: 'no_show' };
  }
}
