import type { AccountExport } from '@linework/contract/users';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, reviews, services } from '../db/schema/catalog.ts';
import { conversations, messages } from '../db/schema/chat.ts';
import { payments } from '../db/schema/payments.ts';
import { projectProofs, projects } from '../db/schema/projects.ts';
import { tattooRequests } from '../db/schema/requests.ts';
import { subscriptions } from '../db/schema/subscriptions.ts';
import { signedWaivers } from '../db/schema/waivers.ts';
import type { Deps } from '../deps.ts';
import { refundsOf } from '../payments/views.ts';
import { loadProjectViews } from '../projects/view.ts';
import { preferencesOf } from '../users/preferences.ts';
import { toProfile, type User } from '../users/service.ts';

// Everything the customer gave and received, as one JSON document (their right of access and
// portability). Secrets that open things (receipt keys, tokens, idempotency keys) are left out; a
// signed waiver is described, its PDF stays downloadable from the shop.

/** Dates as ISO text, the way every answer of the API writes them. */
const plain = <T>(rows: T[]) => JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];

export async function exportAccount(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  user: User,
): Promise<AccountExport> {
  const mine = eq(appointments.customerId, user.id);
  const [visits, requests, talks, paid, written, signed, follows, proofs] = await Promise.all([
    db
      .select({
        id: appointments.id,
        status: appointments.status,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        shop: businesses.name,
        artist: artists.displayName,
        service: services.name,
        priceAmount: appointments.priceAmount,
        depositAmount: appointments.depositAmount,
        currency: appointments.currency,
        notes: appointments.notes,
        confirmationCode: appointments.confirmationCode,
        createdAt: appointments.createdAt,
      })
      .from(appointments)
      .innerJoin(businesses, eq(businesses.id, appointments.businessId))
      .innerJoin(artists, eq(artists.id, appointments.artistId))
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .where(mine)
      .orderBy(asc(appointments.startsAt)),
    db
      .select()
      .from(tattooRequests)
      .where(eq(tattooRequests.customerId, user.id))
      .orderBy(asc(tattooRequests.createdAt)),
    db
      .select({ id: conversations.id, shop: businesses.name })
      .from(conversations)
      .innerJoin(businesses, eq(businesses.id, conversations.businessId))
      .where(eq(conversations.customerId, user.id)),
    db
      .select({
        id: payments.id,
        appointmentId: payments.appointmentId,
        kind: payments.kind,
        status: payments.status,
        currency: payments.currency,
        amount: payments.amount,
        tipAmount: payments.tipAmount,
        totalAmount: payments.totalAmount,
        refundedAmount: payments.refundedAmount,
        receiptNumber: payments.receiptNumber,
        cardBrand: payments.cardBrand,
        cardLast4: payments.cardLast4,
        createdAt: payments.createdAt,
        succeededAt: payments.succeededAt,
      })
      .from(payments)
      .where(eq(payments.customerId, user.id))
      .orderBy(asc(payments.createdAt)),
    db
      .select({
        id: reviews.id,
        rating: reviews.rating,
        text: reviews.text,
        photos: reviews.photos,
        reply: reviews.reply,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .where(eq(reviews.customerId, user.id)),
    db
      .select({
        id: signedWaivers.id,
        shop: businesses.name,
        appointmentId: signedWaivers.appointmentId,
        templateVersion: signedWaivers.templateVersion,
        legalName: signedWaivers.legalName,
        signerEmail: signedWaivers.signerEmail,
        recordHash: signedWaivers.recordHash,
        signedAt: signedWaivers.signedAt,
      })
      .from(signedWaivers)
      .innerJoin(businesses, eq(businesses.id, signedWaivers.businessId))
      .where(eq(signedWaivers.customerId, user.id)),
    db
      .select({
        id: subscriptions.id,
        artistId: subscriptions.artistId,
        businessId: subscriptions.businessId,
        email: subscriptions.email,
        topics: subscriptions.topics,
        consentText: subscriptions.consentText,
        consentedAt: subscriptions.consentedAt,
        confirmedAt: subscriptions.confirmedAt,
        unsubscribedAt: subscriptions.unsubscribedAt,
      })
      .from(subscriptions)
      .where(or(eq(subscriptions.userId, user.id), eq(subscriptions.email, user.email))),
    db
      .select({
        projectId: projects.id,
        project: projects.title,
        shop: businesses.name,
        version: projectProofs.version,
        images: projectProofs.images,
        note: projectProofs.note,
        decision: projectProofs.decision,
        decisionComment: projectProofs.decisionComment,
        decidedAt: projectProofs.decidedAt,
        createdAt: projectProofs.createdAt,
      })
      .from(projectProofs)
      .innerJoin(projects, eq(projects.id, projectProofs.projectId))
      .innerJoin(businesses, eq(businesses.id, projects.businessId))
      .where(eq(projects.customerId, user.id))
      .orderBy(asc(projects.createdAt), asc(projectProofs.version)),
  ]);
  const conversationIds = talks.map((t) => t.id);
  const [said, refunds] = await Promise.all([
    conversationIds.length
      ? db
          .select({
            conversationId: messages.conversationId,
            fromMe: messages.senderId,
            body: messages.body,
            createdAt: messages.createdAt,
          })
          .from(messages)
          .where(inArray(messages.conversationId, conversationIds))
          .orderBy(asc(messages.conversationId), asc(messages.createdAt))
      : Promise.resolve([]),
    refundsOf(
      db,
      paid.map((p) => p.id),
    ),
  ]);
  const shopOf = new Map(talks.map((t) => [t.id, t.shop]));
  return {
    exportedAt: clock.now().toISOString(),
    profile: toProfile(user),
    notificationPreferences: preferencesOf(user),
    appointments: plain(visits),
    requests: plain(requests.map(({ idempotencyKey: _key, ...r }) => r)),
    messages: plain(
      said.map((m) => ({
        shop: shopOf.get(m.conversationId),
        from: m.fromMe === user.id ? 'you' : 'shop',
        body: m.body,
        createdAt: m.createdAt,
      })),
    ),
    payments: plain(paid.map((p) => ({ ...p, refunds: refunds.get(p.id) ?? [] }))),
    reviews: plain(written),
    waivers: plain(signed),
    subscriptions: plain(follows),
    designProofs: plain(proofs),
    projects: plain(await loadProjectViews(db, eq(projects.customerId, user.id), clock.now())),
  };
}
