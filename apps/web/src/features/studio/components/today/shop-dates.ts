// Calendar dates (YYYY-MM-DD) of the shop's own calendar. Arithmetic on dates alone, at UTC noon,
// so no zone's clock change can move a day; only "today" needs the shop's zone.

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Today in the shop's zone, whatever the device's. */
export const shopToday = (timeZone: string, now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);

export const addDays = (date: string, days: number) => {
  const d = noon(date);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDate(d);
};

/** The Monday of the date's week. */
export const weekStart = (date: string) => addDays(date, -((noon(date).getUTCDay() + 6) % 7));

export const isDate = (value: string | null): value is string =>
  value !== null &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(noon(value).getTime()) &&
  isoDate(noon(value)) === value;

/** "Tuesday, November 24" in the viewer's locale. */
export const longDay = (date: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(noon(date));

/** The city part of an IANA zone, "America/New_York" → "New York", to label times with. */
export const zoneCity = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
