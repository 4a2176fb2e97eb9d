import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mailMessages } from '../db/schema/mail.ts';
import { escapeHtml } from '../web/html.ts';

/** The development mailbox: every email the product sent, newest first. Mounted only with dev tools on (config.devTools). */
export async function devMailboxRoutes(app: FastifyInstance) {
  const latest = () => app.db.select().from(mailMessages).orderBy(desc(mailMessages.createdAt)).limit(200);

  app.get('/mailbox/messages', async () => ({
    result: (await latest()).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  }));

  app.get('/mailbox', async (_request, reply) => {
    const messages = await latest();
    const items = messages
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}${m.attachments.length ? ` · ${m.attachments.length} attachment(s)` : ''}</p>
  ${
    m.html
      ? // An empty sandbox: the email's HTML shows as a mail client would, with no script, form or
        // same-origin access, and the page's own CSP stays as strict as every other page's.
        `<iframe title="${escapeHtml(m.subject)}" sandbox srcdoc="${escapeHtml(m.html)}"></iframe>
  <details><summary>Plain-text part</summary><pre>${escapeHtml(m.text)}</pre></details>`
      : `<pre>${escapeHtml(m.text)}</pre>`
  }
</article>`,
      )
      .join('\n');
    return reply.type('text/html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev mailbox · Linework</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}
.meta{color:#555;font-size:.9rem}iframe{width:100%;min-height:480px;border:1px solid #eee}pre{white-space:pre-wrap}</style>
</head><body><h1>Dev mailbox</h1><p>${messages.length} message(s). This page exists only while dev tools are on (DEV_TOOLS).</p>
${items || '<p>No messages yet.</p>'}</body></html>`);
  });
}
