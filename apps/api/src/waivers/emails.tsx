import { Action, EmailLayout, Facts, fromShop, P } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// The emails of the waiver area, built without I/O from what their job loaded.

export function signedCopyEmail(input: {
  to: string;
  legalName: string;
  shopName: string;
  title: string;
  version: number;
  signedAtLocal: string;
  recordHash: string;
  pdf: Buffer;
}): Promise<MailMessage> {
  const subject = `Your signed waiver for ${input.shopName}`;
  return composeEmail({
    to: input.to,
    subject,
    headers: { 'X-Linework-Waiver': input.recordHash },
    attachments: [
      {
        filename: `signed-waiver-${input.signedAtLocal.slice(0, 10)}.pdf`,
        contentType: 'application/pdf',
        content: input.pdf,
      },
    ],
    template: (
      <EmailLayout
        preview="Your copy is attached as a PDF."
        heading={subject}
        signature={fromShop(input.shopName)}
      >
        <P>Hello {input.legalName},</P>
        <P>
          Thank you for signing "{input.title}" (version {input.version}) on {input.signedAtLocal}.
        </P>
        <P>Your copy is attached as a PDF. Keep it: it is exactly what you signed.</P>
        <Facts rows={[['Fingerprint of the signed record (SHA-256)', input.recordHash]]} />
        <P>The shop keeps the signed record unchanged.</P>
      </EmailLayout>
    ),
  });
}

export function waiverInviteEmail(input: {
  to: string;
  name: string | null;
  shopName: string;
  url: string;
  expiresAtLocal: string;
}): Promise<MailMessage> {
  const subject = `Please sign your waiver for ${input.shopName}`;
  return composeEmail({
    to: input.to,
    subject,
    template: (
      <EmailLayout
        preview="It takes a few minutes on your phone."
        heading={subject}
        signature={fromShop(input.shopName)}
      >
        <P>{input.name ? `Hello ${input.name},` : 'Hello,'}</P>
        <P>
          {input.shopName} asks you to read and sign their consent form before your tattoo. It takes a few
          minutes on your phone; have a photo ID at hand.
        </P>
        <Action href={input.url} label="Sign it here" />
        <P>The link works until {input.expiresAtLocal}.</P>
      </EmailLayout>
    ),
  });
}
