import { formatMoney } from '@linework/contract/money-format';
import { createEvents } from 'ics';
import { appointmentLink } from '../appointments/emails.ts';
import { shopTime } from '../domain/shop-time.ts';
import type { MailMessage } from '../mail/mailer.ts';

// The emails about a tattoo request, built without I/O from what the job loaded: the shop's
// question or reason word for word, or the offered times in the shop's own time with the link to
// choose one.

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
  shop: { name: string; addressLine: string; city: string; timeZone: string };
  artist: { displayName: string };
  service: { name: string };
  times: { appointmentId: string; startsAt: Date; endsAt: Date }[];
};

export const requestLink = (publicUrl: string, r: RequestFacts) =>
  `${publicUrl}/shop/${r.shop.shopUrl}/request?request=${r.id}`;

const firstName = (name: string) => name.split(/\s+/)[0] ?? name;

/** The idea as the customer wrote it, shortened for a reminder of which request this is about. */
const ideaLine = (idea: string) => `Your idea: “${idea.length > 140 ? `${idea.slice(0, 139)}…` : idea}”`;

export function questionEmail(r: RequestFacts, question: string, publicUrl: string): MailMessage {
  const link = requestLink(publicUrl, r);
  return {
    to: r.contactEmail,
    subject: `${r.shop.name} has a question about your tattoo request`,
    text: [
      `Hello ${firstName(r.contactName)},`,
      '',
      `${r.shop.name} read your tattoo request and has a question before they can offer you times:`,
      '',
      question,
      '',
      ideaLine(r.idea),
      '',
      `Answer it here: ${link}`,
      '',
      `${r.shop.name}, through Linework`,
    ].join('\n'),
    headers: { 'X-Linework-Request': r.id },
  };
}

export function declinedEmail(r: RequestFacts, reason: string, publicUrl: string): MailMessage {
  return {
    to: r.contactEmail,
    subject: `Your tattoo request to ${r.shop.name}`,
    text: [
      `Hello ${firstName(r.contactName)},`,
      '',
      `${r.shop.name} cannot take on your tattoo request. In their words:`,
      '',
      reason,
      '',
      ideaLine(r.idea),
      '',
      `Find another artist: ${publicUrl}/`,
      '',
      `${r.shop.name}, through Linework`,
    ].join('\n'),
    headers: { 'X-Linework-Request': r.id },
  };
}

/** Every offered time as a tentative calendar entry, so people can see them beside their own plans. */
export function offerIcs(o: OfferFacts, publicUrl: string): string {
  const { error, value } = createEvents(
    o.times.map((t) => ({
      uid: `${t.appointmentId}@linework`,
      status: 'TENTATIVE' as const,
      start: t.startsAt.getTime(),
      startInputType: 'utc' as const,
      startOutputType: 'utc' as const,
      end: t.endsAt.getTime(),
      endInputType: 'utc' as const,
      endOutputType: 'utc' as const,
      title: `Offered: ${o.service.name} with ${o.artist.displayName}`,
      description: `One of the times ${o.shop.name} offered you. Choose one: ${appointmentLink(publicUrl, o.primaryAppointmentId)}`,
      location: `${o.shop.name}, ${o.shop.addressLine}, ${o.shop.city}`,
      url: appointmentLink(publicUrl, o.primaryAppointmentId),
      productId: 'linework/booking',
    })),
  );
  if (error || !value) throw error ?? new Error('could not build the calendar entries');
  return value;
}

export function offerEmail(o: OfferFacts, publicUrl: string): MailMessage {
  const link = appointmentLink(publicUrl, o.primaryAppointmentId);
  const what = `${o.service.name} with ${o.artist.displayName}`;
  const money =
    o.depositAmount > 0
      ? `Price: ${formatMoney(o.priceAmount, o.currency)}; a deposit of ${formatMoney(o.depositAmount, o.currency)} secures the time you choose and comes off the price.`
      : `Price: ${formatMoney(o.priceAmount, o.currency)}. No deposit: the time you choose is confirmed at once.`;
  return {
    to: o.request.contactEmail,
    subject: `${o.shop.name} offers you times for your tattoo`,
    text: [
      `Hello ${firstName(o.request.contactName)},`,
      '',
      `${o.shop.name} answered your tattoo request with ${o.times.length === 1 ? 'a time' : `${o.times.length} times`} for ${what}:`,
      '',
      ...o.times.map((t) => `- ${shopTime(t.startsAt, o.shop.timeZone)}`),
      '',
      ...(o.message ? [`A note from the shop: ${o.message}`, ''] : []),
      money,
      `Where: ${o.shop.name}, ${o.shop.addressLine}, ${o.shop.city}`,
      `These times are held for you until ${shopTime(o.expiresAt, o.shop.timeZone)}; after that they are freed.`,
      '',
      `Choose your time: ${link}`,
      '',
      `${o.shop.name}, through Linework`,
    ].join('\n'),
    headers: { 'X-Linework-Appointment': o.primaryAppointmentId, 'X-Linework-Request': o.request.id },
    attachments: [
      {
        filename: 'offered-times.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(offerIcs(o, publicUrl), 'utf8'),
      },
    ],
  };
}
