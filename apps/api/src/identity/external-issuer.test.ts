import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, exportSPKI, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/app.ts';

const issuer = 'https://id.partner.example.test/';
const audience = 'linework-partner';

let server: Server;
let jwksUrl: string;
let privateKey: CryptoKey;
let publicKeyPem: string;
let configured: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256', { extractable: true });
  privateKey = pair.privateKey;
  publicKeyPem = await exportSPKI(pair.publicKey);
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'partner-1', alg: 'ES256', use: 'sig' };
  server = createServer((req, res) => {
    if (req.url !== '/.well-known/jwks.json') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
  [configured, unconfigured] = await Promise.all([
    createTestApp({ AUTH_ISSUER: issuer, AUTH_AUDIENCE: audience, AUTH_JWKS_URL: jwksUrl }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([configured?.close(), unconfigured?.close()]);
  await new Promise((resolve) => server?.close(resolve));
});

const claims = { email: 'Kai.Partner@Example.test', given_name: 'Kai', family_name: 'Partner' };

function sign(
  over: Partial<{ sub: string; iss: string; aud: string; exp: number | string; payload: object }> = {},
) {
  return new SignJWT({ ...claims, ...over.payload })
    .setProtectedHeader({ alg: 'ES256', kid: 'partner-1' })
    .setSubject(over.sub ?? 'partner-user-1')
    .setIssuer(over.iss ?? issuer)
    .setAudience(over.aud ?? audience)
    .setIssuedAt()
    .setExpirationTime(over.exp ?? '5m')
    .sign(privateKey);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectRefused(app: TestApp, token: string) {
  const res = await app.inject({ url: '/v1/users/me', headers: bearer(token) });
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  return res.json().error.message as string;
}

describe('an external OpenID Connect issuer', () => {
  it('is trusted when configured: its token creates the profile from the claims', async () => {
    const token = await sign();
    const res = await configured.inject({ url: '/v1/users/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const profile = res.json().result;
    expect(profile).toMatchObject({
      email: 'kai.partner@example.test',
      firstName: 'Kai',
      lastName: 'Partner',
      phoneNumber: null,
    });
    const again = await configured.inject({ url: '/v1/users/me', headers: bearer(await sign()) });
    expect(again.json().result.userId).toBe(profile.userId);
  });

  it("keeps the issuer's phone number in E.164 form, and none when it is not a phone number", async () => {
    const spaced = await sign({
      sub: 'partner-user-phone-1',
      payload: { phone_number: '+1 (212) 555-0123' },
    });
    const one = await configured.inject({ url: '/v1/users/me', headers: bearer(spaced) });
    expect(one.json().result.phoneNumber).toBe('+12125550123');
    const junk = await sign({ sub: 'partner-user-phone-2', payload: { phone_number: 'call me maybe' } });
    const two = await configured.inject({ url: '/v1/users/me', headers: bearer(junk) });
    expect(two.statusCode).toBe(200);
    expect(two.json().result.phoneNumber).toBeNull();
  });

  it('is refused by an app that was not configured to trust it', async () => {
    const message = await expectRefused(unconfigured, await sign());
    expect(message).toMatch(/trusted issuer/);
  });

  it('refuses an expired token', async () => {
    const message = await expectRefused(configured, await sign({ exp: Math.floor(Date.now() / 1000) - 60 }));
    expect(message).toMatch(/expired/);
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, payload, signature] = (await sign()).split('.');
    const changed = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' };
    await expectRefused(configured, `${header}.${b64(changed)}.${signature}`);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    await expectRefused(configured, await sign({ aud: 'some-other-api' }));
    await expectRefused(configured, await sign({ iss: 'https://evil.example.test/' }));
  });

  it('refuses an HS256 token signed with the public key as the secret', async () => {
    const header = b64({ alg: 'HS256', typ: 'JWT', kid: 'partner-1' });
    const now = Math.floor(Date.now() / 1000);
    const payload = b64({
      ...claims,
      sub: 'partner-user-1',
      iss: issuer,
      aud: audience,
      iat: now,
      exp: now + 300,
    });
    const signature = createHmac('sha256', publicKeyPem).update(`${header}.${payload}`).digest('base64url');
    await expectRefused(configured, `${header}.${payload}.${signature}`);
  });

  it("refuses an unsigned token (alg 'none')", async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = b64({
      ...claims,
      sub: 'partner-user-1',
      iss: issuer,
      aud: audience,
      iat: now,
      exp: now + 300,
    });
    await expectRefused(configured, `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`);
  });

  it('refuses a token without an email claim', async () => {
    const token = await new SignJWT({ given_name: 'No', family_name: 'Mail' })
      .setProtectedHeader({ alg: 'ES256', kid: 'partner-1' })
      .setSubject('partner-user-2')
      .setIssuer(issuer)
      .setAudience(audience)
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await expectRefused(configured, token)).toMatch(/email/);
  });

  it('refuses a token that is not a JWT at all', async () => {
    await expectRefused(configured, 'not-a-token');
  });
});
