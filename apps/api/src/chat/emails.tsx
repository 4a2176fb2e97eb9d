import { Action, brand, EmailLayout, P, Quote } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// The email of the chat area, built without I/O from what its job (unread-email.ts) loaded.

export type UnreadChatFacts = {
  to: string;
  /** Who wrote: the shop's name for a customer, the customer's name for the shop. */
  from: string;
  count: number;
  /** The first unread message, shortened; a picture-only message says so. */
  preview: string;
  link: string;
};

const previewLength = 140;

export function previewOf(body: string, attachmentCount: number): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (!text) return attachmentCount > 1 ? `${attachmentCount} pictures` : 'A picture';
  return text.length > previewLength ? `${text.slice(0, previewLength - 1)}…` : text;
}

/** The email about unread messages; the message is text in the template, so it can never become markup. */
export function unreadChatEmail(f: UnreadChatFacts): Promise<MailMessage> {
  const what = f.count === 1 ? 'a new message' : `${f.count} new messages`;
  const subject = `${f.from} sent you ${what}`;
  return composeEmail({
    to: f.to,
    subject,
    template: (
      <EmailLayout preview={f.preview} heading={subject} signature={brand.name}>
        <P>{`${f.from} sent you ${what} on Linework:`}</P>
        <Quote>{`"${f.preview}"`}</Quote>
        <Action href={f.link} label="Read and reply" />
      </EmailLayout>
    ),
  });
}
