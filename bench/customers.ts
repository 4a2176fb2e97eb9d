// Real customers for the booking rows: signed up through the identity service's own endpoints,
// ID token from /auth/token, profile created, all before the measured part starts.

const requestTimeoutMs = 60_000;

/** The sign-up code mailed to this address, from the product's dev mailbox (the bench runs with dev tools on). */
async function mailedCode(apiUrl: string, email: string, signal: AbortSignal) {
  const res = await fetch(`${apiUrl}/dev/mailbox/messages`, { signal });
  const mail = (
    (await res.json()) as { result: { to: string; subject: string; text: string }[] }
  ).result.find((m) => m.to === email && /Confirm your email/.test(m.subject));
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no sign-up code mailed to ${email}`);
  return code;
}

/** A new customer, signed up and confirmed: their Authorization header, profile made. */
export async function signUpCustomer(apiUrl: string, label: string, n: number) {
  const signal = AbortSignal.timeout(requestTimeoutMs);
  const origin = apiUrl.replace('127.0.0.1', 'localhost');
  const headers = { 'content-type': 'application/json', origin };
  const email = `${label}-${n}-${Date.now()}@example.test`.toLowerCase();
  const res = await fetch(`${apiUrl}/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: 'bench-password-1', firstName: label, lastName: String(n) }),
    signal,
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  // Signing up does not sign in: confirming the mailed code does, as it does for a person.
  const verified = await fetch(`${apiUrl}/auth/email-otp/verify-email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp: await mailedCode(apiUrl, email, signal) }),
    signal,
  });
  if (!verified.ok) throw new Error(`email confirmation failed: ${verified.status} ${await verified.text()}`);
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { token } = (await (await fetch(`${apiUrl}/auth/token`, { headers: { cookie }, signal })).json()) as {
    token: string;
  };
  const authorization = `Bearer ${token}`;
  // The profile exists before the measured part, so that part is about the slot alone.
  const me = await fetch(`${apiUrl}/v1/users/me`, { headers: { authorization }, signal });
  if (!me.ok) throw new Error(`profile failed: ${me.status}`);
  return authorization;
}

/** `count` signed-in customers (their Authorization headers), at most 8 signing up at a time. */
export async function signUpCustomers(apiUrl: string, label: string, count: number) {
  const out: string[] = [];
  for (let i = 0; i < count; i += 8) {
    const batch = Array.from({ length: Math.min(8, count - i) }, (_, j) =>
      signUpCustomer(apiUrl, label, i + j),
    );
    out.push(...(await Promise.all(batch)));
  }
  return out;
}
