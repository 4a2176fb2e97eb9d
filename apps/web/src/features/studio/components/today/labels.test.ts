import type { AppointmentStatus } from '@linework/contract/appointments';
import { describe, expect, it } from 'vitest';
import { daySummary } from './labels.ts';

const day = (...statuses: AppointmentStatus[]) => statuses.map((status) => ({ status }));

describe('the line above a day', () => {
  it('counts what is booked, over or not, and says how much is still to come', () => {
    expect(daySummary(day('completed', 'no_show', 'confirmed', 'cancelled'), 4)).toBe(
      '3 appointments across 4 artists; 1 still to come.',
    );
  });

  it('says when the day is done, and leaves out the artists on one artist’s own day', () => {
    expect(daySummary(day('completed'), null)).toBe('1 appointment; all done.');
  });

  it('has nothing booked when every time was cancelled or lapsed', () => {
    expect(daySummary(day('cancelled', 'expired'), 2)).toBe('Nothing booked.');
    expect(daySummary([], 1)).toBe('Nothing booked.');
  });
});
