import { describe, expect, it } from 'vitest';
import { cancellation } from './policy.ts';

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
