import { shopDate } from '../domain/shop-time.ts';
import type { MailMessage } from '../mail/mailer.ts';

export type ReviewLinkFacts = {
  id: string;
  expiresAt: Date;
  customer: { email: string; firstName: string };
  artistName: string;
  shopName: string;
  timeZone: string;
};

export const reviewLinkUrl = (publicUrl: string, id: string) => `${publicUrl}/review/${id}`;

/** The invitation to review a finished appointment; the link works once, until it expires. */
export function reviewLinkEmail(f: ReviewLinkFacts, publicUrl: string): MailMessage {
  const until = shopDate(f.expiresAt, f.timeZone);
  return {
    to: f.customer.email,
    subject: `How was your tattoo with ${f.artistName}?`,
    text: [
      `Hello ${f.customer.firstName},`,
      '',
      `Thank you for your visit to ${f.artistName} at ${f.shopName}. Once it has healed, tell others how it went:`,
      '',
      `Write a review: ${reviewLinkUrl(publicUrl, f.id)}`,
      '',
      `The link is yours alone, works once and until ${until}. Your review shows as a verified visit.`,
      '',
      `${f.shopName}, through Linework`,
    ].join('\n'),
    headers: { 'X-Linework-Review-Link': f.id },
  };
}
