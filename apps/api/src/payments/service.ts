import { inStatusGroup } from '@linework/contract/appointments';
import type { ConfirmOutcome, CreatePaymentBody, PaymentView, TipChoice } from '@linework/contract/payments';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { selectAppointmentViews } from '../appointments/view.ts';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { services } from '../db/schema/catalog.ts';
import { openPaymentStatuses, paymentHistory, payments } from '../db/schema/payments.ts';
import type { Deps } from '../deps.ts';
import { paymentAmounts, sessionBalanceAmounts, TipError } from '../domain/amounts.ts';
import { DomainError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { projectCheckout } from '../projects/ledger.ts';
import { applyIntent, reclaimExpiredHold } from './apply.ts';
import { ProviderRequestError } from './provider.ts';
import { keepSavedCard, providerCustomerFor, savedCardMethod } from './saved-cards.ts';
import { summariesOf } from './summary.ts';
import { loadPayment, toPaymentView } from './views.ts';

// The customer's side of paying: make the payment for an appointment, choose a tip, pay with the
// card form's payment method, and come back from 3-D Secure. Amounts come from the appointment.

type Ctx = Pick<Deps, 'db' | 'clock' | 'payments' | 'config' | 'log'>;
type Payment = typeof payments.$inferSelect;

export type PaymentActor = { source: 'customer' | 'staff'; userId: string };

const paymentNotFound = () => notFound('This payment');

export const providerUnavailable = () =>
  new DomainError(
    'PAYMENT_PROVIDER_UNAVAILABLE',
    'The card processor is not answering right now. Nothing was charged; please try again in a moment.',
  );

const tipProblem = (error: TipError) =>
  new DomainError('VALIDATION_FAILED', error.message, { fields: { 'body.tip.amount': error.message } });

/** The payer's own payment, or 404 for anyone else: a payment of another customer does not exist for them. */
export async function getPaymentView(ctx: Ctx, customerId: string, paymentId: string): Promise<PaymentView> {
  const row = await loadPayment(ctx.db, and(eq(payments.id, paymentId), eq(payments.customerId, customerId)));
  if (!row) throw paymentNotFound();
  return toPaymentView(row, ctx.clock.now());
}

const loadAppointment = async (tx: Transaction, customerId: string, appointmentId: string) => {
  const [row] = await selectAppointmentViews(
    tx,
    and(eq(appointments.id, appointmentId), eq(appointments.customerId, customerId)),
  ).for('update', { of: appointments });
  if (!row) throw notFound('This appointment');
  return row;
};

/** What this kind of payment may be made for now, in the appointment's state; throws the reason otherwise. */
function checkPayable(kind: CreatePaymentBody['kind'], status: string) {
  if (kind === 'deposit') {
    if (status === 'held' || status === 'pending_deposit' || status === 'expired') return;
    if (inStatusGroup('settled', status)) {
      throw new DomainError(
        'NOTHING_TO_PAY',
        'The deposit is already settled: this appointment is confirmed.',
      );
    }
  } else {
    if (inStatusGroup('settled', status)) return;
    if (status === 'held' || status === 'pending_deposit') {
      throw new DomainError(
        'NOTHING_TO_PAY',
        'Pay the deposit first: the balance comes once the appointment is confirmed.',
      );
    }
  }
  throw new DomainError('PAYMENT_CLOSED', 'This appointment is no longer open for payment.');
}

/** Other payments of the appointment, for the amounts (the one being computed left out). */
const otherPayments = (tx: Transaction, appointmentId: string, except?: string) =>
  summariesOf(tx, [appointmentId], except).then((m) => m.get(appointmentId) ?? []);

/**
 * Makes (or finds) the payment for an appointment's deposit or balance. One open payment per
 * appointment and kind (a unique index decides between two tabs), and one per idempotency key.
 */
export async function createPayment(
  ctx: Ctx,
  customerId: string,
  /** A `null` tip (the counter's "no tip") sets an open balance's tip back to none. */
  body: Omit<CreatePaymentBody, 'tip'> & { tip?: TipChoice | null },
  idempotencyKey: string | undefined,
  /** Who starts it: the customer, or the front desk taking the balance at the counter. */
  actor: PaymentActor = { source: 'customer', userId: customerId },
): Promise<{ id: string; created: boolean }> {
  const byKey = async () => {
    if (!idempotencyKey) return undefined;
    const [p] = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.customerId, customerId), eq(payments.idempotencyKey, idempotencyKey)));
    return p;
  };
  const earlier = await byKey();
  if (earlier) return { id: earlier.id, created: false };

  const openOne = (tx: Transaction | Ctx['db']) =>
    tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.appointmentId, body.appointmentId),
          eq(payments.customerId, customerId),
          eq(payments.kind, body.kind),
          sql`${payments.status} IN ('requires_payment_method', 'requires_action', 'processing')`,
        ),
      );

  let result: { payment: Payment; created: boolean };
  try {
    result = await ctx.db.transaction(async (tx) => {
      const { appointment: a, shop, service } = await loadAppointment(tx, customerId, body.appointmentId);
      checkPayable(body.kind, a.status);
      const [open] = await openOne(tx);
      if (open) {
        if (body.tip !== undefined && open.kind === 'balance') {
          return { payment: await retip(tx, open, body.tip), created: false };
        }
        return { payment: open, created: false };
      }
      let amounts: ReturnType<typeof paymentAmounts>;
      // A project's session: its balance comes from the project's money record (the deposit credited).
      const session = body.kind === 'balance' ? await projectCheckout(tx, a.id) : undefined;
      try {
        amounts = session
          ? sessionBalanceAmounts(session, body.tip)
          : paymentAmounts(
              body.kind,
              { priceAmount: a.priceAmount, depositAmount: a.depositAmount, serviceName: service.name },
              await otherPayments(tx, a.id),
              body.kind === 'balance' ? body.tip : null,
            );
      } catch (error) {
        if (error instanceof TipError) throw tipProblem(error);
        throw error;
      }
      if (amounts.amount <= 0) {
        throw new DomainError(
          'NOTHING_TO_PAY',
          body.kind === 'deposit' ? 'There is no deposit to pay.' : 'Nothing is left to pay.',
        );
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          id: newId(),
          appointmentId: a.id,
          businessId: shop.id,
          customerId,
          kind: body.kind,
          status: 'requires_payment_method',
          provider: ctx.payments.kind,
          currency: a.currency,
          ...amounts,
          receiptKey: newId(),
          attribution: body.attribution,
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning();
      await tx.insert(paymentHistory).values({
        id: newId(),
        paymentId: payment!.id,
        event: 'created',
        source: actor.source,
        actorUserId: actor.userId,
        toStatus: 'requires_payment_method',
        amount: payment!.totalAmount,
      });
      return { payment: payment!, created: true };
    });
  } catch (error) {
    if (!isPgError(error, pgErrors.uniqueViolation)) throw error;
    // Two requests at once: the other one made it. Answer with theirs.
    const again = (await byKey()) ?? (await openOne(ctx.db))[0];
    if (!again) throw error;
    return { id: again.id, created: false };
  }
  // Ask the provider now, so paying is quick; if it is not answering, paying will ask again.
  await ensureIntent(ctx, result.payment).catch((err) =>
    ctx.log.warn({ err, paymentId: result.payment.id }, 'could not create the provider payment yet'),
  );
  return { id: result.payment.id, created: result.created };
}

