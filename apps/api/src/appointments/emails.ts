import { formatMoney } from '@linework/contract/money-format';
import { createEvent } from 'ics';
import { shopTime } from '../domain/shop-time.ts';
import type { MailMessage } from '../mail/mailer.ts';

// The emails about an appointment, built without I/O from what the job loaded: the shop's own
// time (with its zone), where, the code to give at the door, the money, and the link to the page.

export type AppointmentEmailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

export type AppointmentFacts = {
  id: string;
  status: string;
  startsAt: Date;
  endsAt: Date;
  confirmationCode: string;
  priceAmount: number;
  depositAmount: number;
  currency: string;
  rescheduleCount: number;
  cancelOutcome: 'release' | 'refund' | 'forfeit' | null;
  customer: { email: string; firstName: string };
  shop: {
    name: string;
    addressLine: string;
    city: string;
    timeZone: string;
    latitude: number;
    longitude: number;
    cancellationNoticeHours: number;
  };
  artist: { displayName: string };
  service: { name: string };
  /** Who cancelled, when it was not the customer. */
  cancelledBy?: { by: 'shop'; reason?: string };
  /** For a reminder: how many hours before the start it goes, and whether the waiver is signed. */
  reminder?: { leadHours: number; waiverSigned: boolean };
};

/** "in 2 days", "in 3 hours": how far off the visit is, as a reminder says it. */
export const reminderLead = (hours: number) =>
  hours >= 48 && hours % 24 === 0 ? `in ${hours / 24} days` : hours === 24 ? 'tomorrow' : `in ${hours} hours`;

export const appointmentLink = (publicUrl: string, id: string) => `${publicUrl}/booking/${id}`;

/** The calendar entry; one UID per appointment, and a higher sequence each time it moves. */
export function appointmentIcs(a: AppointmentFacts, publicUrl: string, cancelled = false): string {
  const { error, value } = createEvent({
    uid: `${a.id}@linework`,
    sequence: a.rescheduleCount + (cancelled ? 1 : 0),
    method: cancelled ? 'CANCEL' : 'PUBLISH',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: a.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: a.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${a.service.name} with ${a.artist.displayName}`,
    description: `Confirmation code ${a.confirmationCode}. ${appointmentLink(publicUrl, a.id)}`,
    location: `${a.shop.name}, ${a.shop.addressLine}, ${a.shop.city}`,
    geo: { lat: a.shop.latitude, lon: a.shop.longitude },
    url: appointmentLink(publicUrl, a.id),
    productId: 'linework/booking',
  });
  if (error || !value) throw error ?? new Error('could not build the calendar entry');
  return value;
}

const depositLine = (a: AppointmentFacts) =>
  a.depositAmount > 0
    ? `Price: ${formatMoney(a.priceAmount, a.currency)}; deposit ${formatMoney(a.depositAmount, a.currency)}, which comes off the price.`
    : `Price: ${formatMoney(a.priceAmount, a.currency)}. No deposit.`;

const cancelLine: Record<NonNullable<AppointmentFacts['cancelOutcome']>, string> = {
  release: 'Nothing had been paid, so nothing is charged.',
  refund: 'Your deposit will be refunded to the card you paid with.',
  forfeit: 'It was cancelled inside the notice period, so the shop keeps the deposit.',
};

/** The link and QR code (PNG) that check the customer in at the shop's door. */
export type CheckInCode = { url: string; png: Buffer };

export function appointmentEmail(
  kind: AppointmentEmailKind,
  a: AppointmentFacts,
  publicUrl: string,
  checkIn?: CheckInCode,
): MailMessage {
  const what = `${a.service.name} with ${a.artist.displayName}`;
  const when = shopTime(a.startsAt, a.shop.timeZone);
  const where = `${a.shop.name}, ${a.shop.addressLine}, ${a.shop.city}`;
  const link = appointmentLink(publicUrl, a.id);
  const shopCancelled = kind === 'cancelled' && a.cancelledBy?.by === 'shop';
  const heading = shopCancelled
    ? {
        subject: `Cancelled by ${a.shop.name}: ${what}`,
        intro: [
          `${a.shop.name} had to cancel your appointment. We are sorry for the change of plans.`,
          ...(a.cancelledBy?.reason ? ['', `The shop says: ${a.cancelledBy.reason}`] : []),
        ].join('\n'),
      }
    : {
        confirmed: { subject: `Confirmed: ${what}`, intro: 'Your appointment is confirmed.' },
        rescheduled: { subject: `Moved: ${what}`, intro: 'Your appointment has moved to a new time.' },
        cancelled: { subject: `Cancelled: ${what}`, intro: 'Your appointment is cancelled.' },
        reminder: {
          subject: `Reminder: ${what}`,
          intro: `A reminder: your appointment is ${reminderLead(a.reminder?.leadHours ?? 24)}.`,
        },
      }[kind];
  const lines = [
    `Hello ${a.customer.firstName},`,
    '',
    heading.intro,
    '',
    `What: ${what}`,
    `When: ${when}`,
    `Where: ${where}`,
    `Confirmation code: ${a.confirmationCode}`,
    kind === 'cancelled' ? cancelLine[a.cancelOutcome ?? 'release'] : depositLine(a),
  ];
  if (kind !== 'cancelled') {
    lines.push(
      `Need to cancel? Up to ${a.shop.cancellationNoticeHours} hours before, a paid deposit is refunded; after that the shop keeps it.`,
    );
  }
  if (checkIn) {
    lines.push(
      '',
      'At the door: scan the attached QR code on the check-in screen, or type your confirmation code.',
      'Sign the waiver before you come, from the appointment page.',
    );
  }
  if (kind === 'reminder' && a.reminder && !a.reminder.waiverSigned) {
    lines.push('', `You have not signed the shop's waiver yet. Sign it before you come: ${link}`);
  }
  lines.push('', `See or change it: ${link}`, '', `${a.shop.name}, through Linework`);
  const cancelled = kind === 'cancelled';
  return {
    to: a.customer.email,
    subject: `${heading.subject}, ${when}`,
    text: lines.join('\n'),
    headers: { 'X-Linework-Appointment': a.id },
    attachments: [
      {
        filename: cancelled ? 'cancelled-appointment.ics' : 'appointment.ics',
        contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
        content: Buffer.from(appointmentIcs(a, publicUrl, cancelled), 'utf8'),
      },
      ...(checkIn ? [{ filename: 'check-in-qr.png', contentType: 'image/png', content: checkIn.png }] : []),
    ],
  };
}

/** The text-message reminder: short enough for one or two SMS segments. */
export function appointmentReminderText(a: AppointmentFacts, publicUrl: string): string {
  const lead = reminderLead(a.reminder?.leadHours ?? 24);
  const when = shopTime(a.startsAt, a.shop.timeZone);
  const waiver = a.reminder && !a.reminder.waiverSigned ? ' Please sign the waiver before you come.' : '';
  return `${a.shop.name}: your ${a.service.name} with ${a.artist.displayName} is ${lead}, ${when}. Code ${a.confirmationCode}.${waiver} ${appointmentLink(publicUrl, a.id)}`;
}
