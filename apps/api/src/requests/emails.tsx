import { formatMoney } from '@linework/contract/money-format';
import { formatDuration, formatPrice, type PriceKind } from '@linework/contract/price-format';
import { offeredTimesCalendar } from '../appointments/calendar.ts';
import { appointmentLink } from '../appointments/facts.ts';
import { shopTime } from '../domain/shop-time.ts';
import { Action, EmailLayout, Facts, fromShop, List, P, Quote } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// The emails about a tattoo request, built without I/O from what the job loaded: that it arrived,
// the shop's question or reason word for word, or the offered times in the shop's own time with the
// link to choose one.

export type RequestFacts = {
  id: string;
  contactName: string;
  contactEmail: string;
  idea: string;
  shop: { name: string; shopUrl: string };
};

export type OfferFacts = {
  offerId: string;
  primaryAppointmentId: string;
  expiresAt: Date;
  message: string | null;
  depositAmount: number;
  priceAmount: number;
  currency: string;
  request: RequestFacts;
  shop: { name: string; addressLine: string; city: string; timeZone: string; email: string | null };
  artist: { displayName: string };
  service: { name: string; priceKind: PriceKind; durationMinutes: number };
  times: { appointmentId: string; startsAt: Date; endsAt: Date }[];
};

export const requestLink = (publicUrl: string, r: RequestFacts) =>
  `${publicUrl}/shop/${r.shop.shopUrl}/request?request=${r.id}`;

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

/** The idea as the customer wrote it, shortened for a reminder of which request this is about. */
const shortIdea = (idea: string) => `“${idea.length > 140 ? `${idea.slice(0, 139)}…` : idea}”`;

/** The receipt of a new request: it arrived, what happens next, where to follow it. */
export function requestReceivedEmail(r: RequestFacts, publicUrl: string): Promise<MailMessage> {
  const subject = `${r.shop.name} received your tattoo request`;
  return composeEmail({
    to: r.contactEmail,
    subject,
    headers: { 'X-Linework-Request': r.id },
    template: (
      <EmailLayout
        preview={`We sent your idea to ${r.shop.name}. They answer with a question, times or a no.`}
        heading={subject}
        signature={fromShop(r.shop.name)}
      >
        <P>Hello {firstName(r.contactName)},</P>
        <P>
          Thank you: your tattoo request reached {r.shop.name}. The shop reads it and answers by email with a
          question, an offer of times, or a reason why they cannot take it on.
        </P>
        <Facts rows={[['Your idea', shortIdea(r.idea)]]} />
        <Action href={requestLink(publicUrl, r)} label="See your request" />
      </EmailLayout>
    ),
  });
}

export function questionEmail(r: RequestFacts, question: string, publicUrl: string): Promise<MailMessage> {
  return composeEmail({
    to: r.contactEmail,
    subject: `${r.shop.name} has a question about your tattoo request`,
    headers: { 'X-Linework-Request': r.id },
    template: (
      <EmailLayout
        preview={question}
        heading={`${r.shop.name} has a question`}
        signature={fromShop(r.shop.name)}
      >
        <P>Hello {firstName(r.contactName)},</P>
        <P>{r.shop.name} read your tattoo request and has a question before they can offer you times:</P>
        <Quote>{question}</Quote>
        <Facts rows={[['Your idea', shortIdea(r.idea)]]} />
        <Action href={requestLink(publicUrl, r)} label="Answer it here" />
      </EmailLayout>
    ),
  });
}

export function declinedEmail(r: RequestFacts, reason: string, publicUrl: string): Promise<MailMessage> {
  const subject = `Your tattoo request to ${r.shop.name}`;
  return composeEmail({
    to: r.contactEmail,
    subject,
    headers: { 'X-Linework-Request': r.id },
    template: (
      <EmailLayout preview={reason} heading={subject} signature={fromShop(r.shop.name)}>
        <P>Hello {firstName(r.contactName)},</P>
        <P>{r.shop.name} cannot take on your tattoo request. In their words:</P>
        <Quote>{reason}</Quote>
        <Facts rows={[['Your idea', shortIdea(r.idea)]]} />
        <Action href={`${publicUrl}/`} label="Find another artist" />
      </EmailLayout>
    ),
  });
}

export function offerEmail(
  o: OfferFacts,
  config: { publicUrl: string; mailFrom: string },
): Promise<MailMessage> {
  const link = appointmentLink(config.publicUrl, o.primaryAppointmentId);
  const what = `${o.service.name} with ${o.artist.displayName}`;
  const price = formatPrice({
    priceKind: o.service.priceKind,
    priceAmount: o.priceAmount,
    currency: o.currency,
  });
  const money =
    o.depositAmount > 0
      ? `Price: ${price}, ${formatDuration(o.service.durationMinutes)}; a deposit of ${formatMoney(o.depositAmount, o.currency, { trimWholeAmounts: true })} secures the time you choose and comes off the price.`
      : `Price: ${price}, ${formatDuration(o.service.durationMinutes)}. No deposit: the time you choose is confirmed at once.`;
  const subject = `${o.shop.name} offers you times for your tattoo`;
  const calendar = offeredTimesCalendar(o, config.publicUrl, config.mailFrom);
  return composeEmail({
    to: o.request.contactEmail,
    subject,
    headers: { 'X-Linework-Appointment': o.primaryAppointmentId, 'X-Linework-Request': o.request.id },
    attachments: [
      {
        filename: 'offered-times.ics',
        contentType: calendar.contentType,
        content: Buffer.from(calendar.content, 'utf8'),
      },
    ],
    template: (
      <EmailLayout
        preview={`${o.times.length === 1 ? 'A time' : `${o.times.length} times`} for ${what}`}
        heading={subject}
        signature={fromShop(o.shop.name)}
      >
        <P>Hello {firstName(o.request.contactName)},</P>
        <P>
          {o.shop.name} answered your tattoo request with{' '}
          {o.times.length === 1 ? 'a time' : `${o.times.length} times`} for {what}:
        </P>
        <List items={o.times.map((t) => shopTime(t.startsAt, o.shop.timeZone))} />
        {o.message && <Quote>A note from the shop: {o.message}</Quote>}
        <P>{money}</P>
        <Facts rows={[['Where', `${o.shop.name}, ${o.shop.addressLine}, ${o.shop.city}`]]} />
        <P>
          These times are held for you until {shopTime(o.expiresAt, o.shop.timeZone)}; after that they are
          freed.
        </P>
        <Action href={link} label="Choose your time" />
      </EmailLayout>
    ),
  });
}
