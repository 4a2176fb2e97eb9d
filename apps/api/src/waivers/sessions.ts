import type { WaiverDraft, WaiverSessionView } from '@linework/contract/waivers';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services, waiverTemplates } from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';
import { signedWaivers, waiverSessions } from '../db/schema/waivers.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { shopWallClock } from '../domain/shop-time.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { shopToday } from './minor.ts';
import { currentTemplate, templateView } from './templates.ts';

export type SessionChannel = (typeof waiverSessions.$inferSelect)['channel'];

const hours = (h: number) => h * 3_600_000;
/** How long a session stays open when nobody says otherwise. */
export const sessionLifetimeMs: Record<SessionChannel, number> = {
  customer: hours(24 * 7),
  staff: hours(72),
  // At the door the form is filled in there and then.
  'check-in': hours(2),
};

export const sessionUrl = (publicUrl: string, shopUrl: string, sessionId: string) =>
  `${publicUrl}/shop/${shopUrl}/waiver-session/${sessionId}`;

export const sessionExpired = () =>
  new DomainError('WAIVER_SESSION_EXPIRED', 'This waiver link has expired. Ask the shop for a new one.');
export const alreadySigned = () =>
  new DomainError('WAIVER_ALREADY_SIGNED', 'This waiver is already signed. A copy was emailed to you.');
export const noWaiver = () => new DomainError('POLICY_VIOLATION', 'This shop has no waiver to sign yet.');

/** A session with its shop and template, reached through the shop it belongs to (else not found). */
export async function loadSession(db: Database | Transaction, shopUrl: string, sessionId: string) {
  const [row] = await db
    .select({ session: waiverSessions, shop: businesses, template: waiverTemplates })
    .from(waiverSessions)
    .innerJoin(businesses, eq(businesses.id, waiverSessions.businessId))
    .innerJoin(waiverTemplates, eq(waiverTemplates.id, waiverSessions.templateId))
    .where(and(eq(waiverSessions.id, sessionId), eq(businesses.shopUrl, shopUrl)));
  if (!row) throw notFound('This waiver session');
  return row;
}
export type LoadedSession = Awaited<ReturnType<typeof loadSession>>;

export function requireOpen(session: LoadedSession['session'], now = new Date()) {
  if (session.signedAt) throw alreadySigned();
  if (session.expiresAt <= now) throw sessionExpired();
}

export async function appointmentSummary(db: Database, appointmentId: string | null, timeZone: string) {
  if (!appointmentId) return null;
  const [row] = await db
    .select({ startsAt: appointments.startsAt, serviceName: services.name, artistName: artists.displayName })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  return {
    localStart: shopWallClock(row.startsAt, timeZone),
    serviceName: row.serviceName,
    artistName: row.artistName,
  };
}

/** What the signing screen shows: the form to fill in, or why there is none. */
export async function sessionView(
  db: Database,
  shopUrl: string,
  sessionId: string,
): Promise<WaiverSessionView> {
  const { session, shop, template } = await loadSession(db, shopUrl, sessionId);
  const shopRef = { name: shop.name, shopUrl: shop.shopUrl };
  if (session.signedAt) {
    return { status: 'signed', id: session.id, shop: shopRef, signedAt: session.signedAt.toISOString() };
  }
  if (session.expiresAt <= new Date()) {
    return { status: 'expired', id: session.id, shop: shopRef, expiredAt: session.expiresAt.toISOString() };
  }
  const [customer] = session.customerId
    ? await db.select().from(users).where(eq(users.id, session.customerId))
    : [];
  return {
    status: 'open',
    id: session.id,
    expiresAt: session.expiresAt.toISOString(),
    shop: { ...shopRef, ageOfMajority: shop.ageOfMajority, today: shopToday(shop.timeZone) },
    template: templateView(template),
    prefill: {
      legalName: session.customerName ?? (customer ? `${customer.firstName} ${customer.lastName}` : ''),
      email: session.customerEmail ?? customer?.email ?? '',
      phone: customer?.phoneNumber ?? '',
    },
    draft: session.draft ?? null,
    draftSavedAt: session.draftSavedAt?.toISOString() ?? null,
    appointment: await appointmentSummary(db, session.appointmentId, shop.timeZone),
  };
}

