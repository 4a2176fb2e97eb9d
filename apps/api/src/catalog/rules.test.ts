import { describePolicies } from '@linework/contract/policy-texts';
import { describe, expect, it } from 'vitest';
import { isOpenAt, slugify, summarizeRatings } from './rules.ts';

const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens: '10:00', closes: '19:00' }));

describe('open now', () => {
  it("reads the hours in the shop's own zone, not the server's", () => {
    // Monday 17:30 UTC is 18:30 in Berlin (open) and 12:30 in New York (open); 18:30 UTC is 19:30 in Berlin.
    expect(isOpenAt(weekdays, 'Europe/Berlin', new Date('2026-03-02T17:30:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, 'Europe/Berlin', new Date('2026-03-02T18:30:00Z'))).toBe(false);
    expect(isOpenAt(weekdays, 'America/New_York', new Date('2026-03-02T14:30:00Z'))).toBe(false);
    expect(isOpenAt(weekdays, 'America/New_York', new Date('2026-03-02T15:30:00Z'))).toBe(true);
  });

  it('follows daylight saving time', () => {
    // 08:30 UTC on the Monday after the spring change is 10:30 in Berlin (open); a week earlier, 09:30.
    expect(isOpenAt(weekdays, 'Europe/Berlin', new Date('2026-03-30T08:30:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, 'Europe/Berlin', new Date('2026-03-23T08:30:00Z'))).toBe(false);
  });

  it('handles hours that run past midnight and closed days', () => {
    const lateFriday = [{ weekday: 5, opens: '20:00', closes: '02:00' }];
    expect(isOpenAt(lateFriday, 'UTC', new Date('2026-03-06T23:00:00Z'))).toBe(true);
    expect(isOpenAt(lateFriday, 'UTC', new Date('2026-03-07T01:30:00Z'))).toBe(true);
    expect(isOpenAt(lateFriday, 'UTC', new Date('2026-03-07T02:30:00Z'))).toBe(false);
    expect(isOpenAt(weekdays, 'UTC', new Date('2026-03-08T12:00:00Z'))).toBe(false);
  });
});

describe('policies in plain words', () => {
  it('turns notice hours and counts into sentences', () => {
    const v = describePolicies({
      cancellationNoticeHours: 72,
      rescheduleNoticeHours: 24,
      reschedulesAllowed: 1,
      noShow: 'No-shows lose the deposit.',
      deposit: 'The deposit comes off the final price.',
    });
    expect(v.sentences).toEqual([
      'The deposit comes off the final price.',
      'Cancel at least 3 days before your appointment to keep your deposit; later than that, the deposit is kept by the shop.',
      'You can move your appointment once, until 24 hours before it starts.',
      'No-shows lose the deposit.',
    ]);
  });
});

describe('ratings and slugs', () => {
  it('averages to one decimal and counts each star', () => {
    expect(
      summarizeRatings([
        { rating: 5, count: 2 },
        { rating: 4, count: 1 },
      ]),
    ).toEqual({ average: 4.7, count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 2 } });
    expect(summarizeRatings([]).average).toBeNull();
  });

  it('makes URL slugs from names', () => {
    expect(slugify('Mara Vale')).toBe('mara-vale');
    expect(slugify('  José  Núñez! ')).toBe('jose-nunez');
  });
});