/** The provider's payment for ours, made once (our id is the idempotency key) and written down. */
async function ensureIntent(ctx: Ctx, payment: Payment): Promise<string> {
  if (payment.providerPaymentId) return payment.providerPaymentId;
  const row = await loadPayment(ctx.db, eq(payments.id, payment.id));
  const intent = await ctx.payments.createIntent({
    amount: payment.totalAmount,
    currency: payment.currency,
    description: `${payment.kind === 'deposit' ? 'Deposit' : 'Balance'}: ${row!.service.name} with ${row!.artist.displayName} at ${row!.shop.name}`,
    metadata: {
      paymentId: payment.id,
      appointmentId: payment.appointmentId,
      businessId: payment.businessId,
      kind: payment.kind,
    },
    // The customer's saved cards can pay it, and a card they choose to save is kept for them.
    customerId: await providerCustomerFor(ctx, payment.customerId),
    idempotencyKey: `linework-create-${payment.id}`,
  });
  await ctx.db
    .update(payments)
    .set({ providerPaymentId: intent.id, updatedAt: sql`now()` })
    .where(and(eq(payments.id, payment.id), isNull(payments.providerPaymentId)));
  return intent.id;
}

/** A new tip on an open balance payment: the amounts are computed again, the lines with them. */
async function retip(tx: Transaction, payment: Payment, tip: TipChoice | null) {
  const [row] = await tx
    .select({ appointment: appointments, service: services })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, payment.appointmentId));
  let amounts: ReturnType<typeof paymentAmounts>;
  const session = await projectCheckout(tx, payment.appointmentId);
  try {
    amounts = session
      ? sessionBalanceAmounts(session, tip)
      : paymentAmounts(
          'balance',
          {
            priceAmount: row!.appointment.priceAmount,
            depositAmount: row!.appointment.depositAmount,
            serviceName: row!.service.name,
          },
          await otherPayments(tx, payment.appointmentId, payment.id),
          tip,
        );
  } catch (error) {
    if (error instanceof TipError) throw tipProblem(error);
    throw error;
  }
  const [updated] = await tx
    .update(payments)
    .set({ ...amounts, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id))
    .returning();
  return updated!;
}

