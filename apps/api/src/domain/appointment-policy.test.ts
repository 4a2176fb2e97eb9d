import { describe, expect, it } from 'vitest';
import { cancellation, changeTerms, rescheduling } from './appointment-policy.ts';

const policies = {
  cancellationNoticeHours: 48,
  rescheduleNoticeHours: 24,
  reschedulesAllowed: 1,
  noShow: '',
  deposit: '',
};
const startsAt = new Date('2027-05-10T15:00:00Z');
const hoursBefore = (h: number) => new Date(startsAt.getTime() - h * 3_600_000);

describe('cancellation policy', () => {
  it('refunds a paid deposit when the notice is respected, to the hour', () => {
    expect(
      cancellation({ status: 'confirmed', startsAt, depositAmount: 5000 }, policies, hoursBefore(48)).outcome,
    ).toBe('refund');
  });

  it('keeps the deposit inside the notice window, and says why', () => {
    const c = cancellation(
      { status: 'confirmed', startsAt, depositAmount: 5000 },
      policies,
      hoursBefore(47.9),
    );
    expect(c).toMatchObject({ allowed: true, outcome: 'forfeit' });
    expect(c.message).toContain('48 hours');
  });

  it('simply releases an unpaid hold or a booking without deposit', () => {
    expect(
      cancellation({ status: 'held', startsAt, depositAmount: 5000 }, policies, hoursBefore(1)).outcome,
    ).toBe('release');
    expect(
      cancellation({ status: 'confirmed', startsAt, depositAmount: 0 }, policies, hoursBefore(1)).outcome,
    ).toBe('release');
  });

  it('does not cancel what is over', () => {
    for (const status of ['cancelled', 'completed', 'expired', 'no_show', 'checked_in']) {
      expect(
        cancellation({ status, startsAt, depositAmount: 5000 }, policies, hoursBefore(100)).allowed,
      ).toBe(false);
    }
  });
});

describe('reschedule policy', () => {
  const confirmed = { status: 'confirmed', startsAt, depositAmount: 5000, rescheduleCount: 0 };
  it('allows a move until the notice, to the hour', () => {
    expect(rescheduling(confirmed, policies, hoursBefore(24)).allowed).toBe(true);
    const late = rescheduling(confirmed, policies, hoursBefore(23.5));
    expect(late.allowed).toBe(false);
    expect(late.message).toContain('24 hours');
  });

  it('allows as many moves as the shop does', () => {
    const moved = rescheduling({ ...confirmed, rescheduleCount: 1 }, policies, hoursBefore(100));
    expect(moved).toMatchObject({ allowed: false });
    expect(moved.message).toContain('already moved once');
  });
});

describe('an offered time', () => {
  it('is neither cancelled nor moved: the customer chooses one of the offered times first', () => {
    const offered = { status: 'offered', startsAt, depositAmount: 5000, rescheduleCount: 0 };
    expect(cancellation(offered, policies, hoursBefore(100))).toMatchObject({ allowed: false });
    const move = rescheduling(offered, policies, hoursBefore(100));
    expect(move.allowed).toBe(false);
    expect(move.message).toMatch(/choose one first/);
  });
});

describe('a time the shop moved the appointment to', () => {
  const moved = { status: 'confirmed', startsAt, depositAmount: 5000, shopMovedAt: hoursBefore(30) };

  it('still refunds and may still be moved inside the notice, until it starts', () => {
    expect(cancellation(moved, policies, hoursBefore(2))).toMatchObject({ allowed: true, outcome: 'refund' });
    expect(rescheduling({ ...moved, rescheduleCount: 0 }, policies, hoursBefore(2)).allowed).toBe(true);
    expect(changeTerms(startsAt, policies, hoursBefore(2), 0, moved.shopMovedAt)).toEqual({
      refundableUntil: startsAt.toISOString(),
      movableUntil: startsAt.toISOString(),
    });
  });

  it('keeps the count of the customer’s own moves as it was', () => {
    expect(rescheduling({ ...moved, rescheduleCount: 1 }, policies, hoursBefore(2)).allowed).toBe(false);
  });
});
