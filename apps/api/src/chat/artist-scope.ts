import { appointmentStatusGroups } from '@linework/contract/appointments';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { appointments } from '../db/schema/appointments.ts';
import { conversations } from '../db/schema/chat.ts';

/**
 * The conversations of the shop an artist member sees (the role table's `own` reach for the inbox):
 * those about the artist, and those with a customer who booked the artist at this shop. A colleague's
 * customers are not theirs to see (docs/decisions/027, 032). `artistId` is the member's artist, a
 * value or a column of a query that joins the membership.
 */
export const artistSeesConversation = (artistId: string | AnyPgColumn): SQL =>
  or(
    eq(conversations.artistId, artistId),
    sql`exists (select 1 from ${appointments} where ${and(
      eq(appointments.businessId, conversations.businessId),
      eq(appointments.customerId, conversations.customerId),
      eq(appointments.artistId, artistId),
      inArray(appointments.status, [...appointmentStatusGroups.booked]),
    )})`,
  )!;
