import { appointmentStatusGroups } from '@linework/contract/appointments';
import type { ConversationContext } from '@linework/contract/chat';
import { withoutBidiControls } from '@linework/contract/text';
import { and, asc, desc, eq, gte, inArray, ne, type SQL } from 'drizzle-orm';
import { isStaff, type Member } from '../business/access.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import { conversations } from '../db/schema/chat.ts';
import { tattooRequests } from '../db/schema/requests.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { artistSeesConversation } from './artist-scope.ts';

const requestsShown = 3;
const ideaLength = 140;

/**
 * What the customer of one of the shop's conversations booked or asked the shop for. An artist member
 * sees only their own appointments and no requests, as elsewhere in the studio.
 */
export async function conversationContext(
  deps: Pick<Deps, 'db' | 'clock'>,
  member: Member,
  conversationId: string,
): Promise<ConversationContext> {
  const { db } = deps;
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.businessId, member.businessId),
        isStaff(member) ? undefined : artistSeesConversation(member.artistId ?? ''),
      ),
    );
  if (!conversation) throw notFound('This conversation');
  const [shop] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, member.businessId));

  const staff = isStaff(member);
  const mine: SQL[] = [
    eq(appointments.businessId, member.businessId),
    eq(appointments.customerId, conversation.customerId),
    inArray(appointments.status, [...appointmentStatusGroups.booked]),
  ];
  if (!staff) mine.push(eq(appointments.artistId, member.artistId ?? ''));
  const select = () =>
    db
      .select({ a: appointments, serviceName: services.name, artist: artists })
      .from(appointments)
      .innerJoin(services, eq(services.id, appointments.serviceId))
      .innerJoin(artists, eq(artists.id, appointments.artistId));
  const now = deps.clock.now();
  // The one the conversation names; else the next one still on; else the latest of any state.
  const [found] = (
    conversation.appointmentId
      ? await select().where(and(...mine, eq(appointments.id, conversation.appointmentId)))
      : []
  ).concat(
    await select()
      .where(and(...mine, gte(appointments.endsAt, now), ne(appointments.status, 'cancelled')))
      .orderBy(asc(appointments.startsAt))
      .limit(1),
    await select()
      .where(and(...mine))
      .orderBy(desc(appointments.startsAt))
      .limit(1),
  );

  const requests = staff
    ? await db
        .select({ r: tattooRequests, serviceName: services.name })
        .from(tattooRequests)
        .leftJoin(services, eq(services.id, tattooRequests.serviceId))
        .where(
          and(
            eq(tattooRequests.businessId, member.businessId),
            eq(tattooRequests.customerId, conversation.customerId),
          ),
        )
        .orderBy(desc(tattooRequests.createdAt), desc(tattooRequests.id))
        .limit(requestsShown)
    : [];

  return {
    timeZone: shop!.timeZone,
    appointment: found
      ? {
          id: found.a.id,
          status: found.a.status,
          startsAt: found.a.startsAt.toISOString(),
          endsAt: found.a.endsAt.toISOString(),
          serviceName: withoutBidiControls(found.serviceName),
          artist: { id: found.artist.id, displayName: withoutBidiControls(found.artist.displayName) },
        }
      : null,
    requests: requests.map(({ r, serviceName }) => {
      const idea = withoutBidiControls(r.idea).replace(/\s+/g, ' ').trim();
      return {
        id: r.id,
        status: r.status,
        idea: idea.length > ideaLength ? `${idea.slice(0, ideaLength - 1)}…` : idea,
        serviceName: serviceName === null ? null : withoutBidiControls(serviceName),
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}
