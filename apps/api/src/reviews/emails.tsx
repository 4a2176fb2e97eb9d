import { shopDate } from '../domain/shop-time.ts';
import { Action, EmailLayout, fromShop, P } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

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
export function reviewLinkEmail(f: ReviewLinkFacts, publicUrl: string): Promise<MailMessage> {
  const until = shopDate(f.expiresAt, f.timeZone);
  const subject = `How was your tattoo with ${f.artistName}?`;
  return composeEmail({
    to: f.customer.email,
    subject,
    headers: { 'X-Linework-Review-Link': f.id },
    template: (
      <EmailLayout
        preview="Once it has healed, tell others how it went."
        heading={subject}
        signature={fromShop(f.shopName)}
      >
        <P>Hello {f.customer.firstName},</P>
        <P>
          Thank you for your visit to {f.artistName} at {f.shopName}. Once it has healed, tell others how it
          went:
        </P>
        <Action href={reviewLinkUrl(publicUrl, f.id)} label="Write a review" />
        <P>The link is yours alone, works once and until {until}. Your review shows as a verified visit.</P>
      </EmailLayout>
    ),
  });
}
