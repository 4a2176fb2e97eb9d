import { pageLocale } from './locale.ts';

/** How many minor units a currency has (JPY none, USD and GBP two), as Intl knows it. */
export const currencyDigits = (currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;

/**
 * Formats an amount in minor units, e.g. 18000 USD → "$180", 30000 JPY → "¥30,000"; with
 * `allDecimals` (receipts, checkout lines) 18000 USD → "$180.00", so a column of amounts lines up.
 */
export function formatMoney(minor: number, currency: string, locale = pageLocale, allDecimals = false) {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: allDecimals || !Number.isInteger(major) ? digits : 0,
    maximumFractionDigits: digits,
  }).format(major);
}
