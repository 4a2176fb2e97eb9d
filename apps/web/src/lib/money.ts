import { currencyDigits, formatMoney as formatAmount } from '@linework/contract/money-format';
import { formatDuration, formatPrice as formatPriceIn, type Priced } from '@linework/contract/price-format';
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

/**
 * A service's price as it reads everywhere: "$150", "From $150", "$150 per hour" or "Free" — the
 * one formatter every screen (and, through the contract, every email) uses.
 */
export function formatPrice(p: Priced, locale = pageLocale) {
  return formatPriceIn(p, { locale });
}

/** A length of time: "45 min", "1 h", "1 h 30 min". */
export { formatDuration };

type RefundState = { amount: number; status: 'pending' | 'succeeded' | 'failed' };

/**
 * How a payment's refunds are labelled wherever it is listed: pending until the provider has settled
 * them (a refund asked for is not money back yet), then refunded in full or in part; null for none.
 */
export function refundLabel(
  p: { totalAmount: number; currency: string; refunds: RefundState[] },
  locale = pageLocale,
): string | null {
  const sum = (status: RefundState['status']) =>
    p.refunds.filter((r) => r.status === status).reduce((total, r) => total + r.amount, 0);
  const money = (minor: number) => formatMoney(minor, p.currency, locale, true);
  const pending = sum('pending');
  const refunded = sum('succeeded');
  if (pending > 0) return `Refund pending: ${money(pending)}`;
  if (refunded === 0) return null;
  return refunded >= p.totalAmount ? `Refunded ${money(refunded)}` : `Partly refunded: ${money(refunded)}`;
}
