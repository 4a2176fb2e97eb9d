import { describe, expect, it } from 'vitest';
import { formatDuration, formatMoney, formatPrice, refundLabel } from './money.ts';

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

  it('writes nothing taken off as zero, without a minus (a day with no refunds)', () => {
    expect(formatMoney(-0, 'USD', 'en-US', true)).toBe('$0.00');
  });
});

describe('formatPrice', () => {
  const usd = { priceAmount: 15000, currency: 'USD' };
  it('keeps the kind of price: fixed, from, per hour, free', () => {
    expect(formatPrice({ ...usd, priceKind: 'fixed' }, 'en-US')).toBe('$150');
    expect(formatPrice({ ...usd, priceKind: 'from' }, 'en-US')).toBe('From $150');
    expect(formatPrice({ ...usd, priceKind: 'hourly' }, 'en-US')).toBe('$150 per hour');
    expect(formatPrice({ ...usd, priceAmount: 0, priceKind: 'from' }, 'en-US')).toBe('Free');
  });

  it('shows cents only when there are some, and no decimals for yen', () => {
    expect(formatPrice({ priceKind: 'fixed', priceAmount: 12050, currency: 'GBP' }, 'en-GB')).toBe('£120.50');
    expect(formatPrice({ priceKind: 'from', priceAmount: 30000, currency: 'JPY' }, 'en-US')).toBe(
      'From ¥30,000',
    );
  });
});

describe('formatDuration', () => {
  it('reads every length one way: minutes under an hour, then hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
    expect(formatDuration(360)).toBe('6 h');
    expect(formatDuration(0)).toBe('0 min');
  });
});

describe('refundLabel', () => {
  const paid = { totalAmount: 5000, currency: 'USD' };
  it('says a refund is pending until it has settled, and refunded only then', () => {
    expect(refundLabel({ ...paid, refunds: [{ amount: 5000, status: 'pending' }] }, 'en-US')).toBe(
      'Refund pending: $50.00',
    );
    expect(refundLabel({ ...paid, refunds: [{ amount: 5000, status: 'succeeded' }] }, 'en-US')).toBe(
      'Refunded $50.00',
    );
    expect(refundLabel({ ...paid, refunds: [{ amount: 2000, status: 'succeeded' }] }, 'en-US')).toBe(
      'Partly refunded: $20.00',
    );
  });

  it('says nothing of a failed refund or of none', () => {
    expect(refundLabel({ ...paid, refunds: [{ amount: 5000, status: 'failed' }] }, 'en-US')).toBeNull();
    expect(refundLabel({ ...paid, refunds: [] }, 'en-US')).toBeNull();
  });
});
