import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('reads minor units in the currency’s own exponent', () => {
    expect(formatMoney(18000, 'USD', 'en-US')).toBe('$180');
    expect(formatMoney(12050, 'GBP', 'en-GB')).toBe('£120.50');
    expect(formatMoney(30000, 'JPY', 'en-US')).toBe('¥30,000');
  });
});
