import { describe, expect, it } from 'vitest';
import { shopTime } from './shop-time.ts';

describe('shopTime, the time emails and receipts give', () => {
  it('reads a 12-hour clock in a US shop, as its screens do', () => {
    expect(shopTime(new Date('2027-01-12T16:00:00Z'), 'America/New_York')).toBe(
      'Tuesday, January 12, 2027 at 11:00 AM (New York time)',
    );
    expect(shopTime(new Date('2027-01-12T21:30:00Z'), 'America/Los_Angeles')).toBe(
      'Tuesday, January 12, 2027 at 1:30 PM (Los Angeles time)',
    );
  });

  it('keeps the 24-hour clock where people read it', () => {
    expect(shopTime(new Date('2027-01-12T13:30:00Z'), 'Europe/London')).toBe(
      'Tuesday 12 January 2027, 13:30 (London time)',
    );
    expect(shopTime(new Date('2027-01-12T04:00:00Z'), 'Asia/Tokyo')).toBe(
      'Tuesday 12 January 2027, 13:00 (Tokyo time)',
    );
  });

  it('names the zone in the hour the clocks repeat', () => {
    expect(shopTime(new Date('2027-11-07T05:30:00Z'), 'America/New_York')).toBe(
      'Sunday, November 7, 2027 at 1:30 AM EDT (New York time)',
    );
    expect(shopTime(new Date('2027-11-07T06:30:00Z'), 'America/New_York')).toBe(
      'Sunday, November 7, 2027 at 1:30 AM EST (New York time)',
    );
  });
});
