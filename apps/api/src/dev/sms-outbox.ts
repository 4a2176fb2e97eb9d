import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsMessages } from '../db/schema/sms.ts';
import { escapeHtml } from '../web/html.ts';

/** The development SMS outbox: every text the product sent, newest first. Mounted only with dev tools on. */
export async function devSmsRoutes(app: FastifyInstance) {
  const latest = () => app.db.select().from(smsMessages).orderBy(desc(smsMessages.createdAt)).limit(200);

  app.get('/sms/messages', async () => ({
    result: (await latest()).map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  }));

  app.get('/sms', async (_request, reply) => {
    const messages = await latest();
    const items = messages
      .map(
        (m) => `<article>
  <p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>
  <pre>${escapeHtml(m.body)}</pre>
</article>`,
      )
      .join('\n');
    return reply.type('text/html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Dev text messages · Linework</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}
.meta{color:#555;font-size:.9rem}pre{white-space:pre-wrap;margin:0}</style>
</head><body><h1>Dev text messages</h1><p>${messages.length} message(s). This page exists only while dev tools are on (DEV_TOOLS).</p>
${items || '<p>No text messages yet.</p>'}</body></html>`);
  });
}
