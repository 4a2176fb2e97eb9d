import { eq } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { projects } from '../db/schema/projects.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';

/**
 * A project around one booked appointment (its customer, artist, shop and service; the appointment
 * becomes its first session), for the design journeys to show proofs on before the studio creates
 * projects itself. Dev tools only.
 */
export async function recordDesignProject(deps: Pick<Deps, 'db'>, appointmentId: string) {
  const [a] = await deps.db
    .select({ appointment: appointments, currency: businesses.currency })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(eq(appointments.id, appointmentId));
  if (!a) throw notFound('This appointment');
  const id = newId();
  await deps.db.insert(projects).values({
    id,
    businessId: a.appointment.businessId,
    artistId: a.appointment.artistId,
    customerId: a.appointment.customerId,
    serviceId: a.appointment.serviceId,
    title: 'Swallow on the forearm',
    sessionCount: 2,
    quoteKind: 'fixed',
    quoteAmount: 60000,
    currency: a.currency,
    depositAmount: a.appointment.depositAmount,
    depositAppliesTo: 'last',
  });
  await deps.db
    .update(appointments)
    .set({ projectId: id, sessionNumber: 1 })
    .where(eq(appointments.id, appointmentId));
  return { projectId: id };
}
