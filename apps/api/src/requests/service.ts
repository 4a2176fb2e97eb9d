import type { CreateRequestBody, RequestStatus } from '@linework/contract/requests';
import { and, eq, gte, isNull, or, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { artistShops, businesses, services } from '../db/schema/catalog.ts';
import { tattooRequestEvents, tattooRequests } from '../db/schema/requests.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, isPgError, notFound, pgErrors } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { ownPicturePaths } from '../uploads/owned.ts';
import { takeBooksPlace } from './books-windows.ts';
import { loadRequestView, loadRequestViews, type RequestContext } from './views.ts';

/** How far ahead a preferred date may be: further than a year is surely a typo. */
const preferredDatesHorizonDays = 366;

/** Writing a request also needs the time: preferred dates must lie ahead. */
type NewRequestDeps = RequestContext & Pick<Deps, 'clock'>;

async function existingByKey(ctx: RequestContext, customerId: string, key: string) {
  const [row] = await ctx.db
    .select({ id: tattooRequests.id })
    .from(tattooRequests)
    .where(and(eq(tattooRequests.customerId, customerId), eq(tattooRequests.idempotencyKey, key)));
  return row?.id;
}

/** The parts of a request that point at other things, checked so the shop never gets a broken one. */
async function checkReferences(
  ctx: RequestContext,
  now: Date,
  shop: typeof businesses.$inferSelect,
  customerId: string,
  body: CreateRequestBody,
) {
  if (body.preferredArtistId) {
    const [link] = await ctx.db
      .select({ id: artistShops.id })
      .from(artistShops)
      .where(
        and(
          eq(artistShops.businessId, shop.id),
          eq(artistShops.artistId, body.preferredArtistId),
          or(isNull(artistShops.endsOn), gte(artistShops.endsOn, now.toISOString().slice(0, 10))),
        ),
      );
    if (!link)
      throw fieldError('body.preferredArtistId', `Choose an artist who works at ${shop.name}, or any.`);
  }
  if (body.serviceId) {
    const [service] = await ctx.db
      .select({ id: services.id })
      .from(services)
      .where(
        and(eq(services.id, body.serviceId), eq(services.businessId, shop.id), eq(services.active, true)),
      );
    if (!service) throw fieldError('body.serviceId', `This service is not offered at ${shop.name}.`);
  }
  const shopNow = DateTime.fromJSDate(now).setZone(shop.timeZone);
  const today = shopNow.toISODate()!;
  const last = shopNow.plus({ days: preferredDatesHorizonDays }).toISODate()!;
  for (const date of body.preferredDates) {
    if (!DateTime.fromISO(date).isValid)
      throw fieldError('body.preferredDates', `${date} is not a real date.`);
    if (date < today)
      throw fieldError('body.preferredDates', `${date} has passed. Pick dates from today on.`);
    if (date > last) throw fieldError('body.preferredDates', 'Pick dates within the next year.');
  }
  return ownPicturePaths(ctx.db, customerId, body.referenceImagePaths, 'body.referenceImagePaths');
}

/**
 * A customer's tattoo request to a shop, written with its first event in one transaction. A retry
 * with the same Idempotency-Key gives back the request it made the first time.
 */
export async function createRequest(
  ctx: NewRequestDeps,
  customerId: string,
  shopUrl: string,
  body: CreateRequestBody,
  idempotencyKey: string | undefined,
): Promise<{ id: string; created: boolean }> {
  if (idempotencyKey) {
    const existing = await existingByKey(ctx, customerId, idempotencyKey);
    if (existing) return { id: existing, created: false };
  }
  const [shop] = await ctx.db.select().from(businesses).where(eq(businesses.shopUrl, shopUrl));
  if (!shop) throw notFound('This shop');
  const now = ctx.clock.now();
  const referenceImages = await checkReferences(ctx, now, shop, customerId, body);
  const id = newId();
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(tattooRequests).values({
        id,
        businessId: shop.id,
        customerId,
        serviceId: body.serviceId,
        preferredArtistId: body.preferredArtistId,
        status: 'submitted',
        idea: body.idea,
        placement: body.placement,
        sizeClass: body.size.unit === 'class' ? body.size.sizeClass : null,
        widthCm: body.size.unit === 'cm' ? body.size.widthCm : null,
        heightCm: body.size.unit === 'cm' ? body.size.heightCm : null,
        style: body.style,
        colour: body.colour,
        budgetMinAmount: body.budgetMinAmount,
        budgetMaxAmount: body.budgetMaxAmount,
        currency: shop.currency,
        referenceImages,
        preferredWeekdays: body.preferredWeekdays,
        preferredDates: body.preferredDates,
        contactName: body.contactName,
        contactEmail: body.contactEmail,
        contactPhone: body.contactPhone ?? null,
        adultConfirmedAt: now,
        idempotencyKey: idempotencyKey ?? null,
      });
      if (body.preferredArtistId) await takeBooksPlace(tx, now, shop.id, body.preferredArtistId, id);
      await recordEvent(tx, {
        requestId: id,
        kind: 'submitted',
        by: 'customer',
        actorUserId: customerId,
        toStatus: 'submitted',
      });
      await enqueueJob(tx, 'request.received', { requestId: id }, now);
    });
  } catch (error) {
    if (isPgError(error, pgErrors.uniqueViolation) && idempotencyKey) {
      // The same request twice at once: the other one wrote it.
      const existing = await existingByKey(ctx, customerId, idempotencyKey);
      if (existing) return { id: existing, created: false };
    }
    throw error;
  }
  return { id, created: true };
}

