import { describe, expect, it } from 'vitest';
import { instantToShopTime, shopTimeToInstant } from './zoned-time.ts';

describe("the shop's clock", () => {
  it('reads a wall-clock time in the shop’s zone as the instant it is, summer and winter', () => {
    expect(shopTimeToInstant('2026-12-04T18:00', 'America/New_York')).toBe('2026-12-04T23:00:00.000Z');
    expect(shopTimeToInstant('2026-07-04T18:00', 'America/New_York')).toBe('2026-07-04T22:00:00.000Z');
    expect(shopTimeToInstant('', 'Europe/Berlin')).toBeNull();
    expect(instantToShopTime('2026-12-04T23:00:00.000Z', 'America/New_York')).toBe('2026-12-04T18:00');
  });
});
