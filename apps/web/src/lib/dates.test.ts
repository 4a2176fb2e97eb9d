import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeIn, dayTimeIn, isRepeatedWallClock, ownTime, timeIn, wallClockTime } from './dates.ts';

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe('times as people read them', () => {
  it('dates a time in the zone it is labelled with, not in UTC', () => {
    // 21:00 on Monday in New York is 02:00 on Tuesday in UTC.
    expect(dayTimeIn('2027-01-12T02:00:00Z', 'America/New_York', 'en-US')).toBe('Mon, Jan 11, 9:00 PM');
    expect(dateTimeIn('2027-01-12T02:00:00Z', 'America/New_York', 'en-US')).toMatch(
      /^Monday, January 11, 2027(,| at) 9:00 PM$/,
    );
  });

  it('tells the two 01:30s of the night the clocks go back apart, and only then names the zone', () => {
    const edt = '2027-11-07T05:30:00Z';
    const est = '2027-11-07T06:30:00Z';
    expect(isRepeatedWallClock(edt, 'America/New_York')).toBe(true);
    expect(isRepeatedWallClock('2027-11-07T08:30:00Z', 'America/New_York')).toBe(false);
    expect(timeIn(edt, 'America/New_York', 'en-US')).toBe('1:30 AM EDT');
    expect(timeIn(est, 'America/New_York', 'en-US')).toBe('1:30 AM EST');
    expect(timeIn('2027-11-07T08:30:00Z', 'America/New_York', 'en-US')).toBe('3:30 AM');
    // Lord Howe Island goes back half an hour.
    const first = timeIn('2027-04-03T14:45:00Z', 'Australia/Lord_Howe', 'en-AU');
    const second = timeIn('2027-04-03T15:15:00Z', 'Australia/Lord_Howe', 'en-AU');
    expect(first).not.toBe(second);
    expect(first.slice(0, 7)).toBe(second.slice(0, 7));
  });

  it('writes 12- or 24-hour times as the viewer’s locale does, whatever the shop’s country', () => {
    const at = '2027-01-12T21:00:00Z';
    expect(timeIn(at, 'America/New_York', 'en-US')).toBe('4:00 PM');
    expect(timeIn(at, 'America/New_York', 'en-GB')).toBe('16:00');
    expect(wallClockTime('2027-01-12T16:00', 'en-US')).toBe('4:00 PM');
    expect(wallClockTime('2027-01-12T16:00', 'de-DE')).toBe('16:00');
  });

  it('writes the hour with two digits where clocks have 24 hours: 00:30, not 0:30', () => {
    expect(timeIn('2027-01-12T00:30:00Z', 'Europe/London', 'en-GB')).toBe('00:30');
    expect(timeIn('2027-01-12T09:05:00Z', 'Europe/London', 'de-DE')).toBe('09:05');
    expect(timeIn('2027-01-12T00:30:00Z', 'Europe/London', 'en-US')).toBe('12:30 AM');
    expect(wallClockTime('2027-01-12T00:30', 'en-GB')).toBe('00:30');
  });

  it('names London’s repeated hour BST and GMT, as people there write it, whoever looks', () => {
    // 2027-10-31: 01:30 BST (00:30Z), then 01:30 GMT (01:30Z).
    expect(timeIn('2027-10-31T00:30:00Z', 'Europe/London', 'en-US')).toBe('1:30 AM BST');
    expect(timeIn('2027-10-31T01:30:00Z', 'Europe/London', 'en-US')).toBe('1:30 AM GMT');
    expect(timeIn('2027-10-31T00:30:00Z', 'Europe/London', 'en-GB')).toBe('01:30 BST');
  });

  it('gives “your time” its date when the customer’s day is not the shop’s', () => {
    process.env.TZ = 'Asia/Tokyo';
    // 21:00 Monday in New York is 11:00 Tuesday in Tokyo.
    expect(ownTime('2027-01-12T02:00:00Z', 'America/New_York', 'en-US')).toBe('Tue, Jan 12, 11:00 AM');
    // Seoul keeps Tokyo's calendar: the time alone.
    expect(ownTime('2027-01-12T05:00:00Z', 'Asia/Seoul', 'en-US')).toBe('2:00 PM');
  });
});
