import { DateTime, IANAZone } from 'luxon';
import { shopClockTime } from '../domain/shop-time.ts';

// Free times of one artist at one shop, computed without I/O. Working hours are wall-clock times
// in the shop's IANA zone, expanded day by day with a time-zone library; everything else is
// instants. The booking path re-checks a chosen time with `isSlotFree`, the very same logic.

/** Busy time; a hold or offer carries the moment it lapses and frees the time by itself. */
export type Interval = { start: Date; end: Date; expiresAt?: Date | null };
type WeeklyHours = { weekday: number; start: string; end: string };
type DateHours = { date: string; start: string; end: string };
type Hours = { start: string; end: string };

export type SlotRules = {
  timeZone: string;
  weeklyHours: WeeklyHours[];
  /** Hours on single local dates (YYYY-MM-DD): on a date listed here they replace the weekday's. */
  dateHours?: DateHours[];
  /** The artist's time off and every live appointment or hold, at any shop, buffers included. */
  busy: Interval[];
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  leadTimeMinutes: number;
  horizonDays: number;
  stepMinutes: number;
  now: Date;
  /** The first and last local dates the artist works at this shop (a guest spot), if limited. */
  worksFrom?: string | null;
  worksUntil?: string | null;
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

/**
 * A wall-clock time, written as if it were UTC (`localMs`), as an instant in the zone, the way
 * RFC 5545 and Temporal's `disambiguation: 'compatible'` read it: a time the clocks repeat is the
 * earlier of its two instants, a time they skip moves forward by the length of the gap.
 */
export function instantOfWallClock(localMs: number, zone: IANAZone): number {
  // A zone changes its clocks at most once within a day: the offsets a day before and after are
  // the only ones this wall-clock time can have.
  const before = zone.offset(localMs - dayMs);
  const after = zone.offset(localMs + dayMs);
  let earliest = Number.POSITIVE_INFINITY;
  for (const offset of before === after ? [before] : [before, after]) {
    const t = localMs - offset * minute;
    if (zone.offset(t) === offset && t < earliest) earliest = t;
  }
  return Number.isFinite(earliest) ? earliest : localMs - before * minute;
}

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

/** Working time as instants, with the zone's offset throughout when it is one (else null). */
type Span = { open: number; close: number; offset: number | null };

/** Hours grouped by a key, in one pass. */
function groupBy<K, H extends Hours>(hours: H[], keyOf: (h: H) => K): Map<K, Hours[]> {
  const grouped = new Map<K, Hours[]>();
  for (const h of hours) {
    const group = grouped.get(keyOf(h));
    if (group) group.push(h);
    else grouped.set(keyOf(h), [h]);
  }
  return grouped;
}

/**
 * The artist's working time from the day before `firstDay` to the day after `lastDay` (UTC day
 * numbers of local dates), as continuous spans: hours that touch or overlap are one span, also
 * across midnight (20:00–24:00 and 00:00–04:00 the next day is one night shift). A date with hours
 * of its own takes those instead of its weekday's (and may be worked on a weekday that is not).
 * Only dates of the workplace's own date range count (a guest spot's days).
 */
function workingSpans(rules: SlotRules, zone: IANAZone, firstDay: number, lastDay: number): Span[] {
  const hoursByWeekday = groupBy(rules.weeklyHours, (h) => h.weekday);
  const hoursByDate = groupBy(rules.dateHours ?? [], (h) => h.date);
  const pieces: Span[] = [];
  for (let utcDay = firstDay - 1; utcDay <= lastDay + 1; utcDay++) {
    const midnightAsUtc = utcDay * dayMs;
    const weekly = hoursByWeekday.get(new Date(midnightAsUtc).getUTCDay() || 7);
    // Most artists have no dated hours: their days need no date string unless they work that weekday.
    if (!weekly && hoursByDate.size === 0) continue;
    const date = new Date(midnightAsUtc).toISOString().slice(0, 10);
    const hoursOfDay = hoursByDate.get(date) ?? weekly;
    if (!hoursOfDay) continue;
    if ((rules.worksFrom && date < rules.worksFrom) || (rules.worksUntil && date > rules.worksUntil))
      continue;
    const offset = steadyOffset(zone, utcDay);
    const instant = (minutes: number) =>
      offset !== null
        ? midnightAsUtc + (minutes - offset) * minute
        : instantOfWallClock(midnightAsUtc + minutes * minute, zone);
    for (const hours of hoursOfDay) {
      const opens = minutesOfDay(hours.start);
      const closes = minutesOfDay(hours.end);
      if (opens === null || closes === null) continue;
      const open = instant(opens);
      const close = instant(closes);
      if (close > open) pieces.push({ open, close, offset });
    }
  }
  pieces.sort((a, b) => a.open - b.open);
  const spans: Span[] = [];
  for (const piece of pieces) {
    const last = spans[spans.length - 1];
    if (last && piece.open <= last.close) {
      if (piece.close > last.close) last.close = piece.close;
      if (last.offset !== piece.offset) last.offset = null;
    } else spans.push({ ...piece });
  }
  return spans;
}

/**
 * The free slots and the first instant at which the passing of time alone could change them, so a
 * computed answer can be reused until then (and until a write announces a change): the first offered
 * slot falling inside the notice window, a slot beyond the horizon coming within it, or a hold or
 * offer lapsing. A later `now` before `validUntil` gives the very same days.
 *
 * Works in epoch milliseconds: days with no clock change nearby (nearly all) turn wall-clock hours
 * into instants with the day's offset; the few others ask the time-zone library, time by time.
 * A slot belongs to the local date it starts on.
 */
export function freeSlotsWithValidity(
  rules: SlotRules,
  fromDate: string,
  toDate: string,
): { days: Day[]; validUntil: number } {
  const zone = IANAZone.create(rules.timeZone);
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
    (firstDay - 3) * dayMs - bufferBefore,
    (lastDay + 3) * dayMs + duration + bufferAfter,
  );
  // Valid while Date.now() < validUntil.
  let validUntil = Number.POSITIVE_INFINITY;
  for (const b of rules.busy) {
    const lapses = b.expiresAt?.getTime();
    if (lapses !== undefined && lapses > now) validUntil = Math.min(validUntil, lapses);
  }
  const days: Day[] = [];
  for (let utcDay = firstDay; utcDay <= lastDay; utcDay++)
    days.push({ date: new Date(utcDay * dayMs).toISOString().slice(0, 10), slots: [] });
  if (!days.length) return { days, validUntil };
  // The window's first and last local moments, so the spans of the days around it add nothing.
  const windowStart = instantOfWallClock(firstDay * dayMs, zone);
  const windowEnd = instantOfWallClock((lastDay + 1) * dayMs, zone);
  for (const span of workingSpans(rules, zone, firstDay, lastDay)) {
    if (span.close <= windowStart || span.open >= windowEnd) continue;
    // Next to a clock change, a time may be one the clocks show twice, and its label says which
    // ("01:30 BST"), even when the other one is not offered.
    const nearClockChange = span.offset === null;
    // Near a clock change, hours that keep one offset from opening to closing (a change at 02:00,
    // hours 10:00–18:00) still need no time-zone lookup per time: no zone changes twice in 36 hours.
    if (span.offset === null && span.close - span.open <= 36 * 60 * minute) {
      const opening = zone.offset(span.open);
      if (zone.offset(span.close) === opening) span.offset = opening;
    }
    // Steps are counted in real minutes from opening, so a DST change inside the span neither
    // invents a time that does not exist nor repeats one.
    for (let t = span.open; t + duration <= span.close; t += step) {
      if (t < earliest || t < windowStart) continue;
      if (t >= windowEnd) break;
      if (t > latest) {
        // Comes within the horizon once now reaches t - horizon.
        validUntil = Math.min(validUntil, t - horizon);
        continue;
      }
      if (overlapsAny(busy, t - bufferBefore, t + duration + bufferAfter)) continue;
      const local = t + (span.offset ?? zone.offset(t)) * minute;
      const day = days[Math.floor(local / dayMs) - firstDay];
      if (!day) continue;
      // Falls inside the notice window once now passes t - lead.
      validUntil = Math.min(validUntil, t - lead + 1);
      day.slots.push({
        start: new Date(t).toISOString(),
        end: new Date(t + duration).toISOString(),
        localTime: nearClockChange ? shopClockTime(new Date(t), rules.timeZone) : clockTime(local),
      });
    }
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
