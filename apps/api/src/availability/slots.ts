import { DateTime } from 'luxon';

// Free times of one artist at one shop, computed without I/O. Working hours are wall-clock times
// in the shop's IANA zone, expanded day by day with a time-zone library; everything else is
// instants. The booking path re-checks a chosen time with `isSlotFree`, the very same logic.

/** Busy time; a hold or offer carries the moment it lapses and frees the time by itself. */
export type Interval = { start: Date; end: Date; expiresAt?: Date | null };
type WeeklyHours = { weekday: number; start: string; end: string };

export type SlotRules = {
  timeZone: string;
  weeklyHours: WeeklyHours[];
  /** The artist's time off and every live appointment or hold, at any shop, buffers included. */
  busy: Interval[];
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  leadTimeMinutes: number;
  horizonDays: number;
  stepMinutes: number;
  now: Date;
};

type Slot = { start: string; end: string; localTime: string };
type Day = { date: string; slots: Slot[] };

const minute = 60_000;

/** Sorted, merged busy intervals as millisecond pairs, for a binary search per candidate. */
function normalise(busy: Interval[]): [number, number][] {
  const sorted = busy
    .map((b) => [b.start.getTime(), b.end.getTime()] as [number, number])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

function overlapsAny(merged: [number, number][], start: number, end: number): boolean {
  let lo = 0;
  let hi = merged.length - 1;
  // The last busy interval starting before `end` is the only one that can overlap.
  let candidate = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (merged[mid]![0] < end) {
      candidate = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return candidate >= 0 && merged[candidate]![1] > start;
}

/** A wall-clock time on a local date as an instant; a time the clocks skip moves forward. */
const wallClock = (date: string, time: string, zone: string) =>
  time === '24:00'
    ? DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day')
    : DateTime.fromISO(`${date}T${time}`, { zone });

/** Free start times per shop-local date, from `fromDate` to `toDate` inclusive (YYYY-MM-DD). */
export function computeFreeSlots(rules: SlotRules, fromDate: string, toDate: string): Day[] {
  return freeSlotsWithValidity(rules, fromDate, toDate).days;
}

/**
 * The free slots and the first instant at which the passing of time alone could change them, so a
 * computed answer can be reused until then (and until a write announces a change): the first offered
 * slot falling inside the notice window, a slot beyond the horizon coming within it, or a hold or
 * offer lapsing. A later `now` before `validUntil` gives the very same days.
 */
export function freeSlotsWithValidity(
  rules: SlotRules,
  fromDate: string,
  toDate: string,
): { days: Day[]; validUntil: number } {
  const zone = rules.timeZone;
  const now = rules.now.getTime();
  const busy = normalise(rules.busy);
  const lead = rules.leadTimeMinutes * minute;
  const horizon = rules.horizonDays * 24 * 60 * minute;
  const earliest = now + lead;
  const latest = now + horizon;
  const duration = rules.durationMinutes * minute;
  const step = Math.max(5, rules.stepMinutes) * minute;
  // Valid while Date.now() < validUntil.
  let validUntil = Number.POSITIVE_INFINITY;
  for (const b of rules.busy) {
    const lapses = b.expiresAt?.getTime();
    if (lapses !== undefined && lapses > now) validUntil = Math.min(validUntil, lapses);
  }
  const days: Day[] = [];
  const last = DateTime.fromISO(toDate, { zone });
  for (let day = DateTime.fromISO(fromDate, { zone }); day <= last; day = day.plus({ days: 1 })) {
    const date = day.toISODate()!;
    const slots: Slot[] = [];
    const seen = new Set<number>();
    for (const hours of rules.weeklyHours.filter((h) => h.weekday === day.weekday)) {
      const open = wallClock(date, hours.start, zone).toMillis();
      const close = wallClock(date, hours.end, zone).toMillis();
      // Steps are counted in real minutes from opening, so a DST change inside the window
      // neither invents a time that does not exist nor repeats one.
      for (let t = open; t + duration <= close; t += step) {
        if (t < earliest || seen.has(t)) continue;
        if (t > latest) {
          // Comes within the horizon once now reaches t - horizon.
          validUntil = Math.min(validUntil, t - horizon);
          continue;
        }
        const blockedFrom = t - rules.bufferBeforeMinutes * minute;
        const blockedUntil = t + duration + rules.bufferAfterMinutes * minute;
        if (overlapsAny(busy, blockedFrom, blockedUntil)) continue;
        seen.add(t);
        // Falls inside the notice window once now passes t - lead.
        validUntil = Math.min(validUntil, t - lead + 1);
        slots.push({
          start: new Date(t).toISOString(),
          end: new Date(t + duration).toISOString(),
          localTime: DateTime.fromMillis(t, { zone }).toFormat('HH:mm'),
        });
      }
    }
    slots.sort((a, b) => a.start.localeCompare(b.start));
    days.push({ date, slots });
  }
  return { days, validUntil };
}

/** Whether `start` is one of the free times: the booking path's re-check of a chosen slot. */
export function isSlotFree(rules: SlotRules, start: Date): boolean {
  const date = DateTime.fromJSDate(start, { zone: rules.timeZone }).toISODate()!;
  return computeFreeSlots(rules, date, date)[0]!.slots.some((s) => s.start === start.toISOString());
}

/** The time an appointment blocks on the artist's calendar: itself plus the buffers around it. */
export function blockedInterval(
  start: Date,
  rules: Pick<SlotRules, 'durationMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>,
): Interval {
  return {
    start: new Date(start.getTime() - rules.bufferBeforeMinutes * minute),
    end: new Date(start.getTime() + (rules.durationMinutes + rules.bufferAfterMinutes) * minute),
  };
}