/** Keeps the answers so far; only while the session is open, and never after it is signed. */
export async function saveDraft(db: Database, shopUrl: string, sessionId: string, draft: WaiverDraft) {
  const { session } = await loadSession(db, shopUrl, sessionId);
  requireOpen(session);
  // Signatures are made at the end, on purpose; a draft never carries one.
  const kept: WaiverDraft = {
    ...draft,
    signature: { ...draft.signature, image: '' },
    guardian: { ...draft.guardian, signature: { ...draft.guardian.signature, image: '' } },
  };
  const [saved] = await db
    .update(waiverSessions)
    .set({ draft: kept, draftSavedAt: sql`now()` })
    .where(
      and(
        eq(waiverSessions.id, session.id),
        isNull(waiverSessions.signedAt),
        gt(waiverSessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ savedAt: waiverSessions.draftSavedAt });
  if (!saved) throw alreadySigned();
  return { savedAt: saved.savedAt!.toISOString() };
}

type NewSession = {
  businessId: string;
  channel: SessionChannel;
  createdBy: string | null;
  appointmentId?: string | null;
  customerId?: string | null;
  customerEmail?: string | null;
  customerName?: string | null;
  lifetimeMs?: number;
  /** Email the link to the customer, in the same transaction. */
  send?: boolean;
};

/** A new session on the shop's current template; throws when the shop has no waiver. */
export async function createSession(tx: Database | Transaction, input: NewSession) {
  const template = await currentTemplate(tx, input.businessId);
  if (!template) throw noWaiver();
  // Starting again after a link expired keeps what was already filled in.
  const [previous] = input.appointmentId
    ? await tx
        .select({ draft: waiverSessions.draft })
        .from(waiverSessions)
        .where(and(eq(waiverSessions.appointmentId, input.appointmentId), isNull(waiverSessions.signedAt)))
        .orderBy(desc(waiverSessions.createdAt))
        .limit(1)
    : [];
  const id = newId();
  const expiresAt = new Date(Date.now() + (input.lifetimeMs ?? sessionLifetimeMs[input.channel]));
  await tx.insert(waiverSessions).values({
    id,
    businessId: input.businessId,
    templateId: template.id,
    appointmentId: input.appointmentId ?? null,
    customerId: input.customerId ?? null,
    customerEmail: input.customerEmail ?? null,
    customerName: input.customerName ?? null,
    channel: input.channel,
    createdBy: input.createdBy,
    draft: previous?.draft ?? null,
    draftSavedAt: previous?.draft ? sql`now()` : null,
    expiresAt,
  });
  if (input.send) await enqueueJob(tx, 'waiver.invite', { sessionId: id });
  return { id, expiresAt, templateId: template.id };
}

/** Whether the appointment's waiver is signed, and when. */
export async function appointmentWaiverState(db: Database | Transaction, appointmentId: string) {
  const [signed] = await db
    .select({ signedAt: signedWaivers.signedAt })
    .from(signedWaivers)
    .where(eq(signedWaivers.appointmentId, appointmentId))
    .limit(1);
  return signed?.signedAt ?? null;
}

/**
 * The session for an appointment: the open one on the current template if there is one, or a new
 * one. Refused once the appointment's waiver is signed.
 */
export async function sessionForAppointment(
  db: Database,
  appointment: { id: string; businessId: string; customerId: string },
  channel: SessionChannel,
  createdBy: string | null,
) {
  if (await appointmentWaiverState(db, appointment.id)) throw alreadySigned();
  const template = await currentTemplate(db, appointment.businessId);
  if (!template) throw noWaiver();
  const [open] = await db
    .select()
    .from(waiverSessions)
    .where(
      and(
        eq(waiverSessions.appointmentId, appointment.id),
        eq(waiverSessions.templateId, template.id),
        isNull(waiverSessions.signedAt),
        // Reused only if it stays open long enough to fill in.
        gt(waiverSessions.expiresAt, sql`now() + interval '30 minutes'`),
      ),
    )
    .orderBy(desc(waiverSessions.expiresAt))
    .limit(1);
  if (open) return { id: open.id, expiresAt: open.expiresAt };
  return createSession(db, {
    businessId: appointment.businessId,
    channel,
    createdBy,
    appointmentId: appointment.id,
    customerId: appointment.customerId,
  });
}
