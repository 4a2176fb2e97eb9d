import { and, asc, eq } from 'drizzle-orm';
import { selectAppointmentViews } from '../appointments/view.ts';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { appointmentOffers, tattooRequestEvents, tattooRequests } from '../db/schema/requests.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import type { JobHandlers, JobKindsOf } from '../jobs/queue.ts';
import { wants } from '../users/preferences.ts';
import {
  declinedEmail,
  type OfferFacts,
  offerEmail,
  questionEmail,
  type RequestFacts,
  requestReceivedEmail,
} from './emails.tsx';

/** A message about one step of a tattoo request; the event holds what the shop wrote. */
type RequestJobPayload = { requestId: string; eventId: string };

/** The email that brings an offer of times to the customer. */
type OfferJobPayload = { offerId: string };

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Tell the customer their tattoo request arrived. */
    'request.received': { requestId: string };
    'request.question': RequestJobPayload;
    'request.declined': RequestJobPayload;
    'offer.sent': OfferJobPayload;
  }
}

async function loadRequest(db: Database, requestId: string) {
  const [row] = await db
    .select({ request: tattooRequests, shop: businesses, customer: users })
    .from(tattooRequests)
    .innerJoin(businesses, eq(businesses.id, tattooRequests.businessId))
    .innerJoin(users, eq(users.id, tattooRequests.customerId))
    .where(eq(tattooRequests.id, requestId));
  if (!row) return undefined;
  const facts: RequestFacts = {
    id: row.request.id,
    contactName: row.request.contactName,
    contactEmail: row.request.contactEmail,
    idea: row.request.idea,
    shop: { name: row.shop.name, shopUrl: row.shop.shopUrl },
  };
  // The shop's answers (a question, a decline, an offer) are appointment news: sent by email only
  // to a customer who takes those by email (their notification preferences).
  return { facts, status: row.request.status, wantsEmail: wants(row.customer, 'appointments', 'email') };
}

async function loadEvent(db: Database, eventId: string) {
  const [event] = await db.select().from(tattooRequestEvents).where(eq(tattooRequestEvents.id, eventId));
  return event;
}

/**
 * The question and the decline are sent only while they are still where the request stands: an
 * answer or an offer that came first makes the question moot, and a retried job stays harmless.
 */
const requestMessage = (kind: 'question' | 'declined') => async (deps: Deps, payload: RequestJobPayload) => {
  const [request, event] = await Promise.all([
    loadRequest(deps.db, payload.requestId),
    loadEvent(deps.db, payload.eventId),
  ]);
  if (!request || !event) return;
  const status = kind === 'question' ? 'question_asked' : 'declined';
  if (request.status !== status || !request.wantsEmail) return;
  const build = kind === 'question' ? questionEmail : declinedEmail;
  await deps.mailer.send(await build(request.facts, event.message ?? '', deps.config.publicUrl));
};

/** The offer email, while its times are still on offer. */
async function offerMessage(deps: Deps, payload: OfferJobPayload) {
  const [offer] = await deps.db
    .select()
    .from(appointmentOffers)
    .where(eq(appointmentOffers.id, payload.offerId));
  if (!offer || offer.expiresAt <= deps.clock.now()) return;
  const request = await loadRequest(deps.db, offer.requestId);
  if (request?.status !== 'offered' || !request.wantsEmail) return;
  const times = await selectAppointmentViews(
    deps.db,
    and(eq(appointments.offerId, offer.id), eq(appointments.status, 'offered')),
  ).orderBy(asc(appointments.startsAt));
  const first = times[0];
  if (!first) return;
  const facts: OfferFacts = {
    offerId: offer.id,
    primaryAppointmentId: offer.primaryAppointmentId,
    expiresAt: offer.expiresAt,
    message: offer.message,
    depositAmount: first.appointment.depositAmount,
    priceAmount: first.appointment.priceAmount,
    currency: first.appointment.currency,
    request: request.facts,
    shop: {
      name: first.shop.name,
      addressLine: first.shop.addressLine,
      city: first.shop.city,
      timeZone: first.shop.timeZone,
      email: first.shop.email,
    },
    artist: { displayName: first.artist.displayName },
    service: {
      name: first.service.name,
      priceKind: first.service.priceKind,
      durationMinutes: first.service.durationMinutes,
    },
    times: times.map(({ appointment: a }) => ({
      appointmentId: a.id,
      startsAt: a.startsAt,
      endsAt: a.endsAt,
    })),
  };
  await deps.mailer.send(
    await offerEmail(facts, { publicUrl: deps.config.publicUrl, mailFrom: deps.config.mail.from }),
  );
}

/**
 * The receipt of a new request; true whatever happened since, so it is always sent, and sent whatever
 * the preferences say: it is the customer's own copy of what they just sent (a receipt).
 */
async function receivedMessage(deps: Deps, payload: { requestId: string }) {
  const request = await loadRequest(deps.db, payload.requestId);
  if (!request) return;
  await deps.mailer.send(await requestReceivedEmail(request.facts, deps.config.publicUrl));
}

export const requestJobs: JobHandlers<JobKindsOf<'request' | 'offer'>> = {
  'request.received': receivedMessage,
  'request.question': requestMessage('question'),
  'request.declined': requestMessage('declined'),
  'offer.sent': offerMessage,
};
