/** "Friday, March 14, 2027 at 11:00 AM" in the shop's zone (or the browser's when none is given). */
export const dateTimeIn = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );

export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
