import type { RatingSummary, WeeklyInterval } from '@linework/contract/catalog';
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
