import {
  bodyAreaLabels,
  type RequestStatus,
  type ShopRequestView,
  sizeClassLabels,
} from '@linework/contract/requests';
import { shortDay } from '../../../../lib/dates.ts';
import { formatMoney } from '../../../../lib/money.ts';

// How a tattoo request reads in the studio: the shop's words for where it stands, and its facts.

/** Where a request stands, said from the shop's side. */
export const shopStatusLabels: Record<RequestStatus, string> = {
  submitted: 'New',
  question_asked: 'Waiting for the customer',
  offered: 'Times offered',
  booked: 'Booked',
  declined: 'Declined',
  offer_expired: 'Offer ran out',
  quoted: 'Quoted as a project',
};

/** The filters of the inbox, in the order a shop works through them. */
export const statusFilters: readonly (RequestStatus | 'all')[] = [
  'all',
  'submitted',
  'question_asked',
  'offered',
  'offer_expired',
  'quoted',
  'booked',
  'declined',
];

/** New requests first, then those to offer again, then those waiting on the customer, then the closed. */
const statusOrder: Record<RequestStatus, number> = {
  submitted: 0,
  offer_expired: 1,
  question_asked: 2,
  offered: 3,
  quoted: 4,
  booked: 4,
  declined: 5,
};

export const inboxOrder = (a: ShopRequestView, b: ShopRequestView) =>
  statusOrder[a.status] - statusOrder[b.status] || b.createdAt.localeCompare(a.createdAt);

/** "New", or "Answered" when the customer has just answered the shop's question. */
export function statusText(r: ShopRequestView) {
  if (r.status === 'submitted' && r.events.at(-1)?.kind === 'answer') return 'Customer answered';
  return shopStatusLabels[r.status];
}

/** Whether the shop has something to do: a new request, an answer to read, an offer to renew. */
export const needsAnswer = (r: ShopRequestView) => r.status === 'submitted' || r.status === 'offer_expired';

export const sizeText = (r: ShopRequestView) =>
  r.size.unit === 'class' ? sizeClassLabels[r.size.sizeClass] : `${r.size.widthCm} × ${r.size.heightCm} cm`;

export const placementText = (r: ShopRequestView) => bodyAreaLabels[r.placement];

export const budgetText = (r: ShopRequestView) =>
  r.budgetMinAmount === r.budgetMaxAmount
    ? formatMoney(r.budgetMaxAmount, r.currency)
    : `${formatMoney(r.budgetMinAmount, r.currency)} – ${formatMoney(r.budgetMaxAmount, r.currency)}`;

const weekdayNames = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

export function daysText(r: ShopRequestView) {
  const parts = [
    ...r.preferredWeekdays.map((d) => weekdayNames[d - 1] ?? String(d)),
    ...r.preferredDates.map(shortDay),
  ];
  return parts.length ? parts.join(', ') : 'Any day';
}

export const ideaSnippet = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);
