import type { ServiceView } from '@linework/contract/catalog';
import { formatMoney } from '../../../../lib/money.ts';

export const durationText = (minutes: number) =>
  minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;

const priceKindWords = { fixed: '', from: 'from ', hourly: '' } as const;

/** "€120", "from €80", "€150 an hour". */
export function priceText(s: Pick<ServiceView, 'priceKind' | 'priceAmount' | 'currency'>) {
  const amount = formatMoney(s.priceAmount, s.currency);
  return s.priceKind === 'hourly' ? `${amount} an hour` : `${priceKindWords[s.priceKind]}${amount}`;
}

export const depositText = (s: Pick<ServiceView, 'depositAmount' | 'currency'>) =>
  s.depositAmount ? `${formatMoney(s.depositAmount, s.currency)} deposit` : 'No deposit';

/** "120.50" typed in a form as minor units of the currency; null when it is not an amount. */
export function toMinor(text: string, digits: number): number | null {
  const t = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  if (frac.length > digits) return null;
  return Number(whole) * 10 ** digits + Number(frac.padEnd(digits, '0') || 0);
}

export const fromMinor = (minor: number, digits: number) =>
  digits === 0 ? String(minor) : (minor / 10 ** digits).toFixed(digits);
