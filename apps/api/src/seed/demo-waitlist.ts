import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { artistShops, businesses, serviceArtists, services } from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';
import { waitlistEntries } from '../db/schema/waitlists.ts';
import { demo } from './demo-names.ts';

/**
 * Demo waitlist (issue 29): three of the demo's made-up customers (never the demo customer, whose
 * visits and payments the journeys count) wait for Jules at North Star, joined over the last days,
 * so the studio's Waitlist shows who waits, for what and since when.
 */
export async function insertDemoWaitlist(db: Database, now: Date) {
  const [jules] = await db
    .select({ artistId: artistShops.artistId, businessId: artistShops.businessId })
    .from(artistShops)
    .innerJoin(businesses, eq(businesses.id, artistShops.businessId))
    .where(
      and(eq(businesses.shopUrl, demo.shops.northStar), eq(artistShops.artistUrl, demo.jules.artistUrl)),
    );
  if (!jules) return;
  const [service] = await db
    .select({ id: services.id, durationMinutes: services.durationMinutes })
    .from(services)
    .innerJoin(serviceArtists, eq(serviceArtists.serviceId, services.id))
    .where(
      and(
        eq(serviceArtists.artistId, jules.artistId),
        eq(services.businessId, jules.businessId),
        eq(services.requiresRequest, false),
        eq(services.active, true),
      ),
    )
    .orderBy(asc(services.durationMinutes))
    .limit(1);
  if (!service) return;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, '%@example.test'))
    .orderBy(asc(users.email))
    .limit(3);
  if (people.length === 0) return;
  const wishes = [
    { days: [1, 2, 3, 4, 5], times: [{ from: '12:00', until: '17:00' }] },
    { days: [6, 7], times: [{ from: '08:00', until: '12:00' }] },
    { days: [2, 4], times: [{ from: '17:00', until: '22:00' }] },
  ];
  await db.insert(waitlistEntries).values(
    people.map((p, i) => ({
      id: newId(),
      businessId: jules.businessId,
      artistId: jules.artistId,
      customerId: p.id,
      serviceId: service.id,
      durationMinutes: service.durationMinutes,
      ...wishes[i % wishes.length]!,
      leaveToken: newId(),
      createdAt: new Date(now.getTime() - (3 - i) * 86_400_000),
    })),
  );
}
