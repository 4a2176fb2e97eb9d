import { roleLabels } from '@linework/contract/business-roles';
import type { BusinessRole } from '@linework/contract/users';
import { Action, brand, EmailLayout, P, Small } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

export type InvitationFacts = {
  email: string;
  token: string;
  role: BusinessRole;
  shopName: string;
  inviterName: string | null;
  expiresAt: Date;
};

export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/invitations/${encodeURIComponent(token)}`;

/** The invitation to join a shop's team; the link works for whoever signs in with this address. */
export function invitationEmail(i: InvitationFacts, publicUrl: string): Promise<MailMessage> {
  const subject = `Join ${i.shopName} on ${brand.name}`;
  const role = roleLabels[i.role].toLowerCase();
  return composeEmail({
    to: i.email,
    subject,
    template: (
      <EmailLayout preview={`You are invited as ${role}.`} heading={subject} signature={brand.name}>
        <P>
          {i.inviterName ?? 'The owner'} invited you to the team of {i.shopName} on {brand.name}, as {role}.
        </P>
        <P>Open the link, then sign in or create an account with {i.email} to join.</P>
        <Action href={invitationLink(publicUrl, i.token)} label="Join the team" />
        <Small>
          The link works for 14 days. If you did not expect this, ignore this email: nothing happens until you
          accept.
        </Small>
      </EmailLayout>
    ),
  });
}
