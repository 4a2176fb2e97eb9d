import { performance } from 'node:perf_hooks';
import { DateTime } from 'luxon';
import { computeFreeSlots, type Interval, type SlotRules } from '../apps/api/src/availability/slots.ts';

// docs/requirements.md#performance-budgets: free slots for one artist over 90 days with 5,000 appointments on the calendar,
// ≤ 10 ms median. The pure function alone, on a calendar that is about half booked in the window.

export const slotBudgetMedianMs = 10;

/** A small seeded generator, so every run measures the same calendar. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const zone = 'America/New_York';

/**
 * 5,000 appointments of 1 to 2.5 hours, two or three a working day between 10:00 and 20:00 shop time,
 * laid back from the end of the 90 days: the window holds about 200 of them, the rest is the
 * artist's history, which the function must still sort past.
 */
function calendar(now: DateTime, count: number): Interval[] {
  const random = mulberry32(20270314);
  const busy: Interval[] = [];
  for (let day = now.plus({ days: 90 }).startOf('day'); busy.length < count; day = day.minus({ days: 1 })) {
    if (day.weekday === 1) continue; // closed on Mondays
    let at = day.set({ hour: 10 });
    const close = day.set({ hour: 20 });
    for (let n = 2 + Math.floor(random() * 2); n > 0 && busy.length < count; n--) {
      at = at.plus({ minutes: Math.floor(random() * 8) * 15 });
      const end = at.plus({ minutes: 60 + Math.floor(random() * 7) * 15 });
      if (end > close) break;
      busy.push({ start: at.toJSDate(), end: end.plus({ minutes: 15 }).toJSDate() });
      at = end.plus({ minutes: 15 });
    }
  }
  return busy;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function measureSlotComputation(runs = 300) {
  const now = DateTime.now().setZone(zone);
  const busy = calendar(now, 5000);
  const rules: SlotRules = {
    timeZone: zone,
    weeklyHours: [2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '10:00', end: '20:00' })),
    busy,
    durationMinutes: 120,
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 15,
    leadTimeMinutes: 24 * 60,
    horizonDays: 90,
    stepMinutes: 15,
    now: now.toJSDate(),
  };
  const from = now.toISODate()!;
  const to = now.plus({ days: 89 }).toISODate()!;
  const inWindow = busy.filter((b) => b.start >= rules.now).length;
  let slots = 0;
  for (let i = 0; i < 20; i++) computeFreeSlots(rules, from, to); // warm up the JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const days = computeFreeSlots(rules, from, to);
    times.push(performance.now() - t0);
    slots = days.reduce((n, d) => n + d.slots.length, 0);
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    appointments: busy.length,
    appointmentsInWindow: inWindow,
    days: 90,
    freeSlots: slots,
    runs,
    medianMs: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    budgetMedianMs: slotBudgetMedianMs,
  };
}
