import { eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from '../db/client.ts';
import { payments, processedEvents, refunds } from '../db/schema/payments.ts';
import type { Deps } from '../deps.ts';
import { DomainError } from '../domain/errors.ts';
import { route } from '../http/route.ts';
import { applyIntent } from './apply.ts';
import { type ProviderEvent, type ProviderIntent, WebhookSignatureError } from './provider.ts';
import { settleRefund } from './refunds.ts';
import { providerUnavailable } from './service.ts';

// The provider's webhook, the source of truth about payments: verified on the raw bytes before
// anything is parsed, applied once per event id (processed_payment_events), in one transaction with
// the payment and appointment change. Events about payments that are not ours are acknowledged and
// ignored, so the provider stops sending them.

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/** Marks the event as processed in this transaction; false when an earlier delivery already did. */
async function claimEvent(tx: Transaction, event: ProviderEvent, provider: string) {
  const [claimed] = await tx
    .insert(processedEvents)
    .values({ eventId: event.id, provider, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: processedEvents.eventId });
  return Boolean(claimed);
}

export async function handleProviderEvent(
  deps: Pick<Deps, 'db' | 'clock' | 'payments' | 'log'>,
  event: ProviderEvent,
): Promise<EventOutcome> {
  const provider = deps.payments.kind;
  const [seen] = await deps.db
    .select({ id: processedEvents.eventId })
    .from(processedEvents)
    .where(eq(processedEvents.eventId, event.id));
  if (seen) return 'duplicate';
  const object = event.data.object;
  const metadata = (object.metadata ?? {}) as Record<string, string>;

  if (event.type.startsWith('payment_intent.') && typeof object.id === 'string') {
    const intentId = object.id;
    const [ours] = await deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(
        metadata.paymentId
          ? or(eq(payments.providerPaymentId, intentId), eq(payments.id, metadata.paymentId))
          : eq(payments.providerPaymentId, intentId),
      );
    if (ours) {
      // Events can arrive out of order; the provider's current state of the payment is what counts.
      let intent: ProviderIntent;
      try {
        intent = await deps.payments.retrieve(intentId);
      } catch (error) {
        deps.log.error({ err: error, eventId: event.id }, 'could not read the payment of a webhook event');
        throw providerUnavailable(); // not 2xx: the provider delivers the event again later
      }
      return deps.db.transaction(async (tx) => {
        if (!(await claimEvent(tx, event, provider))) return 'duplicate';
        await applyIntent(tx, deps.clock.now(), intent, 'webhook');
        return 'applied';
      });
    }
  }

  if (event.type.startsWith('refund.') && typeof object.id === 'string' && metadata.refundId) {
    const [refund] = await deps.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(eq(refunds.id, metadata.refundId));
    if (refund) {
      return deps.db.transaction(async (tx) => {
        if (!(await claimEvent(tx, event, provider))) return 'duplicate';
        await settleRefund(tx, deps.clock.now(), refund.id, {
          status: String(object.status ?? 'pending'),
          providerRefundId: object.id as string,
          failureMessage: object.failure_reason
            ? `The bank refused the refund (${object.failure_reason}).`
            : undefined,
        });
        return 'applied';
      });
    }
  }

  return deps.db.transaction(async (tx) =>
    (await claimEvent(tx, event, provider)) ? 'ignored' : 'duplicate',
  );
}

export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // The signature covers the exact bytes the provider sent: keep them, parse nothing before checking.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  route(
    app,
    'receivePaymentEvent',
    {
      doc: {
        tags: ['payments'],
        summary: 'Payment events from the provider (Stripe-Signature checked on the raw body)',
        errors: ['WEBHOOK_SIGNATURE_INVALID', 'PAYLOAD_TOO_LARGE'],
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: ProviderEvent;
      try {
        event = app.payments.verifyEvent(raw, request.headers['stripe-signature']);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        throw new DomainError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match this body.');
      }
      return { result: { received: true as const, outcome: await handleProviderEvent(app.deps, event) } };
    },
  );
};
