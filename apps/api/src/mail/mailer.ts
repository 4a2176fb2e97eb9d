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
};

/** The mail port: the dev mailbox by default, SMTP when SMTP_URL is set. */
export type Mailer = { kind: 'mailbox' | 'smtp'; send(message: MailMessage): Promise<void> };

export function createMailboxMailer(db: Database, from: string): Mailer {
  return {
    kind: 'mailbox',
    async send(m) {
      await db.insert(mailMessages).values({
        id: newId(),
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
      });
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
        attachments: m.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
  };
}
