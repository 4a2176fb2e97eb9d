import { type SubscriptionTopic, topicLabels } from '@linework/contract/subscriptions';
import { DateTime } from 'luxon';
import type { MailMessage } from '../mail/mailer.ts';

// Emails to followers, built without I/O. Every one carries the subscriber's own links: the page to
// confirm or manage, and the RFC 8058 one-click address mail clients call without opening a page.

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
export function confirmationEmail(s: SubscriberFacts, publicUrl: string): MailMessage {
  const name = s.target.name;
  const lines = s.confirmed
    ? [
        `You already follow ${name} on Linework with this address, for: ${topicLine(s.topics)}.`,
        '',
        'Someone (probably you) asked to subscribe again, so nothing changed.',
        `Choose your topics or unsubscribe: ${unsubscribePageLink(publicUrl, s.token)}`,
      ]
    : [
        `Please confirm that you want emails from ${name} on Linework about: ${topicLine(s.topics)}.`,
        '',
        `Confirm: ${confirmLink(publicUrl, s)}`,
        '',
        'If you did not ask for this, ignore this email: you will not hear from us again.',
      ];
  return {
    to: s.email,
    subject: s.confirmed ? `You already follow ${name}` : `Confirm: follow ${name} on Linework`,
    text: [...lines, '', 'Linework'].join('\n'),
  };
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
  from: string;
};

const longDate = (isoDate: string) => DateTime.fromISO(isoDate).setLocale('en-GB').toFormat('d LLLL yyyy');

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One announcement to one follower, with their personal unsubscribe links and headers. */
export function announcementEmail(a: AnnouncementFacts, s: SubscriberFacts, publicUrl: string): MailMessage {
  const details: string[] = [];
  if (a.topic === 'books_open' && a.opensOn) {
    details.push(
      a.closesOn
        ? `Books open ${longDate(a.opensOn)} to ${longDate(a.closesOn)}.`
        : `Books open from ${longDate(a.opensOn)}.`,
    );
    details.push(`Book: ${a.bookingUrl}`);
  }
  const unsubscribe = unsubscribePageLink(publicUrl, s.token);
  const footer = `You get this because you follow ${a.from} on Linework (${topicLabels[a.topic]}). Unsubscribe: ${unsubscribe}`;
  const text = [a.message, '', ...details, ...(details.length ? [''] : []), ...a.imageUrls, '', footer];
  const html = `<!doctype html><html lang="en"><body style="font-family:Helvetica,Arial,sans-serif;color:#222">
<h1 style="font-size:20px">${escapeHtml(a.title)}</h1>
${a.message
  .split(/\n{2,}/)
  .map((p) => `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`)
  .join('\n')}
${details.map((d) => `<p>${escapeHtml(d)}</p>`).join('\n')}
${a.imageUrls.map((u) => `<p><img src="${escapeHtml(u)}" alt="" width="480" style="max-width:100%;height:auto"></p>`).join('\n')}
<p style="color:#555;font-size:13px">You get this because you follow ${escapeHtml(a.from)} on Linework (${escapeHtml(topicLabels[a.topic])}).
<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>
</body></html>`;
  return {
    to: s.email,
    subject: `${a.from}: ${a.title}`,
    text: text.join('\n'),
    html,
    headers: { ...listUnsubscribeHeaders(publicUrl, s.token), 'X-Linework-Announcement': a.id },
  };
}
