import { formatMoney } from '@linework/contract/money-format';
import {
  sandboxAuthenticateBody,
  sandboxAuthenticateParams,
  sandboxAuthenticateQuery,
  sandboxCardBody,
  sandboxPaymentMethodResult,
} from '@linework/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Sandbox } from './engine.ts';

// The sandbox's own endpoints, standing where Stripe.js and Stripe's 3-D Secure page would: the card
// form posts card details here (never to /v1), and the authentication page approves or fails.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} · Payment sandbox</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f4f6;color:#1a1a1a;margin:0;padding:24px 16px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:1.35rem;margin:0 0 12px}p{line-height:1.5}.amount{font-size:1.6rem;font-weight:700;margin:8px 0}
.badge{display:inline-block;background:#fff4d6;color:#5c4200;border-radius:6px;padding:2px 8px;font-size:.85rem;font-weight:600}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:20px}
button{font:inherit;font-weight:600;border-radius:8px;padding:12px 18px;border:2px solid #1a1a1a;cursor:pointer;min-width:140px}
button.approve{background:#1b5e20;border-color:#1b5e20;color:#fff}button.fail{background:#fff;color:#b71c1c;border-color:#b71c1c}
button:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
</style></head><body><main>${body}</main></body></html>`;

export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: Sandbox }> = async (app, { sandbox }) => {
  const tags = ['payment sandbox'];
  // The authentication page posts an ordinary HTML form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/v1/payment_methods',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Tokenise a test card: only brand, last four and expiry are kept',
        body: sandboxCardBody,
        response: { 201: sandboxPaymentMethodResult },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return { result: await sandbox.createPaymentMethod(request.body) };
    },
  );

  app.get(
    '/authenticate/:intentId',
    {
      schema: { hide: true, params: sandboxAuthenticateParams, querystring: sandboxAuthenticateQuery },
    },
    async (request, reply) => {
      const intent = await sandbox.forAuthentication(request.params.intentId, request.query.client_secret);
      reply.type('text/html').header('cache-control', 'no-store');
      if (!intent) {
        return reply
          .status(404)
          .send(
            page(
              'Not found',
              '<h1>This authentication does not exist</h1><p>Go back to the shop and try again.</p>',
            ),
          );
      }
      if (intent.status !== 'requires_action') {
        return page(
          'Nothing to authenticate',
          '<h1>Nothing to authenticate</h1><p>This payment is no longer waiting for you. Go back to the shop to see where it stands.</p>',
        );
      }
      const form = (decision: 'approve' | 'fail', label: string) => `<form method="post">
<input type="hidden" name="client_secret" value="${escapeHtml(intent.clientSecret)}">
<input type="hidden" name="decision" value="${decision}">
<button type="submit" class="${decision}">${label}</button></form>`;
      return page(
        'Confirm your payment',
        `<span class="badge">Test mode</span>
<h1>Confirm your payment</h1>
<p>${escapeHtml(intent.description ?? 'A payment')}</p>
<p class="amount">${escapeHtml(formatMoney(intent.amount, intent.currency))}</p>
<p>Your bank asks you to confirm this payment (3-D Secure). In the sandbox you choose what the bank answers.</p>
<div class="actions">${form('approve', 'Complete authentication')}${form('fail', 'Fail authentication')}</div>`,
      );
    },
  );

  app.post(
    '/authenticate/:intentId',
    { schema: { hide: true, params: sandboxAuthenticateParams, body: sandboxAuthenticateBody } },
    async (request, reply) => {
      const next = await sandbox.authenticate(
        request.params.intentId,
        request.body.client_secret,
        request.body.decision,
      );
      if (!next) {
        return reply
          .status(404)
          .type('text/html')
          .send(
            page(
              'Not found',
              '<h1>This authentication does not exist</h1><p>Go back to the shop and try again.</p>',
            ),
          );
      }
      return reply.redirect(next, 303);
    },
  );
};
