import { formatMoney, type MoneyFormat } from './money-format.ts';

// Prices and durations as people read them, one rule for every screen and email: "From $150" stays
// "From $150" from the service card to the checkout, and a length is always "1 h 30 min", never
// "90 min" in one place and "1 h 30 min" in another. No zod here: the web's first screen uses it.

export type PriceKind = 'fixed' | 'from' | 'hourly';

export type Priced = { priceKind: PriceKind; priceAmount: number; currency: string };

/**
 * A service's price as it reads: "$150" (fixed), "From $150" (the lowest price), "$150 per hour",
 * and "Free" for nothing. Whole amounts leave their decimals off, as prices in running text do.
 */
export function formatPrice(p: Priced, format: Omit<MoneyFormat, 'trimWholeAmounts'> = {}): string {
  if (p.priceAmount === 0) return 'Free';
  const amount = formatMoney(p.priceAmount, p.currency, { ...format, trimWholeAmounts: true });
  if (p.priceKind === 'from') return `From ${amount}`;
  if (p.priceKind === 'hourly') return `${amount} per hour`;
  return amount;
}

/** A length of time in minutes: "45 min", "1 h", "1 h 30 min", "6 h". */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
