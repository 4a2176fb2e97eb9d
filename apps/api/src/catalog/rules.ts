import type { PoliciesView, RatingSummary, ShopPolicies, WeeklyInterval } from '@linework/contract/catalog';
import { DateTime } from 'luxon';

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/**
 * Whether a shop is open at `now`, reading its weekly hours as wall-clock times in its own zone.
 * An interval that closes at or before it opens runs past midnight into the next day.
 */
export function isOpenAt(hours: WeeklyInterval[], timeZone: string, now: Date): boolean {
  const local = DateTime.fromJSDate(now, { zone: timeZone });
  if (!local.isValid) return false;
  const minute = local.hour * 60 + local.minute;
  const today = local.weekday;
  const yesterday = today === 1 ? 7 : today - 1;
  return hours.some((h) => {
    const opens = minutesOf(h.opens);
    const closes = minutesOf(h.closes);
    if (closes > opens) return h.weekday === today && minute >= opens && minute < closes;
    // Past midnight: the evening part today, the early-morning part on the next day.
    return (h.weekday === today && minute >= opens) || (h.weekday === yesterday && minute < closes);
  });
}

const noticeInWords = (hours: number) =>
  hours % 24 === 0 && hours >= 48
    ? `${hours / 24} days`
    : hours === 24
      ? '24 hours'
      : `${hours} hour${hours === 1 ? '' : 's'}`;

/** The shop's rules in the words a customer reads before booking. */
export function describePolicies(p: ShopPolicies): PoliciesView {
  const sentences: string[] = [];
  if (p.deposit) sentences.push(p.deposit);
  sentences.push(
    p.cancellationNoticeHours > 0
      ? `Cancel at least ${noticeInWords(p.cancellationNoticeHours)} before your appointment to keep your deposit; later than that, the deposit is kept by the shop.`
      : 'You can cancel at any time before your appointment and keep your deposit.',
  );
  sentences.push(
    p.reschedulesAllowed === 0
      ? 'Appointments cannot be moved once booked.'
      : `You can move your appointment ${
          p.reschedulesAllowed === 1 ? 'once' : `up to ${p.reschedulesAllowed} times`
        }${p.rescheduleNoticeHours > 0 ? `, until ${noticeInWords(p.rescheduleNoticeHours)} before it starts` : ''}.`,
  );
  if (p.noShow) sentences.push(p.noShow);
  return {
    cancellationNoticeHours: p.cancellationNoticeHours,
    rescheduleNoticeHours: p.rescheduleNoticeHours,
    reschedulesAllowed: p.reschedulesAllowed,
    noShow: p.noShow,
    deposit: p.deposit,
    sentences,
  };
}

export type RatingCounts = { rating: number; count: number }[];

export function summarizeRatings(counts: RatingCounts): RatingSummary {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, count } of counts) {
    if (rating < 1 || rating > 5) continue;
    distribution[rating as 1 | 2 | 3 | 4 | 5] += count;
    total += count;
    sum += rating * count;
  }
  return { average: total ? Math.round((sum / total) * 10) / 10 : null, count: total, distribution };
}

/** A display name as a URL slug: "Mara Vale" → "mara-vale". */
export function slugify(name: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/g, '');
  return s.length >= 2 ? s : `artist-${s}`.replace(/-$/, '');
}