export async function setTip(ctx: Ctx, customerId: string, paymentId: string, tip: TipChoice | null) {
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.customerId, customerId)))
      .for('update');
    if (!payment) throw paymentNotFound();
    if (payment.kind !== 'balance') {
      throw new DomainError(
        'POLICY_VIOLATION',
        'Tips go with the balance after your session, not with the deposit.',
      );
    }
    if (
      !(openPaymentStatuses as readonly string[]).includes(payment.status) ||
      payment.status === 'processing'
    ) {
      throw new DomainError('PAYMENT_CLOSED', 'This payment is no longer open, so its tip cannot change.');
    }
    await retip(tx, payment, tip);
  });
  return getPaymentView(ctx, customerId, paymentId);
}

/**
 * Pays with the payment method the card form made. A repeated request with the same key is the same
 * request to the provider, and a provider payment succeeds at most once, so a double click or a
 * retry never charges twice. Declines come back as the payment with its reason.
 */
export async function confirmPayment(
  ctx: Ctx,
  customerId: string,
  paymentId: string,
  /** The card form's new payment method (saved for next time if asked), or one of the customer's saved cards. */
  method: { paymentMethodId: string; saveCard?: boolean } | { savedCardId: string },
  idempotencyKey: string | undefined,
  /** The front desk at the counter: recorded as theirs, and 3-D Secure comes back to their screen. */
  counter?: { actorUserId: string; returnUrl: string },
): Promise<ConfirmOutcome> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.customerId, customerId)));
  if (!payment) throw paymentNotFound();
  const done = async (nextActionUrl: string | null = null) => ({
    ...(await getPaymentView(ctx, customerId, paymentId)),
    nextActionUrl,
  });
  if (payment.status === 'succeeded') return done();
  if (payment.status === 'canceled') throw new DomainError('PAYMENT_CLOSED', 'This payment was cancelled.');
  if (payment.kind === 'deposit') await checkDepositStillWanted(ctx, payment);
  const paymentMethodId =
    'savedCardId' in method
      ? await savedCardMethod(ctx, customerId, method.savedCardId)
      : method.paymentMethodId;
  // Only the customer paying for themselves saves a card; never the counter.
  const saveCard = !counter && 'saveCard' in method && method.saveCard === true;

  const attempt = idempotencyKey ?? newId();
  let intent: Awaited<ReturnType<Ctx['payments']['confirm']>>;
  try {
    const intentId = await ensureIntent(ctx, payment);
    // Tips change a balance's total until the moment of paying; the provider charges what we say now.
    if (payment.kind === 'balance') {
      await ctx.payments.updateAmount(
        intentId,
        payment.totalAmount,
        `linework-amount-${paymentId}-${attempt}`,
      );
    }
    intent = await ctx.payments
      .confirm(intentId, {
        paymentMethodId,
        saveCard,
        returnUrl:
          counter?.returnUrl ??
          `${ctx.config.publicUrl}/payment-redirect?paymentId=${encodeURIComponent(paymentId)}`,
        idempotencyKey: `linework-confirm-${paymentId}-${attempt}`,
      })
      .catch(async (error) => {
        // Already paid by a request before this one: its state is the answer.
        if (error instanceof ProviderRequestError && error.code === 'payment_intent_unexpected_state') {
          return ctx.payments.retrieve(intentId);
        }
        throw error;
      });
  } catch (error) {
    if (error instanceof ProviderRequestError) {
      throw new DomainError(
        'VALIDATION_FAILED',
        'The card details could not be used. Please enter them again.',
        {
          providerCode: error.code,
        },
      );
    }
    ctx.log.error({ err: error, paymentId }, 'payment provider call failed');
    throw providerUnavailable();
  }
  await ctx.db.transaction((tx) =>
    counter
      ? applyIntent(tx, ctx.clock.now(), intent, 'staff', counter.actorUserId)
      : applyIntent(tx, ctx.clock.now(), intent, 'customer', customerId),
  );
  if (saveCard) await keepSavedCard(ctx, customerId, intent);
  return done(intent.status === 'requires_action' ? intent.nextActionUrl : null);
}

