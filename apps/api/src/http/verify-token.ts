import { phoneNumber } from '@linework/contract/common';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import { unauthenticated } from '../domain/errors.ts';

/** Who the bearer of a verified ID token is, as its issuer says. */
export type Identity = {
  issuer: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  /** The issuer's `email_verified` claim: booking, paying and following need it (docs/decisions/019). */
  emailVerified: boolean;
};

export type TrustedIssuer = { issuer: string; audience: string; keys: JWTVerifyGetKey };

// Asymmetric algorithms only: `none` and HMAC (which would let a public key act as a secret) never pass.
const algorithms = ['EdDSA', 'ES256', 'ES384', 'RS256', 'RS384', 'RS512', 'PS256'];

/** Keys published at a JWKS URL: how any OpenID Connect issuer is trusted. */
export const remoteKeys = (jwksUrl: string): JWTVerifyGetKey => createRemoteJWKSet(new URL(jwksUrl));

/**
 * Keys read from a JWKS document held in this process (the built-in issuer's own), reloaded when a
 * token names a key id we have not seen, so a key rotation needs no restart.
 */
export function localKeys(load: () => Promise<JSONWebKeySet>): JWTVerifyGetKey {
  let current: Promise<JWTVerifyGetKey> | undefined;
  const refresh = () => {
    current = load().then((jwks) => createLocalJWKSet(jwks));
    current.catch(() => {
      current = undefined;
    });
    return current;
  };
  return async (header, token) => {
    const getKey = await (current ?? refresh());
    try {
      return await getKey(header, token);
    } catch {
      return (await refresh())(header, token);
    }
  };
}

/** One verification path for every trusted issuer: signature, `iss`, `aud`, `exp`. */
export function createTokenVerifier(trusted: TrustedIssuer[]) {
  return async function verifyIdToken(token: string): Promise<Identity> {
    let claimedIssuer: string | undefined;
    try {
      claimedIssuer = decodeJwt(token).iss;
    } catch {
      throw unauthenticated('The sign-in token is not valid. Please sign in again.');
    }
    const issuer = trusted.find((t) => t.issuer === claimedIssuer);
    if (!issuer) throw unauthenticated('The sign-in token is not from a trusted issuer.');
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, issuer.keys, {
        issuer: issuer.issuer,
        audience: issuer.audience,
        algorithms,
        requiredClaims: ['sub', 'exp'],
      }));
    } catch (error) {
      const expired = (error as { code?: string }).code === 'ERR_JWT_EXPIRED';
      throw unauthenticated(
        expired
          ? 'Your sign-in has expired. Please sign in again.'
          : 'The sign-in token is not valid. Please sign in again.',
      );
    }
    const claim = (name: string) =>
      typeof payload[name] === 'string' ? (payload[name] as string) : undefined;
    const email = claim('email');
    if (!email) throw unauthenticated('The sign-in token carries no email address.');
    return {
      issuer: issuer.issuer,
      subject: payload.sub!,
      email: email.toLowerCase(),
      firstName: claim('given_name') ?? '',
      lastName: claim('family_name') ?? '',
      phoneNumber: e164(claim('phone_number')),
      emailVerified: payload.email_verified === true,
    };
  };
}

/** An issuer's phone number as the profile keeps it (E.164), or none when it is not one. */
function e164(claimed: string | undefined): string | null {
  const parsed = phoneNumber.safeParse(claimed?.replace(/[\s().-]/g, ''));
  return parsed.success ? parsed.data : null;
}

export type VerifyIdToken = ReturnType<typeof createTokenVerifier>;
