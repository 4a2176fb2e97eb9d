import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentEmail } from '../appointments/emails.tsx';
import type { AppointmentFacts } from '../appointments/facts.ts';
import { offerEmail, type RequestFacts, requestReceivedEmail } from '../requests/emails.tsx';
import { announcementEmail, confirmationEmail, type SubscriberFacts } from '../subscriptions/emails.tsx';
import { createSmtpMailer, type MailMessage } from './mailer.ts';

// The emails as a mail client gets them, through a real SMTP server: an HTML part and a plain-text
// part (multipart/alternative) from the one template, the HTML accessible (language, one heading,
// pictures described) and carrying the facts and links; bulk mail alone with one-click unsubscribe.

let server: SMTPServer;
let port: number;
const inbox: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Decodes one quoted-printable or base64 MIME part body to text. */
function decode(body: string, encoding: string | undefined) {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

type Delivered = { raw: string; text: string; html: string; headers: string };

/** Sends the message to the SMTP server and reads back its text and HTML parts. */
async function deliver(message: MailMessage): Promise<Delivered> {
  const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Linework <no-reply@linework.test>');
  const before = inbox.length;
  await mailer.send(message);
  const raw = inbox[before]!;
  expect(raw).toMatch(/Content-Type: multipart\/alternative/);
  const boundary = /multipart\/alternative;\s*boundary="?([^"\r\n;]+)"?/.exec(raw)![1]!;
  const parts = raw.split(`--${boundary}`).slice(1, -1);
  const part = (type: string) => {
    const found = parts.find((p) => p.includes(`Content-Type: ${type}`));
    expect(found, `a ${type} part`).toBeDefined();
    const [head, ...body] = found!.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const encoding = /Content-Transfer-Encoding: ([\w-]+)/.exec(head!)?.[1];
    return decode(body.join('\r\n\r\n').trimEnd(), encoding);
  };
  return { raw, text: part('text/plain'), html: part('text/html'), headers: raw.split(/\r?\n\r?\n/)[0]! };
}

function expectAccessible(html: string) {
  expect(html).toMatch(/<html[^>]* lang="en"/);
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  for (const img of html.match(/<img[^>]*>/g) ?? []) expect(img).toMatch(/ alt="[^"]+"/);
}

const publicUrl = 'https://book.example.test';

const appointment: AppointmentFacts = {
  id: 'appt_0123456789abcdefghij',
  status: 'confirmed',
  startsAt: new Date('2027-03-01T15:00:00Z'),
  endsAt: new Date('2027-03-01T16:00:00Z'),
  confirmationCode: 'K7P2QX',
  priceAmount: 18000,
  depositAmount: 5000,
  currency: 'USD',
  rescheduleCount: 0,
  sequence: 1,
  cancelOutcome: null,
  customer: { email: 'robin@example.test', firstName: 'Robin' },
  shop: {
    name: 'Anchor Ink',
    email: null,
    addressLine: '1 Harbour St',
    city: 'New York',
    timeZone: 'America/New_York',
    latitude: 40.7,
    longitude: -74,
    cancellationNoticeHours: 48,
  },
  artist: { displayName: 'Ada Stone' },
  service: { name: 'Small fine line tattoo', durationMinutes: 90, priceKind: 'fixed' },
};

const request: RequestFacts = {
  id: 'req_0123456789abcdefghij',
  contactName: 'Robin Ink',
  contactEmail: 'robin@example.test',
  idea: 'A small swallow on the wrist, <b>fine line</b>',
  shop: { name: 'Anchor Ink', shopUrl: 'anchor-ink' },
};

const follower: SubscriberFacts = {
  email: 'robin@example.test',
  token: 'tok_abc',
  topics: ['books_open'],
  confirmed: true,
  target: { name: 'Ben Ward', path: '/artist/ben-ward' },
};

