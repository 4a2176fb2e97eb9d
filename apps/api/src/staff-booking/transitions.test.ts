import type { AppointmentStatus } from '@linework/contract/appointments';
import { describe, expect, it } from 'vitest';
import { type StaffAction, staffTransition } from './transitions.ts';

const now = new Date('2027-03-10T15:00:00Z');
const hour = 3_600_000;

const appointment = (
  status: AppointmentStatus,
  over: Partial<{ startsAt: Date; depositAmount: number }> = {},
) => {
  const startsAt = over.startsAt ?? new Date(now.getTime() + 48 * hour);
  return {
    status,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * hour),
    depositAmount: over.depositAmount ?? 5000,
    holdExpiresAt: status === 'held' ? new Date(now.getTime() + 5 * 60_000) : null,
  };
};

const started = { startsAt: new Date(now.getTime() - hour) };
const allStatuses: AppointmentStatus[] = [
  'held',
  'pending_deposit',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'no_show',
  'expired',
];

/** The target status of every action from every status, after the start, as one table. */
function table(action: StaffAction) {
  return Object.fromEntries(
    allStatuses.map((s) => {
      const t = staffTransition(action, appointment(s, action === 'cancel' ? {} : started), now);
      return [s, t.allowed ? t.to : t.code];
    }),
  );
}

describe('staff transitions', () => {
  it('confirms only a held or pending appointment', () => {
    expect(table('confirm')).toEqual({
      held: 'confirmed',
      pending_deposit: 'confirmed',
      confirmed: 'INVALID_TRANSITION',
      checked_in: 'INVALID_TRANSITION',
      completed: 'INVALID_TRANSITION',
      cancelled: 'INVALID_TRANSITION',
      no_show: 'INVALID_TRANSITION',
      expired: 'INVALID_TRANSITION',
    });
  });

  it('does not confirm a hold whose time ran out, even before the sweep marks it expired', () => {
    const a = { ...appointment('held'), holdExpiresAt: new Date(now.getTime() - 1000) };
    const t = staffTransition('confirm', a, now);
    expect(t).toMatchObject({ allowed: false, code: 'INVALID_TRANSITION' });
    expect(t.allowed || t.message).toMatch(/hold ran out/);
  });

  it('cancels any live appointment and nothing else', () => {
    expect(table('cancel')).toEqual({
      held: 'cancelled',
      pending_deposit: 'cancelled',
      confirmed: 'cancelled',
      checked_in: 'cancelled',
      completed: 'INVALID_TRANSITION',
      cancelled: 'INVALID_TRANSITION',
      no_show: 'INVALID_TRANSITION',
      expired: 'INVALID_TRANSITION',
    });
  });

  it('refunds a paid deposit when the shop cancels, even an hour before, and releases an unpaid one', () => {
    const soon = { startsAt: new Date(now.getTime() + hour) };
    expect(staffTransition('cancel', appointment('confirmed', soon), now)).toEqual({
      allowed: true,
      to: 'cancelled',
      cancelOutcome: 'refund',
    });
    expect(staffTransition('cancel', appointment('checked_in', started), now)).toMatchObject({
      cancelOutcome: 'refund',
    });
    expect(staffTransition('cancel', appointment('held'), now)).toMatchObject({ cancelOutcome: 'release' });
    expect(staffTransition('cancel', appointment('pending_deposit'), now)).toMatchObject({
      cancelOutcome: 'release',
    });
    expect(staffTransition('cancel', appointment('confirmed', { depositAmount: 0 }), now)).toMatchObject({
      cancelOutcome: 'release',
    });
  });

  it('refuses to cancel an appointment that has ended, pointing to completed or no-show', () => {
    const t = staffTransition(
      'cancel',
      appointment('confirmed', { startsAt: new Date(now.getTime() - 3 * hour) }),
      now,
    );
    expect(t).toMatchObject({ allowed: false, code: 'ALREADY_OVER' });
  });

  it('completes a confirmed or checked-in appointment once it has started', () => {
    expect(table('complete')).toEqual({
      held: 'INVALID_TRANSITION',
      pending_deposit: 'INVALID_TRANSITION',
      confirmed: 'completed',
      checked_in: 'completed',
      completed: 'INVALID_TRANSITION',
      cancelled: 'INVALID_TRANSITION',
      no_show: 'INVALID_TRANSITION',
      expired: 'INVALID_TRANSITION',
    });
    const early = staffTransition('complete', appointment('confirmed'), now);
    expect(early).toMatchObject({ allowed: false, code: 'NOT_STARTED' });
    const atStart = staffTransition('complete', appointment('confirmed', { startsAt: now }), now);
    expect(atStart).toMatchObject({ allowed: true, to: 'completed' });
  });

  it('marks a no-show only from confirmed and only after the start', () => {
    expect(table('no_show')).toEqual({
      held: 'INVALID_TRANSITION',
      pending_deposit: 'INVALID_TRANSITION',
      confirmed: 'no_show',
      checked_in: 'INVALID_TRANSITION',
      completed: 'INVALID_TRANSITION',
      cancelled: 'INVALID_TRANSITION',
      no_show: 'INVALID_TRANSITION',
      expired: 'INVALID_TRANSITION',
    });
    const t = staffTransition('no_show', appointment('checked_in', started), now);
    expect(t.allowed || t.message).toBe('The customer checked in, so they did come.');
    expect(staffTransition('no_show', appointment('confirmed'), now)).toMatchObject({
      code: 'NOT_STARTED',
    });
  });
});
