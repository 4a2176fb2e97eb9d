import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { mailMessages } from '../db/schema/mail.ts';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  /**
   * The Message-ID, `<…@host>`: the same for every attempt at one message (the job sets it from its
   * id), so a send retried after a crash is a duplicate the mailbox and mail clients drop.
   */
  messageId?: string;
};

/** The mail port: the dev mailbox by default, SMTP when SMTP_URL is set. */
export type Mailer = { kind: 'mailbox' | 'smtp'; send(message: MailMessage): Promise<void> };

export function createMailboxMailer(db: Database, from: string): Mailer {
  return {
    kind: 'mailbox',
    async send(m) {
      // A second message with the same Message-ID is the retry of one already delivered: dropped.
      await db
        .insert(mailMessages)
        .values({
          id: newId(),
          messageId: m.messageId ?? null,
          to: m.to,
          from,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: m.headers ?? {},
          attachments: (m.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: a.content.toString('base64'),
          })),
        })
        .onConflictDoNothing({ target: mailMessages.messageId });
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
        messageId: m.messageId,
        attachments: m.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
  };
}
