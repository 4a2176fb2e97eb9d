import type { CreateWalkInBody } from '@linework/contract/checkin';
import { and, desc, eq, gte } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { businesses, services } from '../db/schema/catalog.ts';
import { walkIns } from '../db/schema/checkin.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { shopByUrl, shopDay } from './lookup.ts';

/** Someone without an appointment leaves their name and what they would like, for staff to see. */
export async function createWalkIn(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  shopUrl: string,
  body: CreateWalkInBody,
) {
  const shop = await shopByUrl(db, shopUrl);
  if (body.serviceId) {
    const [service] = await db
      .select({ id: services.id })
      .from(services)
      .where(
        and(eq(services.id, body.serviceId), eq(services.businessId, shop.id), eq(services.active, true)),
      );
    if (!service) {
      throw new DomainError('VALIDATION_FAILED', 'Choose one of the services of this shop.', {
        fields: { 'body.serviceId': 'Choose one of the services of this shop' },
      });
    }
  }
  const [row] = await db
    .insert(walkIns)
    .values({
      id: newId(),
      businessId: shop.id,
      name: body.name,
      serviceId: body.serviceId ?? null,
      note: body.note || null,
      createdAt: clock.now(),
    })
    .returning();
  return { id: row!.id, name: row!.name, createdAt: row!.createdAt.toISOString() };
}

/** Today's walk-ins of the shop (in its own day), newest first. */
export async function listWalkIns({ db, clock }: Pick<Deps, 'db' | 'clock'>, businessId: string) {
  const [shop] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!shop) throw notFound('This business');
  const { from } = shopDay(shop.timeZone, clock.now());
  const rows = await db
    .select({ walkIn: walkIns, service: { id: services.id, name: services.name } })
    .from(walkIns)
    .leftJoin(services, eq(services.id, walkIns.serviceId))
    .where(and(eq(walkIns.businessId, businessId), gte(walkIns.createdAt, from)))
    .orderBy(desc(walkIns.createdAt));
  return rows.map((r) => ({
    id: r.walkIn.id,
    name: r.walkIn.name,
    service: r.service,
    note: r.walkIn.note,
    createdAt: r.walkIn.createdAt.toISOString(),
  }));
}
