import { formatMoney } from '@linework/contract/money-format';
import { formatDuration, formatPrice } from '@linework/contract/price-format';
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

const priceOf = (a: AppointmentFacts) =>
  formatPrice({ priceKind: a.service.priceKind, priceAmount: a.priceAmount, currency: a.currency });

const depositLine = (a: AppointmentFacts) =>
  a.depositAmount > 0
    ? `Price: ${priceOf(a)}; deposit ${formatMoney(a.depositAmount, a.currency, { trimWholeAmounts: true })}, which comes off the price.`
    : `Price: ${priceOf(a)}. No deposit.`;

/**
 * Until when the visit can be cancelled with the deposit back and moved, by the very deadlines the
 * booking screen and the checkout showed (policy.ts `changeTerms`), in the shop's time.
 */
export function termsLines(a: AppointmentFacts): string[] {
  if (!a.terms) return [];
  const lines: string[] = [];
  if (a.depositAmount > 0) {
    lines.push(
      a.terms.refundableUntil
        ? `Cancel by ${shopTime(new Date(a.terms.refundableUntil), a.shop.timeZone)} and your deposit is refunded; after that the shop keeps it.`
        : `This time is inside the shop's ${a.shop.cancellationNoticeHours}-hour notice: the deposit is not refundable.`,
    );
  }
  lines.push(
    a.terms.movableUntil
      ? `You can move it to another time until ${shopTime(new Date(a.terms.movableUntil), a.shop.timeZone)}.`
      : 'This time can no longer be moved; message the shop if something comes up.',
  );
  return lines;
}

/** What a shop's move leaves the customer free to do: its notice, for the shop's sake, binds them no more. */
export function shopMoveLine(a: AppointmentFacts): string {
  const cancel = a.depositAmount > 0 ? 'cancel it with your deposit refunded' : 'cancel it';
  const choices = a.terms?.movableUntil ? `move it to another free time or ${cancel}` : cancel;
  return `If the new time does not suit you, you can ${choices} until it starts: the shop changed the plan, so its notice does not apply.`;
}

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
  const shopMoved = kind === 'rescheduled' && a.movedBy?.by === 'shop';
  const shopsReason = shopCancelled ? a.cancelledBy?.reason : shopMoved ? a.movedBy?.reason : undefined;
  const heading = shopCancelled
    ? {
        subject: `Cancelled by ${a.shop.name}: ${what}`,
        intro: `${a.shop.name} had to cancel your appointment. We are sorry for the change of plans.`,
      }
    : shopMoved
      ? {
          subject: `Moved by ${a.shop.name}: ${what}`,
          intro: `${a.shop.name} moved your appointment to a new time.`,
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
        {shopsReason && <Quote>The shop says: {shopsReason}</Quote>}
        <Facts
          rows={[
            ['What', what],
            ['When', when],
            ['How long', formatDuration(a.service.durationMinutes)],
            ['Where', where],
            ['Confirmation code', a.confirmationCode],
          ]}
        />
        <P>{cancelled ? cancelLine[a.cancelOutcome ?? 'release'] : depositLine(a)}</P>
        {!cancelled &&
          (shopMoved ? [shopMoveLine(a)] : termsLines(a)).map((line) => <P key={line}>{line}</P>)}
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
/** The text message about a confirmation, move or cancellation, for customers who take them by SMS. */
export function appointmentChangeText(
  kind: Exclude<AppointmentEmailKind, 'reminder'>,
  a: AppointmentFacts,
  publicUrl: string,
): string {
  const when = shopTime(a.startsAt, a.shop.timeZone);
  const what = `${a.service.name} with ${a.artist.displayName}`;
  const link = appointmentLink(publicUrl, a.id);
  if (kind === 'cancelled') return `${a.shop.name}: your ${what}, ${when}, is cancelled. ${link}`;
  if (kind === 'rescheduled')
    return `${a.shop.name}: your ${what} moved to ${when}. Code ${a.confirmationCode}. ${link}`;
  return `${a.shop.name}: you're booked for ${what}, ${when}. Code ${a.confirmationCode}. ${link}`;
}

export function appointmentReminderText(a: AppointmentFacts, publicUrl: string): string {
  const lead = reminderLead(a.reminder?.leadHours ?? 24);
  const when = shopTime(a.startsAt, a.shop.timeZone);
  const waiver = a.reminder && !a.reminder.waiverSigned ? ' Please sign the waiver before you come.' : '';
  return `${a.shop.name}: your ${a.service.name} with ${a.artist.displayName} is ${lead}, ${when}. Code ${a.confirmationCode}.${waiver} ${appointmentLink(publicUrl, a.id)}`;
}
