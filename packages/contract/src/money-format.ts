// Money as people read it, one rule for the API (emails, receipts, PDFs) and the web: amounts are
// integers in the currency's minor units, shown with that currency's own number of decimals (JPY
// none, USD and GBP two), as ISO 4217 and Intl know it. No zod here: the web's first screen uses it.

/** How many decimals a currency has (JPY none, USD and GBP two). */
export function currencyDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

export type MoneyFormat = {
  /** Defaults to 'en', the language of the emails and receipts. */
  locale?: string;
  /**
   * Leave the decimals off a whole amount ("$180" instead of "$180.00"), for prices in running text;
   * receipts and checkout lines keep them so a column of amounts lines up.
   */
  trimWholeAmounts?: boolean;
};

/** An amount in minor units, e.g. 18050 USD → "$180.50", 30000 JPY → "¥30,000". */
export function formatMoney(minor: number, currency: string, format: MoneyFormat = {}): string {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  const trim = format.trimWholeAmounts && Number.isInteger(major);
  return new Intl.NumberFormat(format.locale ?? 'en', {
    style: 'currency',
    currency,
    minimumFractionDigits: trim ? 0 : digits,
    maximumFractionDigits: digits,
    // Nothing refunded is "$0.00", never "-$0.00" (Intl keeps the sign of a negative zero).
  }).format(major === 0 ? 0 : major);
}
