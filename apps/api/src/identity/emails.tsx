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

/**
 * To the owner of an address someone tried to sign up with: sign-up answers alike for a new and a
 * taken address, so only the owner learns of it (docs/decisions/019).
 */
export function takenAddressEmail(to: string): Promise<MailMessage> {
  const subject = 'Someone tried to sign up to Linework with your email';
  return composeEmail({
    to,
    subject,
    template: (
      <EmailLayout preview="Your account is unchanged." heading={subject} signature={brand.name}>
        <P>Someone, maybe you, tried to create a Linework account with {to}, which already has one.</P>
        <P>
          If it was you, sign in with your password, or reset it from the sign-in screen (“Forgot password?”).
        </P>
        <P>If it was not you, you can ignore this email: nothing changed.</P>
      </EmailLayout>
    ),
  });
}
