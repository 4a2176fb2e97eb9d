import { DateTime, IANAZone } from 'luxon';

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
const dayMs = 24 * 60 * minute;

/**
 * Sorted, merged busy intervals as millisecond pairs, for a binary search per candidate. Only those
 * reaching into [from, to) matter: an artist's long history is skipped before sorting.
 */
function normalise(busy: Interval[], from: number, to: number): [number, number][] {
  const sorted: [number, number][] = [];
  for (const b of busy) {
    const s = b.start.getTime();
    const e = b.end.getTime();
    if (e > s && e > from && s < to) sorted.push([s, e]);
  }
  sorted.sort((a, b) => a[0] - b[0]);
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

/**
 * A zone's UTC offset (minutes) at each UTC midnight, kept across calls: asking the time-zone
 * database is the costly part of a slot computation, and the answer for a day never changes.
 */
const offsetsAtMidnight = new Map<string, number>();
function offsetAtMidnight(zone: IANAZone, utcDay: number) {
  const key = `${zone.name}\n${utcDay}`;
  let offset = offsetsAtMidnight.get(key);
  if (offset === undefined) {
    if (offsetsAtMidnight.size >= 50_000) offsetsAtMidnight.clear();
    offset = zone.offset(utcDay * dayMs);
    offsetsAtMidnight.set(key, offset);
  }
  return offset;
}

/**
 * The zone's offset when it holds from the day before a date to the day after it (no clock change
 * anywhere near that local day, as on all but a few days a year), else null. Zones never change
 * their clocks twice within a day, so equal offsets at consecutive midnights mean none in between.
 * On such a day a wall-clock time is simply the date's UTC midnight plus the time less the offset.
 */
function steadyOffset(zone: IANAZone, utcDay: number): number | null {
  const offset = offsetAtMidnight(zone, utcDay - 1);
  for (let d = utcDay; d <= utcDay + 2; d++) if (offsetAtMidnight(zone, d) !== offset) return null;
  return Number.isFinite(offset) ? offset : null;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));
/** HH:mm of a wall-clock instant written as if it were UTC. */
function clockTime(localMs: number) {
  const minutes = Math.floor((((localMs % dayMs) + dayMs) % dayMs) / minute);
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

const hoursAndMinutes = /^(\d\d):(\d\d)$/;
/** Minutes after midnight of a working-hours time like 10:30 (24:00 is the next midnight). */
function minutesOfDay(time: string) {
  const m = hoursAndMinutes.exec(time);
  return m && Number(m[1]) * 60 + Number(m[2]) <= 24 * 60 ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Days between 1970-01-01 and a YYYY-MM-DD date, or NaN. */
const utcDayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;

/** Free start times per shop-local date, from `fromDate` to `toDate` inclusive (YYYY-MM-DD). */
export function computeFreeSlots(rules: SlotRules, fromDate: string, toDate: string): Day[] {
  return freeSlotsWithValidity(rules, fromDate, toDate).days;
}

/**
 * The free slots and the first instant at which the passing of time alone could change them, so a
 * computed answer can be reused until then (and until a write announces a change): the first offered
 * slot falling inside the notice window, a slot beyond the horizon coming within it, or a hold or
 * offer lapsing. A later `now` before `validUntil` gives the very same days.
 *
 * Works in epoch milliseconds: days with no clock change nearby (nearly all) turn wall-clock hours
 * into instants with the day's offset; the few others ask the time-zone library, time by time.
 */
export function freeSlotsWithValidity(
  rules: SlotRules,
  fromDate: string,
  toDate: string,
): { days: Day[]; validUntil: number } {
  const zone = rules.timeZone;
  const ianaZone = IANAZone.create(zone);
  const now = rules.now.getTime();
  const firstDay = utcDayOf(fromDate);
  const lastDay = utcDayOf(toDate);
  const lead = rules.leadTimeMinutes * minute;
  const horizon = rules.horizonDays * 24 * 60 * minute;
  const earliest = now + lead;
  const latest = now + horizon;
  const duration = rules.durationMinutes * minute;
  const bufferBefore = rules.bufferBeforeMinutes * minute;
  const bufferAfter = rules.bufferAfterMinutes * minute;
  const step = Math.max(5, rules.stepMinutes) * minute;
  // Every candidate lies within a day (and a UTC offset) of the window's dates.
  const busy = normalise(
    rules.busy,
    (firstDay - 2) * dayMs - bufferBefore,
    (lastDay + 3) * dayMs + duration + bufferAfter,
  );
  // Valid while Date.now() < validUntil.
  let validUntil = Number.POSITIVE_INFINITY;
  for (const b of rules.busy) {
    const lapses = b.expiresAt?.getTime();
    if (lapses !== undefined && lapses > now) validUntil = Math.min(validUntil, lapses);
  }
  const hoursByWeekday = new Map<number, WeeklyHours[]>();
  for (const h of rules.weeklyHours)
    hoursByWeekday.set(h.weekday, [...(hoursByWeekday.get(h.weekday) ?? []), h]);
  const days: Day[] = [];
  for (let utcDay = firstDay; utcDay <= lastDay; utcDay++) {
    const midnightAsUtc = utcDay * dayMs;
    const date = new Date(midnightAsUtc).toISOString().slice(0, 10);
    const slots: Slot[] = [];
    const seen = new Set<number>();
    const hoursOfDay = hoursByWeekday.get(new Date(midnightAsUtc).getUTCDay() || 7) ?? [];
    const offset = hoursOfDay.length ? steadyOffset(ianaZone, utcDay) : null;
    for (const hours of hoursOfDay) {
      const opens = minutesOfDay(hours.start);
      const closes = minutesOfDay(hours.end);
      const steady = offset !== null && opens !== null && closes !== null;
      const open = steady
        ? midnightAsUtc + (opens - offset) * minute
        : wallClock(date, hours.start, zone).toMillis();
      const close = steady
        ? midnightAsUtc + (closes - offset) * minute
        : wallClock(date, hours.end, zone).toMillis();
      // Steps are counted in real minutes from opening, so a DST change inside the window
      // neither invents a time that does not exist nor repeats one.
      for (let t = open; t + duration <= close; t += step) {
        if (t < earliest || seen.has(t)) continue;
        if (t > latest) {
          // Comes within the horizon once now reaches t - horizon.
          validUntil = Math.min(validUntil, t - horizon);
          continue;
        }
        if (overlapsAny(busy, t - bufferBefore, t + duration + bufferAfter)) continue;
        seen.add(t);
        // Falls inside the notice window once now passes t - lead.
        validUntil = Math.min(validUntil, t - lead + 1);
        slots.push({
          start: new Date(t).toISOString(),
          end: new Date(t + duration).toISOString(),
          localTime: steady
            ? clockTime(t + offset * minute)
            : DateTime.fromMillis(t, { zone }).toFormat('HH:mm'),
        });
      }
    }
    if (hoursOfDay.length > 1) slots.sort((a, b) => a.start.localeCompare(b.start));
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
