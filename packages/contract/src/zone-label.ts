// The name of a time zone at an instant, as the people who live by it write it: "BST" and "GMT" in
// London, "EDT" in New York, "CEST" in Berlin, "AEDT" in Sydney. Intl's short names depend on the
// locale (en-US writes London's summer "GMT+1", en-GB "BST"), so the label is the first English
// locale's short name that is an abbreviation, and the offset ("GMT+9") where none has one. Shared
// by the API's emails and answers and the web's pages, so both name the repeated hour alike.

/** English locales in the order their short zone names are tried; CLDR decides each name. */
const englishLocales = ['en-US', 'en-GB', 'en-AU', 'en-IE', 'en-CA', 'en-NZ', 'en-IN', 'en-ZA'];
const abbreviation = /^[A-Z]{2,5}$/;

const formats = new Map<string, Intl.DateTimeFormat>();
function shortName(locale: string, timeZone: string, at: number): string {
  const key = `${locale} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' });
    formats.set(key, format);
  }
  return format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** "BST", "EST", or "GMT+9" where no English locale abbreviates the zone. */
export function zoneLabel(at: Date | number | string, timeZone: string): string {
  const t = new Date(at).getTime();
  for (const locale of englishLocales) {
    const name = shortName(locale, timeZone, t);
    if (abbreviation.test(name)) return name;
  }
  return shortName('en-US', timeZone, t);
}
