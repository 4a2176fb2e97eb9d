import { formatMoney } from '@linework/contract/money-format';
import { shopTime } from '../domain/shop-time.ts';
import { Action, EmailLayout, Facts, fromShop, P, Quote } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';
import { appointmentCalendar } from './calendar.ts';
import { type AppointmentFacts, appointmentLink } from './facts.ts';

// The emails about an appointment, built without I/O from what the job loaded: the shop's own
// time (with its zone), where, the code to give at the door, the money, and the link to the page.

export type { AppointmentFacts };

export type AppointmentEmailKind = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

const depositLine = (a: AppointmentFacts) =>
  a.depositAmount > 0
    ? `Price: ${formatMoney(a.priceAmount, a.currency)}; deposit ${formatMoney(a.depositAmount, a.currency)}, which comes off the price.`
    : `Price: ${formatMoney(a.priceAmount, a.currency)}. No deposit.`;

const cancelLine: Record<NonNullable<AppointmentFacts['cancelOutcome']>, string> = {
  release: 'Nothing had been paid, so nothing is charged.',
  refund: 'Your deposit will be refunded to the card you paid with.',
  forfeit: 'It was cancelled inside the notice period, so the shop keeps the deposit.',
};

/** "in 2 days", "in 3 hours": how far off the visit is, as a reminder says it. */
export const reminderLead = (hours: number) =>
  hours >= 48 && hours % 24 === 0 ? `in ${hours / 24} days` : hours === 24 ? 'tomorrow' : `in ${hours} hours`;

/** The link and QR code (PNG) that check the customer in at the shop's door. */
export type CheckInCode = { url: string; png: Buffer };

export function appointmentEmail(
  kind: AppointmentEmailKind,
  a: AppointmentFacts,
  config: { publicUrl: string; mailFrom: string },
  checkIn?: CheckInCode,
): Promise<MailMessage> {
  const what = `${a.service.name} with ${a.artist.displayName}`;
  const when = shopTime(a.startsAt, a.shop.timeZone);
  const where = `${a.shop.name}, ${a.shop.addressLine}, ${a.shop.city}`;
  const link = appointmentLink(config.publicUrl, a.id);
  const shopCancelled = kind === 'cancelled' && a.cancelledBy?.by === 'shop';
  const heading = shopCancelled
    ? {
        subject: `Cancelled by ${a.shop.name}: ${what}`,
        intro: `${a.shop.name} had to cancel your appointment. We are sorry for the change of plans.`,
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
  const cancelled = kind === 'cancelled';
  // The calendar entry as the appointment stands now: a REQUEST while it is on, a CANCEL once not.
  const calendar = appointmentCalendar(a, config.publicUrl, config.mailFrom);
  return composeEmail({
    to: a.customer.email,
    subject: `${heading.subject}, ${when}`,
    headers: { 'X-Linework-Appointment': a.id },
    attachments: [
      {
        filename: cancelled ? 'cancelled-appointment.ics' : 'appointment.ics',
        contentType: calendar.contentType,
        content: Buffer.from(calendar.content, 'utf8'),
      },
      ...(checkIn ? [{ filename: 'check-in-qr.png', contentType: 'image/png', content: checkIn.png }] : []),
    ],
    template: (
      <EmailLayout
        preview={`${heading.intro} ${when}`}
        heading={heading.subject}
        signature={fromShop(a.shop.name)}
      >
        <P>Hello {a.customer.firstName},</P>
        <P>{heading.intro}</P>
        {shopCancelled && a.cancelledBy?.reason && <Quote>The shop says: {a.cancelledBy.reason}</Quote>}
        <Facts
          rows={[
            ['What', what],
            ['When', when],
            ['Where', where],
            ['Confirmation code', a.confirmationCode],
          ]}
        />
        <P>{cancelled ? cancelLine[a.cancelOutcome ?? 'release'] : depositLine(a)}</P>
        {!cancelled && (
          <P>
            Need to cancel? Up to {a.shop.cancellationNoticeHours} hours before, a paid deposit is refunded;
            after that the shop keeps it.
          </P>
        )}
        {checkIn && (
          <P>
            At the door: scan the attached QR code on the check-in screen, or type your confirmation code.
            Sign the waiver before you come, from the appointment page.
          </P>
        )}
        {kind === 'reminder' && a.reminder && !a.reminder.waiverSigned && (
          <P>You have not signed the shop's waiver yet. Sign it before you come: {link}</P>
        )}
        <Action href={link} label="See or change it" />
      </EmailLayout>
    ),
  });
}

/** The text-message reminder: short enough for one or two SMS segments. */
export function appointmentReminderText(a: AppointmentFacts, publicUrl: string): string {
  const lead = reminderLead(a.reminder?.leadHours ?? 24);
  const when = shopTime(a.startsAt, a.shop.timeZone);
  const waiver = a.reminder && !a.reminder.waiverSigned ? ' Please sign the waiver before you come.' : '';
  return `${a.shop.name}: your ${a.service.name} with ${a.artist.displayName} is ${lead}, ${when}. Code ${a.confirmationCode}.${waiver} ${appointmentLink(publicUrl, a.id)}`;
}