export async function recordEvent(
  tx: Transaction,
  e: {
    requestId: string;
    kind: (typeof tattooRequestEvents.$inferInsert)['kind'];
    by: 'customer' | 'shop' | 'system';
    actorUserId?: string | null;
    fromStatus?: RequestStatus;
    toStatus: RequestStatus;
    message?: string | null;
  },
) {
  const id = newId();
  await tx
    .insert(tattooRequestEvents)
    .values({ id, ...e, actorUserId: e.actorUserId ?? null, message: e.message ?? null });
  return id;
}

/** The customer's own requests, newest first. */
export const listMyRequests = (ctx: RequestContext, customerId: string) =>
  loadRequestViews(ctx, eq(tattooRequests.customerId, customerId), 50);

/** One request of this customer; anyone else's is not found. */
export async function getMyRequest(ctx: RequestContext, customerId: string, id: string) {
  const view = await loadRequestView(ctx, id, eq(tattooRequests.customerId, customerId));
  if (!view) throw notFound('This request');
  return view;
}

export const requestClosed = (status: RequestStatus) =>
  new DomainError(
    'REQUEST_CLOSED',
    {
      submitted: 'This request is waiting for the shop.',
      question_asked: 'The shop asked a question about this request; it waits for the answer.',
      offered: 'Times were already offered for this request; the customer is choosing.',
      booked: 'This request is already booked.',
      declined: 'This request was declined.',
      offer_expired: 'The offer for this request ran out.',
      quoted: 'This request was already answered with a project quote.',
    }[status],
    { status },
  );

/**
 * The customer answers the shop's question: the request goes back to the shop. A compare-and-swap
 * on the status, so an answer never reopens a request that moved on meanwhile.
 */
export async function answerQuestion(ctx: RequestContext, customerId: string, id: string, answer: string) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: tattooRequests.status })
      .from(tattooRequests)
      .where(and(eq(tattooRequests.id, id), eq(tattooRequests.customerId, customerId)))
      .for('update');
    if (!row) throw notFound('This request');
    if (row.status !== 'question_asked') {
      throw new DomainError('REQUEST_CLOSED', 'There is no open question on this request.', {
        status: row.status,
      });
    }
    await tx
      .update(tattooRequests)
      .set({ status: 'submitted', updatedAt: sql`now()` })
      .where(and(eq(tattooRequests.id, id), eq(tattooRequests.status, 'question_asked')));
    await recordEvent(tx, {
      requestId: id,
      kind: 'answer',
      by: 'customer',
      actorUserId: customerId,
      fromStatus: 'question_asked',
      toStatus: 'submitted',
      message: answer,
    });
  });
}