/**
 * A deposit is paid for a held time. A hold that ran out is taken back first if its time is still
 * free; otherwise paying now would only be refunded, so the customer hears it before paying.
 */
async function checkDepositStillWanted(ctx: Ctx, payment: Payment) {
  await ctx.db.transaction(async (tx) => {
    const [a] = await tx
      .select({ status: appointments.status, holdExpiresAt: appointments.holdExpiresAt })
      .from(appointments)
      .where(eq(appointments.id, payment.appointmentId))
      .for('update');
    if (!a) throw paymentNotFound();
    if (a.status === 'held' || a.status === 'pending_deposit') return;
    if (a.status === 'expired') {
      try {
        await tx.transaction((sp) => reclaimExpiredHold(sp, payment.appointmentId, ctx.clock.now()));
        return;
      } catch (error) {
        if (!isPgError(error, pgErrors.exclusionViolation)) throw error;
        throw new DomainError(
          'HOLD_EXPIRED',
          'Your 10-minute hold ran out and someone else has booked this time since. Nothing was charged; please choose another time.',
        );
      }
    }
    throw new DomainError(
      'PAYMENT_CLOSED',
      'This appointment is no longer waiting for a deposit. Nothing was charged.',
    );
  });
}

/**
 * The return from 3-D Secure: the query parameters are only a hint, so we ask the provider for the
 * payment's state and apply it (the webhook may have done so already; then nothing changes).
 */
export async function syncPayment(ctx: Ctx, customerId: string, paymentId: string) {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.id, paymentId), eq(payments.customerId, customerId), ne(payments.status, 'canceled')),
    );
  if (!payment) {
    // A cancelled payment still reads as itself; anything else unknown is not found.
    return getPaymentView(ctx, customerId, paymentId);
  }
  if (payment.status !== 'succeeded' && payment.providerPaymentId) {
    let intent: Awaited<ReturnType<Ctx['payments']['retrieve']>>;
    try {
      intent = await ctx.payments.retrieve(payment.providerPaymentId);
    } catch (error) {
      ctx.log.error({ err: error, paymentId }, 'payment provider call failed');
      throw providerUnavailable();
    }
    await ctx.db.transaction((tx) => applyIntent(tx, ctx.clock.now(), intent, 'redirect', customerId));
  }
  return getPaymentView(ctx, customerId, paymentId);
}
