import { and, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { appointmentHistory } from '../db/schema/appointments.ts';
import { jobs } from '../db/schema/jobs.ts';
import { paymentHistory, payments, processedEvents } from '../db/schema/payments.ts';
import { runDueJobs } from '../worker/worker.ts';
import { authenticate, bookHeld, payWithCard, startCheckout } from './test-fixtures.ts';

let app: TestApp;
let ids: BookingFixtures;

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

const deliver = (body: string, signature: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/v1/webhooks/payments',
    headers: { 'content-type': 'application/json', ...(signature && { 'stripe-signature': signature }) },
    payload: body,
  });

/** Delivers an event signed by the sandbox, exactly as its worker does. */
const deliverSigned = (event: Record<string, unknown>) => {
  const { body, signature } = app.paymentSandbox!.signedEvent(event);
  return deliver(body, signature);
};

/** The sandbox's queued (not yet delivered) events about one provider payment. */
async function queuedEvents(intentId: string, type: string) {
  const rows = await app.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'sandbox.webhook'), sql`${jobs.doneAt} IS NULL`));
  return rows
    .map((r) => (r.payload as { event: { type: string; data: { object: { id: string } } } }).event)
    .filter((e) => e.type === type && e.data.object.id === intentId);
}

/** A deposit through 3-D Secure, approved at the bank but not yet known to us. */
async function approvedAtTheBank() {
  const { headers } = await newCustomer(app);
  const held = await bookHeld(app, ids, headers);
  const payment = await startCheckout(app, headers, held.id);
  const pending = await payWithCard(app, headers, payment.id, '4000002760003184');
  await authenticate(app, pending.nextActionUrl!, 'approve');
  const [row] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
  expect(row!.status).toBe('requires_action');
  const [event] = await queuedEvents(row!.providerPaymentId!, 'payment_intent.succeeded');
  return { headers, appointmentId: held.id, paymentId: payment.id, event: event! as Record<string, unknown> };
}

const confirmationsOf = (appointmentId: string) =>
  app.db
    .select()
    .from(appointmentHistory)
    .where(
      and(eq(appointmentHistory.appointmentId, appointmentId), eq(appointmentHistory.toStatus, 'confirmed')),
    );

describe('payment webhook', () => {
  it('refuses a forged signature, a changed body and a missing signature with 400, changing nothing', async () => {
    const { paymentId, event } = await approvedAtTheBank();
    const body = JSON.stringify(event);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_not_the_secret',
    });
    const { signature } = app.paymentSandbox!.signedEvent(event);
    const tampered = body.replace('"succeeded"', '"succeeded" ');
    for (const res of [
      await deliver(body, forged),
      await deliver(tampered, signature),
      await deliver(body, undefined),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    const [row] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row!.status).toBe('requires_action');
    const processed = await app.db
      .select()
      .from(processedEvents)
      .where(eq(processedEvents.eventId, event.id as string));
    expect(processed).toHaveLength(0);
  });

  it('applies an event once: the replay is acknowledged and changes nothing', async () => {
    const { appointmentId, paymentId, event } = await approvedAtTheBank();
    const first = await deliverSigned(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ received: true, outcome: 'applied' });
    const replay = await deliverSigned(event);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().result.outcome).toBe('duplicate');

    const history = await app.db
      .select()
      .from(paymentHistory)
      .where(and(eq(paymentHistory.paymentId, paymentId), eq(paymentHistory.event, 'succeeded')));
    expect(history).toHaveLength(1);
    expect(history[0]!.source).toBe('webhook');
    expect(await confirmationsOf(appointmentId)).toHaveLength(1);
  });

  it('confirms the appointment once when the webhook and the redirect landing report success at the same time', async () => {
    const { headers, appointmentId, paymentId, event } = await approvedAtTheBank();
    const [hook, landing] = await Promise.all([
      deliverSigned(event),
      app.inject({ method: 'POST', url: `/v1/payments/${paymentId}/sync`, headers }),
    ]);
    expect(hook.statusCode, hook.body).toBe(200);
    expect(landing.statusCode, landing.body).toBe(200);
    expect(landing.json().result.status).toBe('succeeded');
    expect(await confirmationsOf(appointmentId)).toHaveLength(1);
    const confirmationEmails = await app.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'appointment.confirmed'),
          sql`${jobs.payload}->>'appointmentId' = ${appointmentId}`,
        ),
      );
    expect(confirmationEmails).toHaveLength(1);
    const receipts = await app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'payment.receipt'), sql`${jobs.payload}->>'paymentId' = ${paymentId}`));
    expect(receipts).toHaveLength(1);
  });

  it('confirms a 3-D Secure payment from the webhook alone when the customer never comes back', async () => {
    const { headers, appointmentId, paymentId } = await approvedAtTheBank();
    await runDueJobs(app.deps); // the sandbox delivers its events to our webhook
    const payment = (await app.inject({ url: `/v1/payments/${paymentId}`, headers })).json().result;
    expect(payment.status).toBe('succeeded');
    const appointment = (await app.inject({ url: `/v1/appointments/${appointmentId}`, headers })).json()
      .result;
    expect(appointment.status).toBe('confirmed');
  });

  it('acknowledges and ignores events about payments that are not ours', async () => {
    const foreign = {
      id: 'evt_someone_elses_000000000001',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_not_ours_0000000000000001', object: 'payment_intent', metadata: {} } },
    };
    const res = await deliverSigned(foreign);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.outcome).toBe('ignored');
    const other = await deliverSigned({
      ...foreign,
      id: 'evt_other_kind_000000000001',
      type: 'customer.created',
    });
    expect(other.json().result.outcome).toBe('ignored');
    expect((await deliverSigned(foreign)).json().result.outcome).toBe('duplicate');
  });
});
