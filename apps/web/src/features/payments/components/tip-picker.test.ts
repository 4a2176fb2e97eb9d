import { describe, expect, it } from 'vitest';
import { toMinorUnits } from './tip-picker.tsx';

describe('custom tip amounts', () => {
  it('reads what people type into minor units of the currency', () => {
    expect(toMinorUnits('12.50', 'USD')).toBe(1250);
    expect(toMinorUnits('12,5', 'GBP')).toBe(1250);
    expect(toMinorUnits(' 7 ', 'USD')).toBe(700);
    expect(toMinorUnits('1500', 'JPY')).toBe(1500);
  });

  it('refuses what is not an amount in that currency', () => {
    expect(toMinorUnits('12.505', 'USD')).toBeUndefined();
    expect(toMinorUnits('15.5', 'JPY')).toBeUndefined();
    expect(toMinorUnits('-3', 'USD')).toBeUndefined();
    expect(toMinorUnits('ten', 'USD')).toBeUndefined();
  });
});
