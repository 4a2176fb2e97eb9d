import { shopTime } from '../domain/shop-time.ts';
import { Action, brand, EmailLayout, Facts, fromShop, P, Quote } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// The emails of design approval, built without I/O from what the job loaded: a new version for the
// customer, the customer's answer for the shop, and the reminder that a session needs an approved
// design by a date.

export type ProofFacts = {
  projectId: string;
  projectTitle: string;
  version: number;
  note: string;
  shop: { id: string; name: string; timeZone: string };
  artistName: string;
  customer: { email: string; firstName: string; name: string };
};

/** Where the customer sees the design and answers. */
export const designLink = (publicUrl: string, projectId: string) =>
  `${publicUrl}/account/projects/${projectId}/design`;

/** Where the shop sees the design and the customer's answers. */
export const studioDesignLink = (publicUrl: string, shopId: string, projectId: string) =>
  `${publicUrl}/studio/${shopId}/projects/${projectId}/design`;

export function newProofEmail(f: ProofFacts, publicUrl: string): Promise<MailMessage> {
  const subject = `${f.artistName} sent you a design to look at: ${f.projectTitle}, version ${f.version}`;
  return composeEmail({
    to: f.customer.email,
    subject,
    headers: { 'X-Linework-Project': f.projectId },
    template: (
      <EmailLayout
        preview="Approve it, or tell the artist what to change."
        heading={`Your design, version ${f.version}`}
        signature={fromShop(f.shop.name)}
      >
        <P>Hello {f.customer.firstName},</P>
        <P>
          {f.artistName} at {f.shop.name} drew version {f.version} of your tattoo, {f.projectTitle}. Have a
          look, then approve it or say what you would like changed.
        </P>
        {f.note && <Quote>{f.note}</Quote>}
        <Action href={designLink(publicUrl, f.projectId)} label="See the design" />
      </EmailLayout>
    ),
  });
}

export function proofDecidedEmail(
  f: ProofFacts & { decision: 'approved' | 'changes_requested'; comment: string | null },
  to: string,
  publicUrl: string,
): Promise<MailMessage> {
  const approved = f.decision === 'approved';
  const subject = approved
    ? `${f.customer.name} approved the design: ${f.projectTitle}, version ${f.version}`
    : `${f.customer.name} asked for changes: ${f.projectTitle}, version ${f.version}`;
  return composeEmail({
    to,
    subject,
    headers: { 'X-Linework-Project': f.projectId },
    template: (
      <EmailLayout
        preview={approved ? 'The design is pinned to the project.' : (f.comment ?? '')}
        heading={subject}
        signature={brand.name}
      >
        <P>
          {approved
            ? `${f.customer.name} approved version ${f.version} of ${f.projectTitle}. It is pinned to the project and shown on its sessions.`
            : `${f.customer.name} asked for changes to version ${f.version} of ${f.projectTitle}.`}
        </P>
        {f.comment && <Quote>{f.comment}</Quote>}
        <Action href={studioDesignLink(publicUrl, f.shop.id, f.projectId)} label="Open the design" />
        <P>You can turn these emails off in the studio, under Notices.</P>
      </EmailLayout>
    ),
  });
}

export function approvalReminderEmail(
  f: Omit<ProofFacts, 'version' | 'note'> & { startsAt: Date; approveBy: Date; hasProof: boolean },
  publicUrl: string,
): Promise<MailMessage> {
  const by = shopTime(f.approveBy, f.shop.timeZone);
  const subject = `Approve your design by ${by}: ${f.projectTitle}`;
  return composeEmail({
    to: f.customer.email,
    subject,
    headers: { 'X-Linework-Project': f.projectId },
    template: (
      <EmailLayout
        preview={`${f.shop.name} needs your approval before your session.`}
        heading="Your design needs your approval"
        signature={fromShop(f.shop.name)}
      >
        <P>Hello {f.customer.firstName},</P>
        <P>
          {f.shop.name} asks that the design of {f.projectTitle} is approved before your next session.
          {f.hasProof
            ? ' Have a look at the latest version and approve it, or tell the artist what to change.'
            : ' The artist will send it soon; you will get an email when it is there.'}
        </P>
        <Facts
          rows={[
            ['Session', shopTime(f.startsAt, f.shop.timeZone)],
            ['Approve by', by],
            ['Artist', f.artistName],
          ]}
        />
        <Action href={designLink(publicUrl, f.projectId)} label="See the design" />
      </EmailLayout>
    ),
  });
}
