import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  computeFreeSlots,
  freeSlotsWithValidity,
  type Interval,
  isSlotFree,
  type SlotRules,
} from './slots.ts';

const everyDay = (start: string, end: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start, end }));

const rules = (over: Partial<SlotRules> = {}): SlotRules => ({
  timeZone: 'America/New_York',
  weeklyHours: everyDay('10:00', '18:00'),
  busy: [],
  durationMinutes: 60,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  leadTimeMinutes: 0,
  horizonDays: 400,
  stepMinutes: 60,
  now: new Date('2027-01-01T00:00:00Z'),
  ...over,
});

const times = (r: SlotRules, date: string) =>
  computeFreeSlots(r, date, date)[0]!.slots.map((s) => s.localTime);
const at = (iso: string) => new Date(iso);

describe('free slots', () => {
  it('offers each hour of a plain day in the shop’s own time', () => {
    const [day] = computeFreeSlots(rules(), '2027-01-12', '2027-01-12');
    expect(day!.slots.map((s) => s.localTime)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(day!.slots[0]).toEqual({
      start: '2027-01-12T15:00:00.000Z',
      end: '2027-01-12T16:00:00.000Z',
      localTime: '10:00',
    });
  });

  it('skips the hour New York’s clocks jump over in spring, and keeps real durations', () => {
    // 2027-03-14: 02:00 EST becomes 03:00 EDT; five wall-clock hours hold four real ones.
    const r = rules({ weeklyHours: everyDay('00:00', '05:00') });
    expect(times(r, '2027-03-14')).toEqual(['00:00', '01:00', '03:00', '04:00']);
    const slots = computeFreeSlots(r, '2027-03-14', '2027-03-14')[0]!.slots;
    for (const s of slots) expect(Date.parse(s.end) - Date.parse(s.start)).toBe(3_600_000);
  });

  it('offers both 01:00s of New York’s autumn night once each, labelled apart, never the same instant twice', () => {
    // 2027-11-07: 02:00 EDT becomes 01:00 EST; five wall-clock hours hold six real ones.
    const slots = computeFreeSlots(
      rules({ weeklyHours: everyDay('00:00', '05:00') }),
      '2027-11-07',
      '2027-11-07',
    )[0]!.slots;
    expect(slots.map((s) => s.localTime)).toEqual([
      '00:00',
      '01:00 EDT',
      '01:00 EST',
      '02:00',
      '03:00',
      '04:00',
    ]);
    expect(new Set(slots.map((s) => s.start)).size).toBe(slots.length);
  });

  it('follows London’s clock changes, in March and October', () => {
    const r = rules({ timeZone: 'Europe/London', weeklyHours: everyDay('00:30', '03:30') });
    // 2027-03-28 01:00 GMT → 02:00 BST; 2027-10-31 02:00 BST → 01:00 GMT.
    expect(times(r, '2027-03-28')).toEqual(['00:30', '02:30']);
    // Named as people in London write them, not en-US's "GMT+1".
    expect(times(r, '2027-10-31')).toEqual(['00:30', '01:30 BST', '01:30 GMT', '02:30']);
    const [summer] = computeFreeSlots(r, '2027-07-01', '2027-07-01');
    expect(summer!.slots[0]!.start).toBe('2027-06-30T23:30:00.000Z');
  });

  it('names the zone of a repeated time offered alone, as the email does', () => {
    // Hours until 01:30 on the night the clocks go back close in the first 01:00–02:00 (BST): only
    // the first 01:00 is offered, and it still says which one it is.
    const r = rules({
      timeZone: 'Europe/London',
      weeklyHours: everyDay('00:00', '01:30'),
      stepMinutes: 30,
      durationMinutes: 30,
    });
    expect(times(r, '2027-10-31')).toEqual(['00:00', '00:30', '01:00 BST']);
    const shortHours = rules({
      weeklyHours: everyDay('00:00', '01:30'),
      stepMinutes: 30,
      durationMinutes: 30,
    });
    expect(times(shortHours, '2027-11-07')).toEqual(['00:00', '00:30', '01:00 EDT']);
  });

  it('covers every date of the window in Havana, whose clocks skip midnight itself in March', () => {
    // 2027-03-14: 00:00 CST becomes 01:00 CDT; the day starts at 01:00 and the next one still counts.
    const days = computeFreeSlots(
      rules({ timeZone: 'America/Havana', weeklyHours: everyDay('00:00', '03:00') }),
      '2027-03-13',
      '2027-03-15',
    );
    expect(days.map((d) => [d.date, d.slots.map((s) => s.localTime)])).toEqual([
      ['2027-03-13', ['00:00', '01:00', '02:00']],
      ['2027-03-14', ['01:00', '02:00']],
      ['2027-03-15', ['00:00', '01:00', '02:00']],
    ]);
  });

  it('opens at the earlier of the two instants when working hours start in the repeated hour', () => {
    // 2027-11-07: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST); RFC 5545 takes the first.
    const slots = computeFreeSlots(
      rules({ weeklyHours: everyDay('01:30', '03:30') }),
      '2027-11-07',
      '2027-11-07',
    )[0]!.slots;
    expect(slots.map((s) => [s.start, s.localTime])).toEqual([
      ['2027-11-07T05:30:00.000Z', '01:30 EDT'],
      ['2027-11-07T06:30:00.000Z', '01:30 EST'],
      ['2027-11-07T07:30:00.000Z', '02:30'],
    ]);
  });

  it('offers a guest spot’s days only, in availability and in the re-check', () => {
    const r = rules({ worksFrom: '2027-01-12', worksUntil: '2027-01-13' });
    expect(computeFreeSlots(r, '2027-01-11', '2027-01-14').map((d) => [d.date, d.slots.length])).toEqual([
      ['2027-01-11', 0],
      ['2027-01-12', 8],
      ['2027-01-13', 8],
      ['2027-01-14', 0],
    ]);
    expect(isSlotFree(r, at('2027-01-12T15:00:00Z'))).toBe(true);
    expect(isSlotFree(r, at('2027-01-11T15:00:00Z'))).toBe(false);
    expect(isSlotFree(r, at('2027-01-14T15:00:00Z'))).toBe(false);
  });

  it('takes a date’s own hours instead of its weekday’s, on that date only, in availability and the re-check', () => {
    // 2027-01-12 is a Tuesday; the Tuesday after keeps the weekly 10:00–18:00.
    const r = rules({
      dateHours: [
        { date: '2027-01-12', start: '19:00', end: '21:00' },
        { date: '2027-01-12', start: '14:00', end: '16:00' },
      ],
    });
    expect(times(r, '2027-01-11')).toHaveLength(8);
    expect(times(r, '2027-01-12')).toEqual(['14:00', '15:00', '19:00', '20:00']);
    expect(times(r, '2027-01-19')).toHaveLength(8);
    expect(isSlotFree(r, at('2027-01-13T00:00:00Z'))).toBe(true); // 19:00 in New York
    expect(isSlotFree(r, at('2027-01-12T15:00:00Z'))).toBe(false); // the usual 10:00
  });

  it('makes a date the artist does not work on weekly a working date, within a guest spot’s days only', () => {
    const mondays = [{ weekday: 1, start: '10:00', end: '18:00' }];
    const wednesday = [{ date: '2027-01-13', start: '12:00', end: '14:00' }];
    const r = rules({ weeklyHours: mondays, dateHours: wednesday });
    expect(
      computeFreeSlots(r, '2027-01-12', '2027-01-14').map((d) => [d.date, d.slots.map((s) => s.localTime)]),
    ).toEqual([
      ['2027-01-12', []],
      ['2027-01-13', ['12:00', '13:00']],
      ['2027-01-14', []],
    ]);
    expect(times({ ...r, worksFrom: '2027-01-14' }, '2027-01-13')).toEqual([]);
  });

  it('reads a date’s own hours by the wall clock of that day across New York’s clock changes', () => {
    // 2027-03-14 skips 02:00–03:00, 2027-11-07 repeats 01:00–02:00; the days after keep the week.
    const r = rules({
      dateHours: [
        { date: '2027-03-14', start: '01:00', end: '04:00' },
        { date: '2027-11-07', start: '00:00', end: '03:00' },
      ],
    });
    expect(times(r, '2027-03-14')).toEqual(['01:00', '03:00']);
    expect(computeFreeSlots(r, '2027-03-15', '2027-03-15')[0]!.slots[0]!.start).toBe(
      '2027-03-15T14:00:00.000Z',
    );
    expect(times(r, '2027-11-07')).toEqual(['00:00', '01:00 EDT', '01:00 EST', '02:00']);
    expect(computeFreeSlots(r, '2027-11-08', '2027-11-08')[0]!.slots[0]!.start).toBe(
      '2027-11-08T15:00:00.000Z',
    );
  });

  it('treats working hours that touch or overlap as one continuous span', () => {
    const r = rules({
      weeklyHours: [
        { weekday: 2, start: '10:00', end: '12:00' },
        { weekday: 2, start: '12:00', end: '14:00' },
        { weekday: 2, start: '13:00', end: '13:30' },
      ],
      durationMinutes: 90,
      stepMinutes: 30,
    });
    expect(times(r, '2027-01-12')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30']);
  });

  it('lets a night shift cross midnight, the slot belonging to the day it starts', () => {
    // Tuesday 20:00–24:00 and Wednesday 00:00–04:00: one shift.
    const r = rules({
      weeklyHours: [
        { weekday: 2, start: '20:00', end: '24:00' },
        { weekday: 3, start: '00:00', end: '04:00' },
      ],
      durationMinutes: 180,
    });
    const days = computeFreeSlots(r, '2027-01-12', '2027-01-13');
    expect(days.map((d) => [d.date, d.slots.map((s) => s.localTime)])).toEqual([
      ['2027-01-12', ['20:00', '21:00', '22:00', '23:00']],
      ['2027-01-13', ['00:00', '01:00']],
    ]);
    expect(isSlotFree(r, at('2027-01-13T04:00:00Z'))).toBe(true); // 23:00 Tuesday, until 02:00
  });

  it('keeps a late New York evening on its local date although it crosses midnight in UTC', () => {
    const [day] = computeFreeSlots(
      rules({ weeklyHours: everyDay('18:00', '23:00') }),
      '2027-01-12',
      '2027-01-12',
    );
    expect(day!.date).toBe('2027-01-12');
    expect(day!.slots.map((s) => s.start)).toContain('2027-01-13T03:00:00.000Z');
    expect(day!.slots.at(-1)!.localTime).toBe('22:00');
  });

  it('starts Tokyo’s day before UTC’s', () => {
    const r = rules({ timeZone: 'Asia/Tokyo', weeklyHours: everyDay('08:00', '10:00') });
    expect(computeFreeSlots(r, '2027-01-12', '2027-01-12')[0]!.slots[0]!.start).toBe(
      '2027-01-11T23:00:00.000Z',
    );
  });

  it('keeps buffers clear around existing appointments', () => {
    const busy: Interval[] = [{ start: at('2027-01-12T17:00:00Z'), end: at('2027-01-12T18:15:00Z') }]; // 12:00–13:15 local
    const r = rules({ busy, bufferBeforeMinutes: 15, stepMinutes: 30 });
    const t = times(r, '2027-01-12');
    expect(t).toContain('11:00'); // ends 12:00, just as the busy block starts
    expect(t).not.toContain('11:30'); // would run into it
    expect(t).not.toContain('13:00'); // its 15-minute preparation would start 12:45
    expect(t).toContain('13:30');
  });

  it('is busy at one shop when the artist is booked at another', () => {
    // The caller passes the artist's appointments from every shop; here one in Bristol.
    const bristol: Interval = { start: at('2027-01-12T15:00:00Z'), end: at('2027-01-12T17:00:00Z') };
    expect(times(rules({ busy: [bristol] }), '2027-01-12')).toEqual([
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
  });

  it('respects the lead time and the booking horizon', () => {
    const now = at('2027-01-12T15:30:00Z'); // 10:30 in New York
    expect(times(rules({ now, leadTimeMinutes: 120 }), '2027-01-12')[0]).toBe('13:00');
    const far = computeFreeSlots(rules({ now, horizonDays: 7 }), '2027-01-20', '2027-01-20')[0]!;
    expect(far.slots).toEqual([]);
  });

  it('has no slot on a day the artist does not work', () => {
    const r = rules({ weeklyHours: [{ weekday: 2, start: '10:00', end: '12:00' }] });
    expect(computeFreeSlots(r, '2027-01-11', '2027-01-13').map((d) => [d.date, d.slots.length])).toEqual([
      ['2027-01-11', 0],
      ['2027-01-12', 2],
      ['2027-01-13', 0],
    ]);
  });

  it('re-checks a chosen time with the same rules', () => {
    const busy = [{ start: at('2027-01-12T16:00:00Z'), end: at('2027-01-12T17:00:00Z') }];
    expect(isSlotFree(rules({ busy }), at('2027-01-12T15:00:00Z'))).toBe(true);
    expect(isSlotFree(rules({ busy }), at('2027-01-12T16:00:00Z'))).toBe(false);
    expect(isSlotFree(rules(), at('2027-01-12T15:20:00Z'))).toBe(false); // not on the grid
  });

  it('never offers a slot that overlaps a busy interval or leaves working hours (property)', () => {
    const zones = ['America/New_York', 'Europe/London', 'Asia/Tokyo', 'Australia/Sydney'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.array(
          fc.record({
            startMin: fc.integer({ min: 0, max: 14 * 24 * 60 }),
            length: fc.integer({ min: 15, max: 300 }),
          }),
          { maxLength: 30 },
        ),
        fc.integer({ min: 6, max: 12 }),
        fc.integer({ min: 14, max: 23 }),
        fc.constantFrom(30, 45, 60, 120),
        fc.constantFrom(0, 10, 15),
        fc.constantFrom(15, 30),
        (zone, blocks, openHour, closeHour, duration, buffer, step) => {
          const base = Date.parse('2027-03-01T00:00:00Z');
          const busy = blocks.map((b) => ({
            start: new Date(base + b.startMin * 60_000),
            end: new Date(base + (b.startMin + b.length) * 60_000),
          }));
          const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;
          const r = rules({
            timeZone: zone,
            weeklyHours: everyDay(pad(openHour), pad(closeHour)),
            busy,
            durationMinutes: duration,
            bufferBeforeMinutes: buffer,
            bufferAfterMinutes: buffer,
            stepMinutes: step,
            now: new Date(base - 86_400_000),
          });
          for (const day of computeFreeSlots(r, '2027-03-01', '2027-03-14')) {
            for (const s of day.slots) {
              const start = Date.parse(s.start) - buffer * 60_000;
              const end = Date.parse(s.end) + buffer * 60_000;
              for (const b of busy) expect(start < b.end.getTime() && b.start.getTime() < end).toBe(false);
              const local = DateTime.fromISO(s.start, { zone });
              const localEnd = DateTime.fromISO(s.end, { zone });
              expect(local.toISODate()).toBe(day.date);
              expect(local.hour).toBeGreaterThanOrEqual(openHour);
              expect(localEnd.hour * 60 + localEnd.minute).toBeLessThanOrEqual(closeHour * 60);
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('how long a computed answer stays true', () => {
  const answer = (r: SlotRules) => freeSlotsWithValidity(r, '2027-01-12', '2027-01-18');

  it('ends when the first free time falls inside the notice', () => {
    const now = at('2027-01-12T12:00:00Z'); // 07:00 in New York, first free time 10:00 local
    const { days, validUntil } = answer(rules({ now, leadTimeMinutes: 120 }));
    expect(days[0]!.slots[0]!.start).toBe('2027-01-12T15:00:00.000Z');
    // 15:00Z less two hours of notice: still offered at 13:00Z exactly, gone a moment later.
    expect(validUntil).toBe(Date.parse('2027-01-12T13:00:00Z') + 1);
  });

  it('ends when a hold or an offer lapses, not when time off does', () => {
    const now = at('2027-01-12T12:00:00Z');
    const busy: Interval[] = [
      {
        start: at('2027-01-14T15:00:00Z'),
        end: at('2027-01-14T16:00:00Z'),
        expiresAt: at('2027-01-12T12:10:00Z'),
      },
      { start: at('2027-01-15T15:00:00Z'), end: at('2027-01-15T16:00:00Z'), expiresAt: null },
    ];
    expect(answer(rules({ now, busy })).validUntil).toBe(Date.parse('2027-01-12T12:10:00Z'));
  });

  it('ends when a day beyond the booking horizon comes within it', () => {
    const now = at('2027-01-12T12:00:00Z');
    const { days, validUntil } = answer(rules({ now, horizonDays: 3 }));
    expect(days.at(-1)!.slots).toEqual([]);
    // The first time beyond the horizon is 10:00 local (15:00Z) on 2027-01-15: offered from 12th 15:00Z.
    expect(validUntil).toBe(Date.parse('2027-01-12T15:00:00Z'));
  });

  it('gives the same free times at any moment before it ends (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 * 24 * 60 }),
        fc.constantFrom(0, 90, 24 * 60),
        fc.integer({ min: 2, max: 10 }),
        fc.array(
          fc.record({
            startMin: fc.integer({ min: 0, max: 7 * 24 * 60 }),
            length: fc.integer({ min: 30, max: 240 }),
            lapsesAfter: fc.option(fc.integer({ min: 1, max: 3 * 24 * 60 })),
          }),
          { maxLength: 8 },
        ),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (nowMin, lead, horizonDays, blocks, fraction) => {
          const base = Date.parse('2027-01-12T05:00:00Z');
          const now = base + nowMin * 60_000;
          const busy = blocks.map((b) => ({
            start: new Date(base + b.startMin * 60_000),
            end: new Date(base + (b.startMin + b.length) * 60_000),
            expiresAt: b.lapsesAfter === null ? null : new Date(now + b.lapsesAfter * 60_000),
          }));
          const r = rules({ now: new Date(now), leadTimeMinutes: lead, horizonDays, busy, stepMinutes: 30 });
          const first = answer(r);
          expect(first.validUntil).toBeGreaterThan(now);
          const end = Math.min(first.validUntil, now + 10 * 24 * 3_600_000);
          const later = Math.floor(now + (end - now - 1) * fraction);
          // What the database would load at `later`: holds that lapsed by then are gone.
          const stillBusy = busy.filter((b) => !b.expiresAt || b.expiresAt.getTime() > later);
          const again = answer({ ...r, now: new Date(later), busy: stillBusy });
          expect(again.days).toEqual(first.days);
        },
      ),
      { numRuns: 200 },
    );
  });
});
