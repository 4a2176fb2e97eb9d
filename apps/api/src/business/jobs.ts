import { eq } from 'drizzle-orm';
import { businesses, businessInvitations } from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';
import type { JobHandlers } from '../jobs/queue.ts';
import { invitationEmail } from './emails.tsx';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Email an invitation to join a shop's team. */
    'team.invite': { invitationId: string };
  }
}

/** The team's emails: the invitation to join; one replaced or accepted meanwhile is not sent. */
export const teamJobs: JobHandlers<'team.invite'> = {
  'team.invite': async (deps, { invitationId }) => {
    const [row] = await deps.db
      .select({ invitation: businessInvitations, shopName: businesses.name, inviter: users })
      .from(businessInvitations)
      .innerJoin(businesses, eq(businesses.id, businessInvitations.businessId))
      .leftJoin(users, eq(users.id, businessInvitations.invitedBy))
      .where(eq(businessInvitations.id, invitationId));
    if (!row || row.invitation.acceptedAt) return;
    const { invitation, inviter } = row;
    await deps.mailer.send(
      await invitationEmail(
        {
          email: invitation.email,
          token: invitation.token,
          role: invitation.role,
          shopName: row.shopName,
          inviterName: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || null : null,
          expiresAt: invitation.expiresAt,
        },
        deps.config.publicUrl,
      ),
    );
  },
};
