// CSV as spreadsheets read it (RFC 4180): every field quoted when it holds a comma, a quote or a
// line break, quotes doubled, lines ended with CRLF. Text that a spreadsheet would run as a formula
// (starting with = + - @, a tab or a carriage return) gets a leading apostrophe (OWASP's advice on
// CSV injection): a customer's name must never become a formula on the shop's computer.

export type CsvCell = string | number | null;

const formulaStart = /^[=+\-@\t\r]/;
/** A plain number (an amount, "-12.50") is data, not a formula, and stays as it is. */
const plainNumber = /^-?\d+(\.\d+)?$/;

export function csvField(value: CsvCell): string {
  if (value === null) return '';
  const text =
    typeof value === 'number' || plainNumber.test(value) || !formulaStart.test(value)
      ? String(value)
      : `'${value}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: CsvCell[]) => `${cells.map(csvField).join(',')}\r\n`;

/** An amount in minor units as a plain decimal number of the currency, "-12.50" (no symbol, no grouping). */
export function csvAmount(minor: number, digits: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  if (!digits) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, '0')}`;
}
