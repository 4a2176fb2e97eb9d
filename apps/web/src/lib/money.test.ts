import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('reads minor units in the currency’s own exponent', () => {
    expect(formatMoney(18000, 'USD', 'en-US')).toBe('$180');
    expect(formatMoney(12050, 'GBP', 'en-GB')).toBe('£120.50');
    expect(formatMoney(30000, 'JPY', 'en-US')).toBe('¥30,000');
  });

  it('shows every decimal when asked, so receipt columns line up, and none for yen', () => {
    expect(formatMoney(18000, 'USD', 'en-US', true)).toBe('$180.00');
    expect(formatMoney(-5000, 'GBP', 'en-GB', true)).toBe('-£50.00');
    expect(formatMoney(4852, 'JPY', 'en-US', true)).toBe('¥4,852');
  });
});
