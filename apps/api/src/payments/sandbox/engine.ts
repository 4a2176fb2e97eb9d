import { createHmac, randomBytes } from 'node:crypto';
import { cardBrand } from '@linework/contract/cards';
import type { SandboxCardBody } from '@linework/contract/payments';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import {
  sandboxCustomers,
  sandboxIdempotencyKeys,
  sandboxPaymentIntents,
  sandboxPaymentMethods,
} from '../../db/schema/sandbox.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { cardBehaviour, decodeBehaviour, encodeBehaviour } from './test-cards.ts';

// The embedded card processor: Stripe's PaymentIntent life cycle (create, confirm, 3-D Secure,
// refund) with Stripe's test cards, its own tables, idempotency keys and signed webhook events.
// Our payments code reaches it only through the payment port, as it would reach Stripe.

export type SandboxIntentRow = typeof sandboxPaymentIntents.$inferSelect;

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const stripeLikeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The intent as Stripe's API shows it; this is also the object inside webhook events. */
export function intentObject(row: SandboxIntentRow, publicUrl: string) {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    amount_received: row.status === 'succeeded' ? row.amount : 0,
    currency: row.currency.toLowerCase(),
    status: row.status,
    client_secret: row.clientSecret,
    description: row.description,
    metadata: row.metadata,
    payment_method: row.paymentMethodId,
    customer: row.customerId,
    setup_future_usage: row.setupFutureUsage,
    latest_charge: row.chargeCount > 0 ? `ch_${row.id.slice(3)}` : null,
    last_payment_error: row.lastError ? { type: 'card_error', ...row.lastError } : null,
    next_action:
      row.status === 'requires_action'
        ? {
            type: 'redirect_to_url',
            redirect_to_url: {
              url: `${publicUrl}/sandbox/authenticate/${row.id}?client_secret=${encodeURIComponent(row.clientSecret)}`,
              return_url: row.returnUrl,
            },
          }
        : null,
    livemode: false,
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}
export type SandboxIntentObject = ReturnType<typeof intentObject>;

type Outcome<T> = { ok: T } | { error: { status: number; code: string; message: string } };
const fail = (status: number, code: string, message: string) => ({ error: { status, code, message } });

