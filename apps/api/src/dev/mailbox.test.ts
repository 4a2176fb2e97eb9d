import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let app: TestApp;
let production: TestApp;
beforeAll(async () => {
  // A deployment: production at an address of its own (the embedded demo keeps the mailbox).
  [app, production] = await Promise.all([
    createTestApp(),
    createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://book.example.test' }),
  ]);
});
afterAll(() => Promise.all([app?.close(), production?.close()]));

describe('dev mailbox', () => {
  it('keeps every message sent through the mail port and lists it as JSON and as a page', async () => {
    expect(app.mailer.kind).toBe('mailbox');
    await app.mailer.send({
      to: 'robin@example.test',
      subject: 'Deposit received <thanks>',
      text: 'We received your deposit of $50.00.',
      html: '<p>We received your deposit of <b>$50.00</b>.</p>',
      headers: { 'X-Linework-Booking': 'bk_123' },
      attachments: [
        { filename: 'receipt.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 receipt') },
      ],
    });

    const json = await app.inject({ url: '/dev/mailbox/messages' });
    expect(json.statusCode).toBe(200);
    const [message] = json.json().result;
    expect(message).toMatchObject({
      to: 'robin@example.test',
      from: 'Linework <no-reply@linework.test>',
      subject: 'Deposit received <thanks>',
      text: 'We received your deposit of $50.00.',
      headers: { 'X-Linework-Booking': 'bk_123' },
      attachments: [
        {
          filename: 'receipt.pdf',
          contentType: 'application/pdf',
          contentBase64: Buffer.from('%PDF-1.4 receipt').toString('base64'),
        },
      ],
    });
    expect(Date.parse(message.createdAt)).not.toBeNaN();

    const page = await app.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The subject is shown, escaped: mail content never becomes markup of the page itself.
    expect(page.body).toContain('Deposit received &lt;thanks&gt;');
    expect(page.body).toContain('To robin@example.test');
    expect(page.body).toContain('1 attachment(s)');
    // The HTML part in a sandboxed frame (no scripts, no same-origin), the text part beside it.
    expect(page.body).toMatch(
      /<iframe title="Deposit received &lt;thanks&gt;" sandbox srcdoc="&lt;p&gt;We received/,
    );
    expect(page.body).toContain(
      '<summary>Plain-text part</summary><pre>We received your deposit of $50.00.</pre>',
    );
  });

  it('lists the newest message first', async () => {
    await app.mailer.send({ to: 'a@example.test', subject: 'First', text: 'one' });
    // The second must be stamped later than the first: wait for the clock to move on.
    const sentAt = Date.now();
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(sentAt + 1));
    await app.mailer.send({ to: 'b@example.test', subject: 'Second', text: 'two' });
    const subjects = (await app.inject({ url: '/dev/mailbox/messages' }))
      .json()
      .result.map((m: { subject: string }) => m.subject);
    expect(subjects.indexOf('Second')).toBeLessThan(subjects.indexOf('First'));
  });

  it('does not exist in a production deployment', async () => {
    expect(production.config.isProduction).toBe(true);
    const page = await production.inject({ url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
    expect(page.json().error.code).toBe('NOT_FOUND');
    expect((await production.inject({ url: '/dev/mailbox/messages' })).statusCode).toBe(404);
  });
});
