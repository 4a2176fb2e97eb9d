import type {
  CreatedWaiverSession,
  createWaiverSessionBody,
  WaiverDraft,
  WaiverSessionView,
} from '@linework/contract/waivers';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services, waiverTemplates } from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';
import { signedWaivers, waiverSessions } from '../db/schema/waivers.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { shopWallClock } from '../domain/shop-time.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { shopToday } from './minor.ts';
import { currentTemplate, templateView } from './templates.ts';

type SessionChannel = (typeof waiverSessions.$inferSelect)['channel'];

const hours = (h: number) => h * 3_600_000;
/** How long a session stays open when nobody says otherwise. */
const sessionLifetimeMs: Record<SessionChannel, number> = {
  customer: hours(24 * 7),
  staff: hours(72),
  // At the door the form is filled in there and then.
  'check-in': hours(2),
};

/** An open session is offered again only if it stays open this long: enough to fill the form in. */
const reuseMarginMs = 30 * 60_000;

export const sessionUrl = (publicUrl: string, shopUrl: string, sessionId: string) =>
  `${publicUrl}/shop/${shopUrl}/waiver-session/${sessionId}`;

export const sessionExpired = () =>
  new DomainError('WAIVER_SESSION_EXPIRED', 'This waiver link has expired. Ask the shop for a new one.');
export const alreadySigned = () =>
  new DomainError('WAIVER_ALREADY_SIGNED', 'This waiver is already signed. A copy was emailed to you.');
const noWaiver = () => new DomainError('POLICY_VIOLATION', 'This shop has no waiver to sign yet.');

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
type LoadedSession = Awaited<ReturnType<typeof loadSession>>;

export function requireOpen(session: LoadedSession['session'], now: Date) {
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
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  shopUrl: string,
  sessionId: string,
): Promise<WaiverSessionView> {
  const now = clock.now();
  const { session, shop, template } = await loadSession(db, shopUrl, sessionId);
  const shopRef = { name: shop.name, shopUrl: shop.shopUrl };
  if (session.signedAt) {
    return { status: 'signed', id: session.id, shop: shopRef, signedAt: session.signedAt.toISOString() };
  }
  if (session.expiresAt <= now) {
    return { status: 'expired', id: session.id, shop: shopRef, expiredAt: session.expiresAt.toISOString() };
  }
  const [customer] = session.customerId
    ? await db.select().from(users).where(eq(users.id, session.customerId))
    : [];
  return {
    status: 'open',
    id: session.id,
    expiresAt: session.expiresAt.toISOString(),
    shop: { ...shopRef, ageOfMajority: shop.ageOfMajority, today: shopToday(shop.timeZone, now) },
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
export async function saveDraft(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  shopUrl: string,
  sessionId: string,
  draft: WaiverDraft,
) {
  const now = clock.now();
  const { session } = await loadSession(db, shopUrl, sessionId);
  requireOpen(session, now);
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
        gt(waiverSessions.expiresAt, now),
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

/** A new session on the shop's current template, open from `now`; throws when the shop has no waiver. */
async function createSession(tx: Database | Transaction, input: NewSession, now: Date) {
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
  const expiresAt = new Date(now.getTime() + (input.lifetimeMs ?? sessionLifetimeMs[input.channel]));
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
  if (input.send) await enqueueJob(tx, 'waiver.invite', { sessionId: id }, now);
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
  now: Date,
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
        gt(waiverSessions.expiresAt, new Date(now.getTime() + reuseMarginMs)),
      ),
    )
    .orderBy(desc(waiverSessions.expiresAt))
    .limit(1);
  if (open) return { id: open.id, expiresAt: open.expiresAt };
  return createSession(
    db,
    {
      businessId: appointment.businessId,
      channel,
      createdBy,
      appointmentId: appointment.id,
      customerId: appointment.customerId,
    },
    now,
  );
}

type SessionDeps = Pick<Deps, 'db' | 'clock' | 'config'>;
type CreateWaiverSessionBody = z.output<typeof createWaiverSessionBody>;

const createdSession = (
  publicUrl: string,
  shopUrl: string,
  session: { id: string; expiresAt: Date },
  emailedTo: string | null,
): CreatedWaiverSession => ({
  id: session.id,
  shopUrl,
  url: sessionUrl(publicUrl, shopUrl, session.id),
  expiresAt: session.expiresAt.toISOString(),
  emailedTo,
});

/**
 * A session staff make for an appointment of their shop or for anyone (by email), to send or to
 * show on the tablet. Refused when that appointment's waiver is already signed.
 */
export async function createStaffSession(
  { db, clock, config }: SessionDeps,
  businessId: string,
  staffUserId: string,
  body: CreateWaiverSessionBody,
): Promise<CreatedWaiverSession> {
  const [shop] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  let customer: { id: string; email: string } | null = null;
  if (body.appointmentId) {
    const [row] = await db
      .select({ appointment: appointments, email: users.email })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.customerId))
      .where(and(eq(appointments.id, body.appointmentId), eq(appointments.businessId, shop!.id)));
    if (!row) throw notFound('This appointment');
    if (await appointmentWaiverState(db, row.appointment.id)) throw alreadySigned();
    customer = { id: row.appointment.customerId, email: row.email };
  }
  const session = await db.transaction((tx) =>
    createSession(
      tx,
      {
        businessId: shop!.id,
        channel: 'staff',
        createdBy: staffUserId,
        appointmentId: body.appointmentId,
        customerId: customer?.id ?? null,
        customerEmail: body.email,
        customerName: body.legalName || null,
        lifetimeMs: body.expiresInHours * 3_600_000,
        send: body.send,
      },
      clock.now(),
    ),
  );
  const emailedTo = body.send ? (body.email ?? customer?.email ?? null) : null;
  return createdSession(config.publicUrl, shop!.shopUrl, session, emailedTo);
}

/** Appointments in these states have nothing left to sign for. */
const overStatuses = new Set(['cancelled', 'expired', 'no_show', 'completed']);

/** The session a signed-in customer starts (or continues) from their own appointment's page. */
export async function customerSessionForAppointment(
  { db, clock, config }: SessionDeps,
  customerId: string,
  appointmentId: string,
): Promise<CreatedWaiverSession> {
  const [row] = await db
    .select({ appointment: appointments, shopUrl: businesses.shopUrl })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.customerId, customerId)));
  if (!row) throw notFound('This appointment');
  if (overStatuses.has(row.appointment.status)) {
    throw new DomainError('POLICY_VIOLATION', 'This appointment is over, so there is no waiver to sign.');
  }
  const session = await sessionForAppointment(db, row.appointment, 'customer', customerId, clock.now());
  return createdSession(config.publicUrl, row.shopUrl, session, null);
}
