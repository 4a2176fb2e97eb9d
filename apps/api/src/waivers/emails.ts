import type { MailMessage } from '../mail/mailer.ts';

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
}): MailMessage {
  return {
    to: input.to,
    subject: `Your signed waiver for ${input.shopName}`,
    text: [
      `Hello ${input.legalName},`,
      '',
      `Thank you for signing "${input.title}" (version ${input.version}) on ${input.signedAtLocal}.`,
      'Your copy is attached as a PDF. Keep it: it is exactly what you signed.',
      '',
      `The shop keeps the signed record unchanged. Its fingerprint (SHA-256) is ${input.recordHash}.`,
      '',
      `${input.shopName}, through Linework`,
    ].join('\n'),
    headers: { 'X-Linework-Waiver': input.recordHash },
    attachments: [
      {
        filename: `signed-waiver-${input.signedAtLocal.slice(0, 10)}.pdf`,
        contentType: 'application/pdf',
        content: input.pdf,
      },
    ],
  };
}

export function waiverInviteEmail(input: {
  to: string;
  name: string | null;
  shopName: string;
  url: string;
  expiresAtLocal: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Please sign your waiver for ${input.shopName}`,
    text: [
      input.name ? `Hello ${input.name},` : 'Hello,',
      '',
      `${input.shopName} asks you to read and sign their consent form before your tattoo. It takes a few minutes on your phone; have a photo ID at hand.`,
      '',
      `Sign it here: ${input.url}`,
      `The link works until ${input.expiresAtLocal}.`,
      '',
      `${input.shopName}, through Linework`,
    ].join('\n'),
  };
}
