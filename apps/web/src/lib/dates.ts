// Dates as people read them, with the browser's own Intl (no date library in the first screen).

/** A calendar date (YYYY-MM-DD) as "Mar 4". */
export const shortDay = (isoDate: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );

/** An instant as "Mar 4, 2026". */
export const mediumDate = (isoInstant: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(isoInstant));