describe('emails through SMTP', () => {
  it('a confirmation has both parts with the time, place, code and link, and its calendar file', async () => {
    const config = { publicUrl, mailFrom: 'Linework <no-reply@linework.test>' };
    const mail = await deliver(await appointmentEmail('confirmed', appointment, config));
    expectAccessible(mail.html);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Small fine line tattoo with Ada Stone');
      expect(part).toContain('(New York time)');
      expect(part).toContain('1 Harbour St');
      expect(part).toContain('K7P2QX');
      expect(part).toContain(`${publicUrl}/booking/${appointment.id}`);
    }
    expect(mail.text).toContain(`See or change it: ${publicUrl}/booking/${appointment.id}`);
    expect(mail.html).toContain('#C62828'); // the brand's colour
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/);
    // Not bulk mail: no unsubscribe headers.
    expect(mail.headers).not.toMatch(/List-Unsubscribe/);
  });

  it('the request receipt tells what was asked and links to it, with the idea escaped', async () => {
    const mail = await deliver(await requestReceivedEmail(request, publicUrl));
    expectAccessible(mail.html);
    expect(mail.html).toContain('Anchor Ink received your tattoo request');
    expect(mail.html).toContain('&lt;b&gt;fine line&lt;/b&gt;');
    expect(mail.text).toContain('A small swallow on the wrist, <b>fine line</b>');
    const link = `${publicUrl}/shop/anchor-ink/request?request=${request.id}`;
    expect(mail.text).toContain(`See your request: ${link}`);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('an offer lists every time in the shop’s zone in both parts', async () => {
    const mail = await deliver(
      await offerEmail(
        {
          offerId: 'off_1',
          primaryAppointmentId: appointment.id,
          expiresAt: new Date('2027-02-20T15:00:00Z'),
          message: null,
          depositAmount: 5000,
          priceAmount: 18000,
          currency: 'USD',
          request,
          shop: { ...appointment.shop },
          artist: appointment.artist,
          service: appointment.service,
          times: [
            { appointmentId: 'a1', startsAt: appointment.startsAt, endsAt: appointment.endsAt },
            { appointmentId: 'a2', startsAt: new Date('2027-03-02T15:00:00Z'), endsAt: appointment.endsAt },
          ],
        },
        { publicUrl, mailFrom: 'Linework <no-reply@linework.test>' },
      ),
    );
    expect(mail.text.match(/^- .*\(New York time\)$/gm)).toHaveLength(2);
    expect(mail.html.match(/<li[^>]*>[^<]*\(New York time\)/g)).toHaveLength(2);
    expect(mail.text).toContain(`Choose your time: ${publicUrl}/booking/${appointment.id}`);
  });

  it('an announcement, the bulk mail, carries one-click unsubscribe headers and links in both parts', async () => {
    const mail = await deliver(
      await announcementEmail(
        {
          id: 'ann_1',
          topic: 'books_open',
          title: 'Spring books',
          message: 'My books open soon.\n\nFlash and custom.',
          opensOn: '2027-03-01',
          closesOn: null,
          imageUrls: [`${publicUrl}/files/flash.webp`],
          bookingUrl: `${publicUrl}/artist/ben-ward`,
          from: 'Ben Ward',
        },
        follower,
        publicUrl,
      ),
    );
    expectAccessible(mail.html);
    expect(mail.headers).toContain(`List-Unsubscribe: <${publicUrl}/v1/unsubscribe?token=tok_abc>`);
    expect(mail.headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.html).toMatch(/<img[^>]*alt="Spring books: picture 1 of 1 from Ben Ward"/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Books open from 1 March 2027.');
      expect(part).toContain(`${publicUrl}/unsubscribe?token=tok_abc`);
      expect(part).toContain(`${publicUrl}/artist/ben-ward`);
    }
  });

  it('a follow confirmation is no bulk mail: a link to confirm, no unsubscribe headers', async () => {
    const mail = await deliver(await confirmationEmail({ ...follower, confirmed: false }, publicUrl));
    expectAccessible(mail.html);
    expect(mail.headers).not.toMatch(/List-Unsubscribe/);
    expect(mail.text).toContain(`Confirm: ${publicUrl}/artist/ben-ward/subscribe?confirm=tok_abc`);
    expect(mail.html).toContain(`href="${publicUrl}/artist/ben-ward/subscribe?confirm=tok_abc"`);
  });
});
