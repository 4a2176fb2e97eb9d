import type { NoticePreferences, ShopNotice } from '@linework/contract/shop-notices';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { selectAppointmentViews } from '../appointments/view.ts';
import type { Member } from '../business/access.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businessMembers, services } from '../db/schema/catalog.ts';
import { shopNotices } from '../db/schema/shop-notices.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { newBookingEmail } from './emails.tsx';

// The shop hears of each new booking: each member who wants it by email and as a notice in the
// studio. Owners and the front desk hear of every booking, an artist of their own.

const shown = 30;

/**
 * Tells the team of a booking that was just confirmed. Run by a job after the confirmation commits;
 * a retry writes no notice twice (one per person and appointment) and its emails keep the job's
 * Message-IDs, so none goes twice either.
 */
export async function tellShopOfBooking(deps: Pick<Deps, 'db' | 'mailer' | 'clock' | 'config'>, id: string) {
  const [row] = await selectAppointmentViews(deps.db, eq(appointments.id, id));
  if (row?.appointment.status !== 'confirmed') return;
  const a = row.appointment;
  const team = await deps.db
    .select({ member: businessMembers, email: users.email, deletedAt: users.deletedAt })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(
      and(
        eq(businessMembers.businessId, a.businessId),
        or(sql`${businessMembers.role} <> 'artist'`, eq(businessMembers.artistId, a.artistId)),
      ),
    )
    .orderBy(businessMembers.id);
  const told = team.filter((t) => !t.deletedAt);
  const noticed = told.filter((t) => t.member.newBookingNotice);
  if (noticed.length) {
    await deps.db
      .insert(shopNotices)
      .values(
        noticed.map((t) => ({
          id: newId(),
          businessId: a.businessId,
          userId: t.member.userId,
          kind: 'new_booking' as const,
          appointmentId: a.id,
          createdAt: deps.clock.now(),
        })),
      )
      .onConflictDoNothing();
  }
  for (const t of told.filter((m) => m.member.newBookingEmail)) {
    await deps.mailer.send(
      await newBookingEmail({
        to: t.email,
        shopName: row.shop.name,
        serviceName: row.service.name,
        artistName: row.artist.displayName,
        customerName: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
        startsAt: a.startsAt,
        timeZone: row.shop.timeZone,
        depositAmount: a.depositAmount,
        currency: a.currency,
        notes: a.notes,
        studioLink: `${deps.config.publicUrl}/studio/${a.businessId}`,
      }),
    );
  }
}

/** The member's latest notices, newest first, and how many they have not read. */
export async function listNotices(db: Database, member: Member) {
  const mine = and(eq(shopNotices.businessId, member.businessId), eq(shopNotices.userId, member.userId));
  const rows = await db
    .select({
      notice: shopNotices,
      startsAt: appointments.startsAt,
      serviceName: services.name,
      artistName: artists.displayName,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(shopNotices)
    .innerJoin(appointments, eq(appointments.id, shopNotices.appointmentId))
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(artists, eq(artists.id, appointments.artistId))
    .innerJoin(users, eq(users.id, appointments.customerId))
    .where(mine)
    .orderBy(desc(shopNotices.createdAt), desc(shopNotices.id))
    .limit(shown);
  const [count] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(shopNotices)
    .where(and(mine, isNull(shopNotices.readAt)));
  const notices: ShopNotice[] = rows.map((r) => ({
    id: r.notice.id,
    kind: r.notice.kind,
    createdAt: r.notice.createdAt.toISOString(),
    read: r.notice.readAt !== null,
    appointment: {
      id: r.notice.appointmentId,
      startsAt: r.startsAt.toISOString(),
      serviceName: r.serviceName,
      artistName: r.artistName,
      customerName: `${r.firstName} ${r.lastName}`.trim(),
    },
  }));
  return { unread: Number(count?.unread ?? 0), notices };
}

export async function markNoticesRead({ db, clock }: Pick<Deps, 'db' | 'clock'>, member: Member) {
  await db
    .update(shopNotices)
    .set({ readAt: clock.now() })
    .where(
      and(
        eq(shopNotices.businessId, member.businessId),
        eq(shopNotices.userId, member.userId),
        isNull(shopNotices.readAt),
      ),
    );
  return { unread: 0 as const };
}

export const preferencesOf = (m: Member): NoticePreferences => ({
  newBookingEmail: m.newBookingEmail,
  newBookingNotice: m.newBookingNotice,
});

export async function setNoticePreferences(db: Database, member: Member, body: NoticePreferences) {
  const [updated] = await db
    .update(businessMembers)
    .set(body)
    .where(eq(businessMembers.id, member.id))
    .returning();
  return preferencesOf(updated!);
}
