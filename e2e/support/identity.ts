import { type APIRequestContext, expect, type Locator } from '@playwright/test';

type Person = { email: string; password: string; firstName: string; lastName: string };

/** The 6-digit code last mailed to this address, read from the dev mailbox as a person reads their inbox. */
export async function emailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await request.get('/dev/mailbox/messages');
    const mail = ((await res.json()).result as { to: string; subject: string; text: string }[]).find(
      (m) => m.to === email.toLowerCase() && /Confirm your email/.test(m.subject),
    );
    code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code).toBeTruthy();
  }).toPass();
  return code!;
}

/**
 * Signs a new customer up and confirms their email with the mailed code, which signs them in: the
 * session cookie lands in the request context (a page's `page.request` shares the page's cookies).
 */
export async function signUpConfirmed(request: APIRequestContext, person: Person): Promise<void> {
  expect((await request.post('/auth/sign-up/email', { data: person })).ok()).toBe(true);
  const otp = await emailedCode(request, person.email);
  expect(
    (await request.post('/auth/email-otp/verify-email', { data: { email: person.email, otp } })).ok(),
  ).toBe(true);
}

/** After "Create account" in the sign-in dialog: enter the mailed code and confirm. */
export async function confirmEmailInDialog(dialog: Locator, request: APIRequestContext, email: string) {
  const otp = await emailedCode(request, email);
  await dialog.getByLabel('6-digit code').fill(otp);
  await dialog.getByRole('button', { name: 'Confirm email' }).click();
}