export function createSandbox(db: Database, publicUrl: string, webhookSecret: string) {
  /**
   * Runs a write once per idempotency key: a repeated key gets the first answer, errors included,
   * and a concurrent repeat waits for the first to finish (the key's row is claimed first).
   */
  async function once<T>(key: string, work: (tx: Transaction) => Promise<Outcome<T>>): Promise<T> {
    const outcome = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(sandboxIdempotencyKeys)
        .values({ key, response: { pending: true } })
        .onConflictDoNothing()
        .returning({ key: sandboxIdempotencyKeys.key });
      if (!claimed) {
        const [earlier] = await tx
          .select()
          .from(sandboxIdempotencyKeys)
          .where(eq(sandboxIdempotencyKeys.key, key));
        return earlier!.response as Outcome<T>;
      }
      const result = await work(tx);
      await tx
        .update(sandboxIdempotencyKeys)
        .set({ response: result })
        .where(eq(sandboxIdempotencyKeys.key, key));
      return result;
    });
    if ('error' in outcome)
      throw new SandboxError(outcome.error.status, outcome.error.code, outcome.error.message);
    return outcome.ok;
  }

  const lockIntent = async (tx: Transaction, id: string) => {
    const [row] = await tx
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, id))
      .for('update');
    return row;
  };

  const missing = (id: string) => fail(404, 'resource_missing', `No such payment_intent: '${id}'`);

  /** Writes the event Stripe would send; the durable job delivers it, signed, to our webhook. */
  async function emit(tx: Transaction, type: string, object: Record<string, unknown>) {
    const event = {
      id: stripeLikeId('evt'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    };
    // The stand-in for Stripe lives on the machine's time, as Stripe does on its own.
    await enqueueJob(tx, 'sandbox.webhook', { event }, new Date());
  }

  /** A charge asked to save its card (setup_future_usage): the card now belongs to the intent's customer. */
  async function attachIfAsked(tx: Transaction, row: SandboxIntentRow) {
    if (!row.setupFutureUsage || !row.customerId || !row.paymentMethodId) return;
    await tx
      .update(sandboxPaymentMethods)
      .set({ customerId: row.customerId })
      .where(eq(sandboxPaymentMethods.id, row.paymentMethodId));
  }

  async function save(tx: Transaction, id: string, change: Partial<SandboxIntentRow>) {
    const [row] = await tx
      .update(sandboxPaymentIntents)
      .set({ ...change, updatedAt: sql`now()` })
      .where(eq(sandboxPaymentIntents.id, id))
      .returning();
    return row!;
  }

  return {
    /** An event as Stripe delivers it: the JSON body and its `Stripe-Signature` header (t=…,v1=…). */
    signedEvent(event: Record<string, unknown>) {
      const body = JSON.stringify(event);
      const t = Math.floor(Date.now() / 1000);
      const v1 = createHmac('sha256', webhookSecret).update(`${t}.${body}`).digest('hex');
      return { body, signature: `t=${t},v1=${v1}` };
    },

    /** Tokenises a test card: the number and CVC are checked and dropped; brand, last four and expiry stay. */
    async createPaymentMethod(card: SandboxCardBody) {
      const number = card.number.replace(/[\s-]/g, '');
      const row = {
        id: stripeLikeId('pm'),
        brand: cardBrand(number),
        last4: number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
        behaviour: encodeBehaviour(cardBehaviour(number)),
      };
      await db.insert(sandboxPaymentMethods).values(row);
      return {
        id: row.id,
        card: { brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear },
      };
    },

    async paymentMethod(id: string) {
      const [pm] = await db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, id));
      return pm;
    },

    /** Stripe's Customer: who saved cards belong to. */
    createCustomer(email: string, idempotencyKey: string) {
      return once(`customer:${idempotencyKey}`, async (tx) => {
        const [row] = await tx
          .insert(sandboxCustomers)
          .values({ id: stripeLikeId('cus'), email })
          .returning();
        return { ok: { id: row!.id } };
      });
    },

    createIntent(
      input: {
        amount: number;
        currency: string;
        description: string;
        metadata: Record<string, string>;
        customerId?: string;
      },
      idempotencyKey: string,
    ) {
      return once(`create:${idempotencyKey}`, async (tx) => {
        if (!Number.isInteger(input.amount) || input.amount < 1) {
          return fail(400, 'parameter_invalid_integer', 'Amount must be at least 1 minor unit.');
        }
        const id = stripeLikeId('pi');
        const [row] = await tx
          .insert(sandboxPaymentIntents)
          .values({
            id,
            clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
            amount: input.amount,
            currency: input.currency.toUpperCase(),
            status: 'requires_payment_method',
            description: input.description,
            metadata: input.metadata,
            customerId: input.customerId ?? null,
          })
          .returning();
        return { ok: intentObject(row!, publicUrl) };
      });
    },

    updateAmount(id: string, amount: number, idempotencyKey: string) {
      return once(`update:${idempotencyKey}`, async (tx) => {
        const row = await lockIntent(tx, id);
        if (!row) return missing(id);
        if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(row.status)) {
          return fail(
            400,
            'payment_intent_unexpected_state',
            `You cannot update this PaymentIntent because it has a status of ${row.status}.`,
          );
        }
        return { ok: intentObject(await save(tx, id, { amount }), publicUrl) };
      });
    },

    /** Charges the test card: it succeeds, is declined, or asks for 3-D Secure, as the card says. */
    confirm(
      id: string,
      input: { paymentMethodId: string; returnUrl: string; saveCard?: boolean },
      idempotencyKey: string,
    ) {
      return once(`confirm:${idempotencyKey}`, async (tx) => {
        const row = await lockIntent(tx, id);
        if (!row) return missing(id);
        if (row.status === 'succeeded' || row.status === 'canceled') {
          return fail(
            400,
            'payment_intent_unexpected_state',
            `You cannot confirm this PaymentIntent because it has a status of ${row.status}.`,
          );
        }
        const [pm] = await tx
          .select()
          .from(sandboxPaymentMethods)
          .where(eq(sandboxPaymentMethods.id, input.paymentMethodId));
        if (!pm) return fail(400, 'resource_missing', `No such PaymentMethod: '${input.paymentMethodId}'`);
        // As at Stripe, a card saved to a customer pays only that customer's payments.
        if (pm.customerId && pm.customerId !== row.customerId) {
          return fail(
            400,
            'resource_missing',
            `The provided PaymentMethod belongs to a different Customer: '${input.paymentMethodId}'`,
          );
        }
        const behaviour = decodeBehaviour(pm.behaviour);
        const base = {
          paymentMethodId: pm.id,
          returnUrl: input.returnUrl,
          ...(input.saveCard && { setupFutureUsage: 'on_session' }),
        };
        let saved: SandboxIntentRow;
        if (behaviour.outcome === 'succeed') {
          saved = await save(tx, id, {
            ...base,
            status: 'succeeded',
            lastError: null,
            chargeCount: row.chargeCount + 1,
          });
          await attachIfAsked(tx, saved);
          await emit(tx, 'payment_intent.succeeded', intentObject(saved, publicUrl));
        } else if (behaviour.outcome === 'authenticate') {
          saved = await save(tx, id, { ...base, status: 'requires_action', lastError: null });
          await emit(tx, 'payment_intent.requires_action', intentObject(saved, publicUrl));
        } else {
          saved = await save(tx, id, {
            ...base,
            status: 'requires_payment_method',
            lastError: {
              code: behaviour.code,
              decline_code: behaviour.declineCode,
              message: behaviour.message,
            },
          });
          await emit(tx, 'payment_intent.payment_failed', intentObject(saved, publicUrl));
        }
        return { ok: intentObject(saved, publicUrl) };
      });
    },

    async retrieve(id: string) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
      if (!row) throw new SandboxError(404, 'resource_missing', `No such payment_intent: '${id}'`);
      return intentObject(row, publicUrl);
    },

    refund(
      input: { intentId: string; amount: number; metadata: Record<string, string> },
      idempotencyKey: string,
    ) {
      return once(`refund:${idempotencyKey}`, async (tx) => {
        const row = await lockIntent(tx, input.intentId);
        if (!row) return missing(input.intentId);
        if (row.status !== 'succeeded') {
          return fail(400, 'charge_not_refundable', 'This PaymentIntent has no successful charge to refund.');
        }
        if (input.amount < 1 || input.amount > row.amount - row.amountRefunded) {
          return fail(
            400,
            'amount_too_large',
            `Refund amount (${input.amount}) is greater than unrefunded amount on charge (${row.amount - row.amountRefunded}).`,
          );
        }
        const refund = {
          id: stripeLikeId('re'),
          amount: input.amount,
          status: 'succeeded' as const,
          created: Math.floor(Date.now() / 1000),
        };
        const saved = await save(tx, row.id, {
          amountRefunded: row.amountRefunded + input.amount,
          refunds: [...row.refunds, refund],
        });
        const object = {
          id: refund.id,
          object: 'refund',
          amount: refund.amount,
          currency: saved.currency.toLowerCase(),
          payment_intent: saved.id,
          status: refund.status,
          metadata: input.metadata,
          created: refund.created,
        };
        await emit(tx, 'refund.created', object);
        return { ok: object };
      });
    },

    /** The 3-D Secure page's lookup: only with the intent's client secret. */
    async forAuthentication(id: string, clientSecret: string) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
      return row && row.clientSecret === clientSecret ? row : undefined;
    },

    /**
     * The card holder approves or fails 3-D Secure. Answers where to send them next: the return URL
     * with the query parameters Stripe adds (payment_intent, payment_intent_client_secret, redirect_status).
     */
    async authenticate(id: string, clientSecret: string, decision: 'approve' | 'fail') {
      return db.transaction(async (tx) => {
        const row = await lockIntent(tx, id);
        if (!row || row.clientSecret !== clientSecret) return undefined;
        let saved = row;
        if (row.status === 'requires_action') {
          if (decision === 'approve') {
            saved = await save(tx, id, { status: 'succeeded', chargeCount: row.chargeCount + 1 });
            await attachIfAsked(tx, saved);
            await emit(tx, 'payment_intent.succeeded', intentObject(saved, publicUrl));
          } else {
            saved = await save(tx, id, {
              status: 'requires_payment_method',
              lastError: {
                code: 'payment_intent_authentication_failure',
                message:
                  'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
              },
            });
            await emit(tx, 'payment_intent.payment_failed', intentObject(saved, publicUrl));
          }
        }
        const target = new URL(saved.returnUrl ?? `${publicUrl}/payment-redirect`);
        target.searchParams.set('payment_intent', saved.id);
        target.searchParams.set('payment_intent_client_secret', saved.clientSecret);
        target.searchParams.set('redirect_status', saved.status === 'succeeded' ? 'succeeded' : 'failed');
        return target.toString();
      });
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
