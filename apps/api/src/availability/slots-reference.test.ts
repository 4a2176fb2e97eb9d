import fc from 'fast-check';
import { IANAZone } from 'luxon';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { isRepeatedWallClock } from '../domain/shop-time.ts';
import { computeFreeSlots, instantOfWallClock, type SlotRules } from './slots.ts';

// The slot rules against an independent reference, Temporal (RFC 5545's reading of wall-clock
// times: `disambiguation: 'compatible'`), in every IANA zone, around every clock change of the
// years shops book in: southern summers, 30-minute shifts (Lord Howe), clocks that skip midnight
// (Havana, Santiago), zones that never change.

const zones = Intl.supportedValuesOf('timeZone');
const minute = 60_000;

/** A zone's clock changes from 2026 to 2030 (none for zones without daylight saving time). */
const transitionsCache = new Map<string, Temporal.ZonedDateTime[]>();
function transitions(zone: string) {
  let found = transitionsCache.get(zone);
  if (!found) {
    found = [];
    let at: Temporal.ZonedDateTime | null = Temporal.ZonedDateTime.from(`2026-01-01T00:00[${zone}]`);
    while (at && at.year < 2031) {
      at = at.getTimeZoneTransition('next');
      if (at && at.year < 2031) found.push(at);
    }
    transitionsCache.set(zone, found);
  }
  return found;
}

/** A local date near one of the zone's clock changes, or any date of 2027 in a zone without. */
const dateNearAChange = fc
  .record({
    zone: fc.constantFrom(...zones),
    pick: fc.nat(),
    shift: fc.integer({ min: -1, max: 1 }),
    anyDay: fc.integer({ min: 0, max: 364 }),
  })
  .map(({ zone, pick, shift, anyDay }) => {
    const changes = transitions(zone);
    const date = changes.length
      ? changes[pick % changes.length]!.toPlainDate().add({ days: shift })
      : Temporal.PlainDate.from('2027-01-01').add({ days: anyDay });
    return { zone, date };
  });

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Temporal's instant for a wall-clock time of a local date ("24:00" is the next midnight). */
function reference(date: Temporal.PlainDate, minutes: number, zone: string) {
  const day = minutes === 24 * 60 ? date.add({ days: 1 }) : date;
  const time = Temporal.PlainTime.from(hhmm(minutes % (24 * 60)));
  return day.toPlainDateTime(time).toZonedDateTime(zone, { disambiguation: 'compatible' }).epochMilliseconds;
}

const rules = (over: Partial<SlotRules>): SlotRules => ({
  timeZone: 'UTC',
  weeklyHours: [],
  busy: [],
  durationMinutes: 15,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  leadTimeMinutes: 0,
  horizonDays: 100_000,
  stepMinutes: 15,
  now: new Date('2000-01-01T00:00:00Z'),
  ...over,
});

describe('wall-clock times against Temporal, in every IANA zone', () => {
  it('turns every wall-clock time near a clock change into Temporal’s instant', () => {
    fc.assert(
      fc.property(dateNearAChange, fc.integer({ min: 0, max: 24 * 60 - 1 }), ({ zone, date }, minutes) => {
        const localMs = Date.UTC(date.year, date.month - 1, date.day) + minutes * minute;
        expect(instantOfWallClock(localMs, IANAZone.create(zone))).toBe(reference(date, minutes, zone));
      }),
      { numRuns: 1000 },
    );
  });

  it('labels a time apart exactly when its wall-clock time happens twice', () => {
    fc.assert(
      fc.property(dateNearAChange, fc.integer({ min: 0, max: 24 * 60 - 1 }), ({ zone, date }, minutes) => {
        const wall = date.toPlainDateTime(Temporal.PlainTime.from(hhmm(minutes)));
        const earlier = wall.toZonedDateTime(zone, { disambiguation: 'earlier' });
        const later = wall.toZonedDateTime(zone, { disambiguation: 'later' });
        const twice =
          earlier.epochMilliseconds !== later.epochMilliseconds &&
          earlier.toPlainDateTime().equals(wall) &&
          later.toPlainDateTime().equals(wall);
        expect(isRepeatedWallClock(new Date(earlier.epochMilliseconds), zone)).toBe(twice);
        expect(isRepeatedWallClock(new Date(later.epochMilliseconds), zone)).toBe(twice);
      }),
      { numRuns: 1000 },
    );
  });

  it('offers exactly the times Temporal finds within a day’s working hours (property)', () => {
    fc.assert(
      fc.property(
        dateNearAChange,
        fc.integer({ min: 0, max: 24 * 4 - 1 }),
        fc.integer({ min: 1, max: 24 * 4 }),
        fc.constantFrom(15, 30, 60),
        fc.constantFrom(15, 30, 45, 60, 120),
        ({ zone, date }, opensAt, quarters, step, duration) => {
          const opens = opensAt * 15;
          const closes = Math.min(24 * 60, opens + quarters * 15);
          const weekday = date.dayOfWeek;
          const r = rules({
            timeZone: zone,
            weeklyHours: [{ weekday, start: hhmm(opens), end: closes === 24 * 60 ? '24:00' : hhmm(closes) }],
            durationMinutes: duration,
            stepMinutes: step,
          });
          const open = reference(date, opens, zone);
          const close = reference(date, closes, zone);
          const expected: number[] = [];
          for (let t = open; t + duration * minute <= close; t += step * minute) expected.push(t);
          const [day] = computeFreeSlots(r, date.toString(), date.toString());
          // Every start is on this local date (hours end at midnight at the latest).
          expect(day!.slots.map((s) => Date.parse(s.start))).toEqual(expected);
          for (const s of day!.slots) {
            const local = Temporal.Instant.from(s.start).toZonedDateTimeISO(zone);
            expect(local.toPlainDate().equals(date)).toBe(true);
            expect(s.localTime.slice(0, 5)).toBe(local.toPlainTime().toString().slice(0, 5));
          }
        },
      ),
      { numRuns: 600 },
    );
  });
});
