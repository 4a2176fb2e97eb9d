import type { PoliciesView, ShopPolicies } from './catalog.ts';

// A shop's rules in the words a customer reads before booking (shop, artist and service pages,
// receipts). One builder for the API, which sends the sentences, and the studio, whose preview shows
// the very same sentences while the owner edits the rules.

const noticeInWords = (hours: number) =>
  hours % 24 === 0 && hours >= 48
    ? `${hours / 24} days`
    : hours === 24
      ? '24 hours'
      : `${hours} hour${hours === 1 ? '' : 's'}`;

/** The shop's rules in the words a customer reads before booking. */
export function describePolicies(p: ShopPolicies): PoliciesView {
  const sentences: string[] = [];
  if (p.deposit) sentences.push(p.deposit);
  sentences.push(
    p.cancellationNoticeHours > 0
      ? `Cancel at least ${noticeInWords(p.cancellationNoticeHours)} before your appointment to keep your deposit; later than that, the deposit is kept by the shop.`
      : 'You can cancel at any time before your appointment and keep your deposit.',
  );
  sentences.push(
    p.reschedulesAllowed === 0
      ? 'Appointments cannot be moved once booked.'
      : `You can move your appointment ${
          p.reschedulesAllowed === 1 ? 'once' : `up to ${p.reschedulesAllowed} times`
        }${p.rescheduleNoticeHours > 0 ? `, until ${noticeInWords(p.rescheduleNoticeHours)} before it starts` : ''}.`,
  );
  if (p.noShow) sentences.push(p.noShow);
  return {
    cancellationNoticeHours: p.cancellationNoticeHours,
    rescheduleNoticeHours: p.rescheduleNoticeHours,
    reschedulesAllowed: p.reschedulesAllowed,
    noShow: p.noShow,
    deposit: p.deposit,
    sentences,
  };
}
