import type { AppointmentStatus } from '@linework/contract/appointments';
import { inStatusGroup } from '@linework/contract/appointments';
import type { ShopAppointment } from '@linework/contract/staff-booking';
import { formatMoney } from '../../../../lib/money.ts';

type Tone = 'default' | 'success' | 'warning' | 'error' | 'info';

export const statusLabels: Record<AppointmentStatus, { label: string; tone: Tone }> = {
  held: { label: 'Paying now', tone: 'info' },
  pending_deposit: { label: 'Awaiting deposit', tone: 'warning' },
  confirmed: { label: 'Confirmed', tone: 'success' },
  checked_in: { label: 'Checked in', tone: 'success' },
  completed: { label: 'Completed', tone: 'default' },
  cancelled: { label: 'Cancelled', tone: 'default' },
  no_show: { label: 'No-show', tone: 'error' },
  expired: { label: 'Expired', tone: 'default' },
  offered: { label: 'Offered', tone: 'info' },
};

/** What the deposit line says, with its tone: paid is good news, due or unpaid needs a look. */
export function depositLabel(a: ShopAppointment): { label: string; tone: Tone } {
  const deposit = formatMoney(a.depositAmount, a.currency);
  switch (a.money.depositState) {
    case 'none':
      return { label: 'No deposit', tone: 'default' };
    case 'paid':
      return { label: `Deposit ${deposit} paid`, tone: 'success' };
    case 'due':
      return { label: `Deposit ${deposit} due`, tone: 'warning' };
    case 'refunded':
      return { label: 'Deposit refunded', tone: 'default' };
    case 'unpaid':
      return { label: 'Deposit not paid', tone: 'warning' };
  }
}

export function balanceLabel(a: ShopAppointment): { label: string; tone: Tone } | null {
  if (a.money.balanceDue > 0)
    return { label: `Balance ${formatMoney(a.money.balanceDue, a.currency)} due`, tone: 'info' };
  if (a.status === 'completed' && a.priceAmount > 0) return { label: 'Paid in full', tone: 'success' };
  return null;
}

export function waiverLabel(a: ShopAppointment): { label: string; tone: Tone } {
  if (a.waiver.state === 'signed') return { label: 'Waiver signed', tone: 'success' };
  if (a.waiver.state === 'sent') return { label: 'Waiver sent, not signed', tone: 'warning' };
  return { label: 'Waiver not signed', tone: 'warning' };
}

export const customerName = (a: ShopAppointment) => `${a.customer.firstName} ${a.customer.lastName}`.trim();

/** Whether the appointment still takes the artist's time (not cancelled, over or lapsed). */
export const isLive = (a: Pick<ShopAppointment, 'status'>) => inStatusGroup('live', a.status);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The line above a day: what is booked (cancelled and lapsed times aside), across how many artists
 * when it is the whole shop's day, and how much of it is still to come.
 */
export function daySummary(appointments: Pick<ShopAppointment, 'status'>[], artists: number | null) {
  const booked = appointments.filter((a) => !['cancelled', 'expired'].includes(a.status)).length;
  if (booked === 0) return 'Nothing booked.';
  const open = appointments.filter((a) => isLive(a)).length;
  const across = artists === null ? '' : ` across ${plural(artists, 'artist')}`;
  return `${plural(booked, 'appointment')}${across}; ${open === 0 ? 'all done' : `${open} still to come`}.`;
}
