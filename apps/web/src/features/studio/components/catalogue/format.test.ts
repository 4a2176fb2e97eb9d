import { describe, expect, it } from 'vitest';
import { fromMinor, priceText, toMinor } from './format.ts';

describe('amounts typed in the catalogue forms', () => {
  it('reads prices in the currency’s own decimals and refuses what is not an amount', () => {
    expect(toMinor('120', 2)).toBe(12000);
    expect(toMinor('120.5', 2)).toBe(12050);
    expect(toMinor('120,50', 2)).toBe(12050);
    expect(toMinor('3000', 0)).toBe(3000);
    expect(toMinor('12.345', 2)).toBeNull();
    expect(toMinor('1.5', 0)).toBeNull();
    expect(toMinor('-5', 2)).toBeNull();
    expect(toMinor('', 2)).toBeNull();
    expect(fromMinor(12050, 2)).toBe('120.50');
    expect(fromMinor(3000, 0)).toBe('3000');
  });

  it('says each price kind in words', () => {
    expect(priceText({ priceKind: 'fixed', priceAmount: 12000, currency: 'EUR' })).toBe('€120');
    expect(priceText({ priceKind: 'from', priceAmount: 8050, currency: 'EUR' })).toBe('from €80.50');
    expect(priceText({ priceKind: 'hourly', priceAmount: 15000, currency: 'USD' })).toBe('$150 an hour');
  });
});
