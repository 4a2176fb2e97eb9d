import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP, jwt } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { authAccount, authJwks, authSession, authUser, authVerification } from '../db/schema/identity.ts';
import type { Mailer } from '../mail/mailer.ts';
import { codeEmail, takenAddressEmail } from './emails.tsx';

/** The issuer and audience the built-in identity service writes into every ID token. */
export const builtInIssuer = 'urn:linework:identity';
export const builtInAudience = 'linework-api';

export function createIdentityService(opts: {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
}) {
  const { config, db, mailer } = opts;
  return betterAuth({
    appName: 'Linework',
    baseURL: config.publicUrl,
    basePath: '/auth',
    secret: opts.secret,
    trustedOrigins: [config.publicUrl, ...config.corsOrigins],
    telemetry: { enabled: false },
    // Wrong passwords and unknown emails are answered to the client; they are not server warnings.
    logger: { disabled: config.logLevel === 'silent', level: 'error' },
    // @fastify/rate-limit guards /auth with the configured numbers; one limiter, one place.
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        jwks: authJwks,
      },
    }),
    advanced: {
      cookiePrefix: 'linework',
      // Session cookies only over HTTPS in production (config.ts says when).
      useSecureCookies: config.secureCookies,
      database: { generateId: () => newId() },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        // Empty for a one-word name given to the stock client's `name`.
        lastName: { type: 'string', required: false, defaultValue: '' },
        phoneNumber: { type: 'string', required: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Sign-up answers alike for a new and a taken address (no session either way), so it cannot
      // tell who has an account; the owner of a taken address is told by email (docs/decisions/019).
      autoSignIn: false,
      async onExistingUserSignUp({ user }) {
        await mailer.send(await takenAddressEmail(user.email));
      },
    },
    // Entering the emailed code signs the new account in: the code proves the address.
    emailVerification: { sendOnSignUp: true, autoSignInAfterVerification: true },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    plugins: [
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: builtInIssuer,
          audience: builtInAudience,
          expirationTime: `${config.auth.idTokenTtlSeconds}s`,
          definePayload: ({ user }) => ({
            email: user.email,
            email_verified: user.emailVerified,
            given_name: user.firstName,
            family_name: user.lastName,
            phone_number: user.phoneNumber ?? undefined,
          }),
        },
      }),
      emailOTP({
        otpLength: 6,
        expiresIn: 10 * 60,
        overrideDefaultEmailVerification: true,
        // POST /auth/email-otp/request-email-change, then /auth/email-otp/change-email with the code
        // sent to the new address: the address changes only once it is proven.
        changeEmail: { enabled: true },
        async sendVerificationOTP({ email, otp, type }) {
          await mailer.send(await codeEmail(email, otp, type));
        },
      }),
    ],
  });
}

export type IdentityService = ReturnType<typeof createIdentityService>;
