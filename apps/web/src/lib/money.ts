import { currencyDigits, formatMoney as formatAmount } from '@linework/contract/money-format';
import { pageLocale } from './locale.ts';

/** How many minor units a currency has (JPY none, USD and GBP two), as the API counts them. */
export { currencyDigits };

/**
 * Formats an amount in minor units, e.g. 18000 USD → "$180", 30000 JPY → "¥30,000"; with
 * `allDecimals` (receipts, checkout lines) 18000 USD → "$180.00", so a column of amounts lines up.
 */
export function formatMoney(minor: number, currency: string, locale = pageLocale, allDecimals = false) {
  return formatAmount(minor, currency, { locale, trimWholeAmounts: !allDecimals });
}
