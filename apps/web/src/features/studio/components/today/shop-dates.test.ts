import { describe, expect, it } from 'vitest';
import { addDays, isDate, shopToday, weekStart, zoneCity } from './shop-dates.ts';

describe('shop dates', () => {
  it("takes today from the shop's zone, not the device's", () => {
    const lateInNewYork = new Date('2027-03-15T02:30:00Z');
    expect(shopToday('America/New_York', lateInNewYork)).toBe('2027-03-14');
    expect(shopToday('Europe/London', lateInNewYork)).toBe('2027-03-15');
  });

  it('adds days across a clock change and a month end, and finds the Monday', () => {
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(addDays('2027-03-31', 1)).toBe('2027-04-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(weekStart('2027-03-14')).toBe('2027-03-08');
    expect(weekStart('2027-03-08')).toBe('2027-03-08');
  });

  it('accepts only real dates from the address', () => {
    expect(isDate('2027-03-14')).toBe(true);
    expect(isDate('2027-13-45')).toBe(false);
    expect(isDate('2027-02-30')).toBe(false);
    expect(isDate('tomorrow')).toBe(false);
    expect(isDate(null)).toBe(false);
  });

  it('names a zone by its city', () => {
    expect(zoneCity('America/New_York')).toBe('New York');
  });
});
