import { type SubscriptionTopic, topicLabels } from '@linework/contract/subscriptions';
import { DateTime } from 'luxon';
import { Action, brand, EmailLayout, InlineLink, P, Picture, Small } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// Emails to followers, built without I/O. Every one carries the subscriber's own links: the page to
// confirm or manage; announcements, the only bulk mail, also the RFC 8058 one-click address mail
// clients call without opening a page (List-Unsubscribe + List-Unsubscribe-Post).

export type SubscriberFacts = {
  email: string;
  token: string;
  topics: SubscriptionTopic[];
  confirmed: boolean;
  target: { name: string; path: string };
};

export const confirmLink = (publicUrl: string, s: SubscriberFacts) =>
  `${publicUrl}${s.target.path}/subscribe?confirm=${encodeURIComponent(s.token)}`;
export const unsubscribePageLink = (publicUrl: string, token: string) =>
  `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
export const oneClickLink = (publicUrl: string, token: string) =>
  `${publicUrl}/v1/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 2369 + RFC 8058: a one-click POST address first; the page for clients that only open links. */
export function listUnsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickLink(publicUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const topicLine = (topics: SubscriptionTopic[]) => topics.map((t) => topicLabels[t]).join(', ');

/** Double opt-in: nothing is sent to this address until this link is opened. */
export function confirmationEmail(s: SubscriberFacts, publicUrl: string): Promise<MailMessage> {
  const name = s.target.name;
  const subject = s.confirmed ? `You already follow ${name}` : `Confirm: follow ${name} on Linework`;
  return composeEmail({
    to: s.email,
    subject,
    template: s.confirmed ? (
      <EmailLayout preview="Nothing changed." heading={subject} signature={brand.name}>
        <P>
          You already follow {name} on Linework with this address, for: {topicLine(s.topics)}.
        </P>
        <P>Someone (probably you) asked to subscribe again, so nothing changed.</P>
        <Action href={unsubscribePageLink(publicUrl, s.token)} label="Choose your topics or unsubscribe" />
      </EmailLayout>
    ) : (
      <EmailLayout preview={`One click, and you hear from ${name}.`} heading={subject} signature={brand.name}>
        <P>
          Please confirm that you want emails from {name} on Linework about: {topicLine(s.topics)}.
        </P>
        <Action href={confirmLink(publicUrl, s)} label="Confirm" />
        <P>If you did not ask for this, ignore this email: you will not hear from us again.</P>
      </EmailLayout>
    ),
  });
}

export type AnnouncementFacts = {
  id: string;
  topic: SubscriptionTopic;
  title: string;
  message: string;
  opensOn: string | null;
  closesOn: string | null;
  imageUrls: string[];
  /** Where to book, for books opening. */
  bookingUrl: string;
  /** The page the announcement is about (a flash drop's), with its own button. */
  linkUrl?: string | null;
  from: string;
};

const longDate = (isoDate: string) => DateTime.fromISO(isoDate).setLocale('en-GB').toFormat('d LLLL yyyy');

/** One announcement to one follower, with their personal unsubscribe links and headers. */
export function announcementEmail(
  a: AnnouncementFacts,
  s: SubscriberFacts,
  publicUrl: string,
): Promise<MailMessage> {
  const booksOpen = a.topic === 'books_open' && a.opensOn;
  const dates =
    booksOpen && a.opensOn
      ? a.closesOn
        ? `Books open ${longDate(a.opensOn)} to ${longDate(a.closesOn)}.`
        : `Books open from ${longDate(a.opensOn)}.`
      : null;
  const unsubscribe = unsubscribePageLink(publicUrl, s.token);
  return composeEmail({
    to: s.email,
    subject: `${a.from}: ${a.title}`,
    headers: { ...listUnsubscribeHeaders(publicUrl, s.token), 'X-Linework-Announcement': a.id },
    template: (
      <EmailLayout
        preview={dates ?? a.message.slice(0, 140)}
        heading={a.title}
        signature={`${a.from}, through ${brand.name}`}
        footer={
          <Small>
            You get this because you follow {a.from} on Linework ({topicLabels[a.topic]}).{' '}
            <InlineLink href={unsubscribe}>Choose your topics or unsubscribe</InlineLink>
          </Small>
        }
      >
        {a.message.split(/\n{2,}/).map((paragraph) => (
          <P key={paragraph}>{paragraph}</P>
        ))}
        {dates && <P>{dates}</P>}
        {booksOpen && <Action href={a.bookingUrl} label="Book" />}
        {a.linkUrl && <Action href={a.linkUrl} label={a.topic === 'flash_drop' ? 'See the drop' : 'Open'} />}
        {a.imageUrls.map((url, i) => (
          <Picture
            key={url}
            src={url}
            alt={`${a.title}: picture ${i + 1} of ${a.imageUrls.length} from ${a.from}`}
          />
        ))}
      </EmailLayout>
    ),
  });
}
