import { brand, EmailLayout, P } from '../mail/layout.tsx';
import type { MailMessage } from '../mail/mailer.ts';
import { composeEmail } from '../mail/render.tsx';

// The identity service's email: the one-time code for signing in, confirming an address or
// resetting a password.

export const codeSubjects = {
  'sign-in': 'Your Linework sign-in code',
  'email-verification': 'Confirm your email for Linework',
  'forget-password': 'Reset your Linework password',
  'change-email': 'Confirm your new email for Linework',
} as const;

export function codeEmail(
  to: string,
  code: string,
  purpose: keyof typeof codeSubjects,
): Promise<MailMessage> {
  return composeEmail({
    to,
    subject: codeSubjects[purpose],
    template: (
      <EmailLayout preview={`Your code is ${code}.`} heading={codeSubjects[purpose]} signature={brand.name}>
        <P>
          Your code is <strong style={{ fontSize: '20px', letterSpacing: '2px' }}>{code}</strong>. It works
          for 10 minutes.
        </P>
        <P>If you did not ask for it, you can ignore this email.</P>
      </EmailLayout>
    ),
  });
}
