import type { SavedCardView } from '@linework/contract/payments';
import { and, asc, eq } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { paymentCustomers, savedCards } from '../db/schema/payments.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import type { ProviderIntent } from './provider.ts';

// Saved cards (issue 25, point 15): a customer who chose "Save this card" when paying can pay the
// next deposit with it. What is kept is the provider's payment method id, the brand and the last
// four; the card itself is the provider's, attached to the person's customer record there
// (Stripe's Customer, a PaymentIntent's `customer` and `setup_future_usage`).

type Ctx = Pick<Deps, 'db' | 'payments'>;

/** The person's customer record at the provider, made the first time they pay. */
export async function providerCustomerFor(ctx: Ctx, userId: string): Promise<string> {
  const mine = () =>
    ctx.db
      .select({ id: paymentCustomers.providerCustomerId })
      .from(paymentCustomers)
      .where(and(eq(paymentCustomers.userId, userId), eq(paymentCustomers.provider, ctx.payments.kind)));
  const [known] = await mine();
  if (known) return known.id;
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('This customer');
  // Our id is the idempotency key: two payments at once make one customer at the provider.
  const id = await ctx.payments.createCustomer({
    email: user.email,
    idempotencyKey: `linework-customer-${userId}`,
  });
  await ctx.db
    .insert(paymentCustomers)
    .values({ userId, provider: ctx.payments.kind, providerCustomerId: id })
    .onConflictDoNothing();
  return (await mine())[0]!.id;
}

/** The person's saved cards with the active provider, oldest first. */
export async function listSavedCards(ctx: Ctx, userId: string): Promise<SavedCardView[]> {
  return ctx.db
    .select({ id: savedCards.id, brand: savedCards.brand, last4: savedCards.last4 })
    .from(savedCards)
    .where(and(eq(savedCards.userId, userId), eq(savedCards.provider, ctx.payments.kind)))
    .orderBy(asc(savedCards.createdAt));
}

/** The provider's payment method behind one of the person's saved cards; someone else's is not found. */
export async function savedCardMethod(ctx: Ctx, userId: string, savedCardId: string): Promise<string> {
  const [card] = await ctx.db
    .select({ method: savedCards.providerPaymentMethodId })
    .from(savedCards)
    .where(
      and(
        eq(savedCards.id, savedCardId),
        eq(savedCards.userId, userId),
        eq(savedCards.provider, ctx.payments.kind),
      ),
    );
  if (!card) throw notFound('This saved card');
  return card.method;
}

/** Keeps the card a successful charge saved at the provider, once. */
export async function keepSavedCard(ctx: Ctx, userId: string, intent: ProviderIntent) {
  if (intent.status !== 'succeeded' || !intent.paymentMethodId || !intent.card) return;
  await ctx.db
    .insert(savedCards)
    .values({
      id: newId(),
      userId,
      provider: ctx.payments.kind,
      providerPaymentMethodId: intent.paymentMethodId,
      brand: intent.card.brand,
      last4: intent.card.last4,
    })
    .onConflictDoNothing();
}
