import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './mailer.ts';

type Received = { from: string; to: string[]; raw: string };

let server: SMTPServer;
let port: number;
const inbox: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    // A plain local server: no TLS certificate to trust, no login.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mailer', () => {
  it('delivers the message with its recipient, subject, text, headers and attachment to a real SMTP server', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Linework <no-reply@linework.test>');
    expect(mailer.kind).toBe('smtp');
    const pdf = Buffer.from('%PDF-1.4\n% a tiny receipt\n');
    await mailer.send({
      to: 'robin@example.test',
      subject: 'Your booking is confirmed',
      text: 'See you on Friday at 14:00.',
      html: '<p>See you on <strong>Friday</strong> at 14:00.</p>',
      headers: { 'List-Unsubscribe': '<https://linework.test/unsubscribe/abc>' },
      attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: pdf }],
      messageId: '<job-abc.1@linework.test>',
    });

    expect(inbox).toHaveLength(1);
    const [mail] = inbox;
    expect(mail!.from).toBe('no-reply@linework.test');
    expect(mail!.to).toEqual(['robin@example.test']);
    const raw = mail!.raw.replace(/=\r?\n/g, '');
    expect(raw).toMatch(/^To: robin@example\.test\r?$/m);
    expect(raw).toMatch(/^From: Linework <no-reply@linework\.test>\r?$/m);
    expect(raw).toMatch(/^Subject: Your booking is confirmed\r?$/m);
    // The job's stable id: a retried send is a duplicate mail servers and clients can drop.
    expect(raw).toMatch(/^Message-ID: <job-abc\.1@linework\.test>\r?$/m);
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/linework\.test\/unsubscribe\/abc>\r?$/m);
    expect(raw).toContain('See you on Friday at 14:00.');
    expect(raw).toMatch(/Content-Type: application\/pdf; name=receipt\.pdf/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=receipt\.pdf/);
    expect(mail!.raw).toContain(pdf.toString('base64'));
  });

  it('fails loudly when the SMTP server cannot be reached', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 'Linework <no-reply@linework.test>');
    await expect(mailer.send({ to: 'robin@example.test', subject: 'x', text: 'x' })).rejects.toThrow();
  });
});
