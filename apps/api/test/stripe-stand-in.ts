import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server that answers the Stripe API calls our adapter makes, in Stripe's documented
// shapes (https://docs.stripe.com/api): form-encoded requests, PaymentIntents, Stripe's test payment
// methods, card errors as 402, idempotent replays. The real `stripe` SDK talks to it by host, port
// and protocol, so the adapter is tested without a network.

type Json = Record<string, unknown>;
export type StandInRequest = {
  method: string;
  path: string;
  query: Json;
  body: Json;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
};

/** Stripe's form encoding: `metadata[paymentId]=x&expand[0]=payment_method` → nested objects. */
export function parseStripeForm(encoded: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Json;
      }
    });
  }
  return out;
}

const testCards: Record<string, { brand: string; last4: string; outcome: string; declineCode?: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242', outcome: 'succeed' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', outcome: 'succeed' },
  pm_card_chargeDeclined: {
    brand: 'visa',
    last4: '0002',
    outcome: 'decline',
    declineCode: 'generic_decline',
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    outcome: 'decline',
    declineCode: 'insufficient_funds',
  },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', outcome: 'authenticate' },
};

const paymentMethodObject = (id: string) => {
  const card = testCards[id]!;
  return {
    id,
    object: 'payment_method',
    type: 'card',
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2034 },
  };
};

export async function startStripeStandIn() {
  const intents = new Map<string, Json>();
  const requests: StandInRequest[] = [];
  const replays = new Map<string, { status: number; body: Json }>();

  const withExpansion = (pi: Json, expand: unknown) => {
    const wanted = Object.values((expand ?? {}) as Json);
    return wanted.includes('payment_method') && typeof pi.payment_method === 'string'
      ? { ...pi, payment_method: paymentMethodObject(pi.payment_method) }
      : pi;
  };
  const error = (status: number, e: Json) => ({ status, body: { error: e } });
  const missing = (id: string) =>
    error(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such payment_intent: '${id}'`,
    });

  function answer(method: string, path: string, query: Json, body: Json): { status: number; body: Json } {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    const confirmPath = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
    if (method === 'POST' && path === '/v1/customers') {
      return {
        status: 200,
        body: { id: `cus_${randomBytes(7).toString('hex')}`, object: 'customer', email: body.email ?? null },
      };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const pi: Json = {
        id,
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: body.currency,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        payment_method: null,
        customer: body.customer ?? null,
        setup_future_usage: null,
        last_payment_error: null,
        next_action: null,
        livemode: false,
      };
      intents.set(id, pi);
      return { status: 200, body: pi };
    }
    if (intentPath) {
      const pi = intents.get(intentPath[1]!);
      if (!pi) return missing(intentPath[1]!);
      if (method === 'POST' && body.amount) pi.amount = Number(body.amount);
      return { status: 200, body: withExpansion(pi, method === 'GET' ? query.expand : body.expand) };
    }
    if (method === 'POST' && confirmPath) {
      const pi = intents.get(confirmPath[1]!);
      if (!pi) return missing(confirmPath[1]!);
      if (pi.status === 'succeeded') {
        return error(400, {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message:
            'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        });
      }
      const card = testCards[String(body.payment_method)];
      if (!card) {
        return error(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such PaymentMethod: '${body.payment_method}'`,
        });
      }
      pi.payment_method = body.payment_method;
      if (body.setup_future_usage) pi.setup_future_usage = body.setup_future_usage;
      if (card.outcome === 'decline') {
        pi.status = 'requires_payment_method';
        const message =
          card.declineCode === 'insufficient_funds'
            ? 'Your card has insufficient funds.'
            : 'Your card was declined.';
        pi.last_payment_error = {
          type: 'card_error',
          code: 'card_declined',
          decline_code: card.declineCode,
          message,
        };
        return error(402, { ...(pi.last_payment_error as Json), payment_intent: pi });
      }
      pi.last_payment_error = null;
      if (card.outcome === 'authenticate') {
        pi.status = 'requires_action';
        pi.next_action = {
          type: 'redirect_to_url',
          redirect_to_url: {
            url: `https://hooks.stripe.com/3d_secure_2/hosted?pi=${pi.id}`,
            return_url: body.return_url,
          },
        };
      } else {
        pi.status = 'succeeded';
        pi.next_action = null;
      }
      return { status: 200, body: withExpansion(pi, body.expand) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(String(body.payment_intent));
      if (!pi) return missing(String(body.payment_intent));
      return {
        status: 200,
        body: {
          id: `re_${randomBytes(12).toString('hex')}`,
          object: 'refund',
          amount: Number(body.amount),
          currency: pi.currency,
          payment_intent: pi.id,
          metadata: body.metadata ?? {},
          status: 'succeeded',
        },
      };
    }
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const query = parseStripeForm(url.search.slice(1));
      const body = parseStripeForm(raw);
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: req.method!,
        path: url.pathname,
        query,
        body,
        idempotencyKey,
        authorization: req.headers.authorization,
      });
      // Stripe replays the first answer to a repeated idempotency key.
      const replayKey = idempotencyKey && `${req.method} ${url.pathname} ${idempotencyKey}`;
      const result = (replayKey && replays.get(replayKey)) || answer(req.method!, url.pathname, query, body);
      if (replayKey) replays.set(replayKey, result);
      res.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    /** What Stripe's hosted 3-D Secure page does when the card holder approves. */
    completeAuthentication(id: string) {
      const pi = intents.get(id)!;
      pi.status = 'succeeded';
      pi.next_action = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
