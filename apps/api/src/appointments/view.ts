import { eq, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';

/**
 * An appointment with the shop, artist and service it is at and the customer it is for: the rows
 * every view of it starts from (the customer's pages leave the customer out, the shop's show them).
 */
const appointmentViewColumns = {
  appointment: appointments,
  shop: businesses,
  artist: artists,
  service: services,
  customer: users,
};

export type AppointmentViewRow = {
  appointment: typeof appointments.$inferSelect;
  shop: typeof businesses.$inferSelect;
  artist: typeof artists.$inferSelect;
  service: typeof services.$inferSelect;
  customer: typeof users.$inferSelect;
};

/**
 * The appointments that match `where`, joined to their shop, artist, service and customer in one
 * query. The answer is still a query: callers add their order, limit or row lock.
 */
export const selectAppointmentViews = (db: Database | Transaction, where: SQL | undefined) =>
  db
    .select(appointmentViewColumns)
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(users, eq(users.id, appointments.customerId))
    .where(where);
