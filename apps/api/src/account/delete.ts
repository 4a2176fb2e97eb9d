import { appointmentStatusGroups } from '@linework/contract/appointments';
import { and, eq, gte, inArray, isNull, or } from 'drizzle-orm';
import { appointments } from '../db/schema/appointments.ts';
import { userEvents } from '../db/schema/chat.ts';
import { authUser } from '../db/schema/identity.ts';
import { paymentCustomers, savedCards } from '../db/schema/payments.ts';
import { projects } from '../db/schema/projects.ts';
import { subscriptions } from '../db/schema/subscriptions.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError } from '../domain/errors.ts';
import { builtInIssuer } from '../identity/auth.ts';
import type { User } from '../users/service.ts';

/**
 * Deletes a customer's account in one transaction (docs/decisions/023). What the law makes the shop
 * keep (signed waivers, receipts, the appointments and messages they belong to, and the designs the
 * artist drew for a project with the customer's answers) stays with the shop,
 * pointing at a profile emptied of who the customer was; the login itself, follows, saved cards
 * (and the link to the customer record at the payment provider) and the live event feed are deleted. Someone with a visit still coming must cancel it first, so no shop is left
 * waiting for a person who can no longer be told anything.
 */
export async function deleteAccount(deps: Pick<Deps, 'db' | 'clock'>, user: User, confirmEmail: string) {
  if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw fieldError('body.confirmEmail', 'Type the email address of this account to confirm');
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [coming] = await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.customerId, user.id),
          gte(appointments.endsAt, now),
          inArray(appointments.status, [...appointmentStatusGroups.upcoming]),
        ),
      )
      .limit(1);
    if (coming) {
      throw new DomainError(
        'POLICY_VIOLATION',
        'You have an appointment coming up. Cancel it first, then delete your account.',
      );
    }
    await tx
      .delete(subscriptions)
      .where(or(eq(subscriptions.userId, user.id), eq(subscriptions.email, user.email)));
    await tx.delete(userEvents).where(eq(userEvents.userId, user.id));
    // Nobody may pay with them again; the card details themselves were only ever the provider's.
    await tx.delete(savedCards).where(eq(savedCards.userId, user.id));
    await tx.delete(paymentCustomers).where(eq(paymentCustomers.userId, user.id));
    // Projects and their money record stay with the shop like the receipts they hold; one still open
    // is closed, so nothing asks a deleted customer to book its next session.
    await tx
      .update(projects)
      .set({ cancelledAt: now, updatedAt: now })
      .where(
        and(eq(projects.customerId, user.id), isNull(projects.completedAt), isNull(projects.cancelledAt)),
      );
    await tx
      .update(users)
      .set({
        // A new sign-in with the same identity starts a new, empty profile.
        issuer: 'deleted',
        subject: user.id,
        email: `deleted-${user.id}@deleted.invalid`,
        firstName: 'Deleted',
        lastName: 'customer',
        phoneNumber: null,
        notificationPreferences: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    // The built-in identity service's login (its sessions and password go with it, by cascade).
    // An external issuer's account is that issuer's to delete.
    if (user.issuer === builtInIssuer) await tx.delete(authUser).where(eq(authUser.id, user.subject));
  });
}
