// Dates as people read them, with Intl (no date library in the first screen), in the page's locale.
import { pageLocale } from './locale.ts';

/** A calendar date (YYYY-MM-DD) as "Mar 4". */
export const shortDay = (isoDate: string) =>
  new Intl.DateTimeFormat(pageLocale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );

/** An instant as "Mar 4, 2026". */
export const mediumDate = (isoInstant: string) =>
  new Intl.DateTimeFormat(pageLocale, { dateStyle: 'medium' }).format(new Date(isoInstant));
