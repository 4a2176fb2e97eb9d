import { Action, EmailLayout, Facts, fromShop, InlineLink, P, Small } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// The waitlist's messages: a freed time offered, and the time gone to someone else. Each carries the
// link to leave the waitlist, which works without signing in.

export type WaitlistMessageFacts = {
  to: string;
  firstName: string;
  shopName: string;
  artistName: string;
  what: string;
  /** The time in the shop's zone, as people read it. */
  when: string;
  /** Until when the offer is held, in the shop's zone. */
  until: string;
  offerUrl: string;
  leaveUrl: string;
};

export function offerEmail(f: WaitlistMessageFacts): Promise<MailMessage> {
  const subject = `A time opened with ${f.artistName}: ${f.when}`;
  return composeEmail({
    to: f.to,
    subject,
    template: (
      <EmailLayout preview={subject} heading={subject} signature={fromShop(f.shopName)}>
        <P>Hello {f.firstName},</P>
        <P>{`A time you were waiting for freed up at ${f.shopName}. It is held for you until ${f.until}.`}</P>
        <Facts
          rows={[
            ['What', f.what],
            ['When', f.when],
            ['With', f.artistName],
          ]}
        />
        <Action href={f.offerUrl} label="See the time and book it" />
        <Small>
          No longer waiting? <InlineLink href={f.leaveUrl}>Leave the waitlist</InlineLink>.
        </Small>
      </EmailLayout>
    ),
  });
}

export function goneEmail(f: WaitlistMessageFacts): Promise<MailMessage> {
  const subject = `This time has gone: ${f.when}`;
  return composeEmail({
    to: f.to,
    subject,
    template: (
      <EmailLayout preview={subject} heading={subject} signature={fromShop(f.shopName)}>
        <P>Hello {f.firstName},</P>
        <P>
          {`The time with ${f.artistName} on ${f.when} was booked by someone else first. You are still on the waitlist: we will tell you when another time frees.`}
        </P>
        <Small>
          No longer waiting? <InlineLink href={f.leaveUrl}>Leave the waitlist</InlineLink>.
        </Small>
      </EmailLayout>
    ),
  });
}

export const offerText = (f: WaitlistMessageFacts) =>
  `${f.shopName}: a time opened with ${f.artistName}, ${f.when}. Held for you until ${f.until}: ${f.offerUrl} Leave the waitlist: ${f.leaveUrl}`;
