import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { serviceArtists, services } from '../db/schema/catalog.ts';

/**
 * Whether the shop's service is one the artist does and still offered: what an offer, a project's
 * quote and a flash design are booked as. Each caller words its own refusal.
 */
export async function artistDoesService(
  db: Database | Transaction,
  businessId: string,
  artistId: string,
  serviceId: string,
): Promise<boolean> {
  const [service] = await db
    .select({ id: services.id })
    .from(services)
    .innerJoin(
      serviceArtists,
      and(eq(serviceArtists.serviceId, services.id), eq(serviceArtists.artistId, artistId)),
    )
    .where(and(eq(services.id, serviceId), eq(services.businessId, businessId), eq(services.active, true)));
  return service !== undefined;
}
