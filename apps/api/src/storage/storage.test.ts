import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage, createS3Storage } from './storage.ts';

describe('local file storage', () => {
  const storage = createLocalStorage({
    root: mkdtempSync(path.join(tmpdir(), 'linework-storage-')),
    secret: 'a-secret-for-signing-links-0123456789',
  });

  it('keeps bytes and gives them back', async () => {
    await storage.put('users/u1/a.png', Buffer.from('bytes'), 'image/png');
    expect((await storage.read('users/u1/a.png'))?.toString()).toBe('bytes');
    expect(await storage.read('users/u1/missing.png')).toBeNull();
  });

  it('signs private links that verify only for their own path and until they expire', async () => {
    const link = new URL(await storage.signedUrl('users/u1/a.png', 60), 'http://localhost');
    const expires = link.searchParams.get('expires')!;
    const sig = link.searchParams.get('sig')!;
    expect(storage.verifySignature('users/u1/a.png', expires, sig)).toBe(true);
    expect(storage.verifySignature('users/u2/a.png', expires, sig)).toBe(false);
    expect(storage.verifySignature('users/u1/a.png', String(Number(expires) + 1), sig)).toBe(false);
    expect(storage.verifySignature('users/u1/a.png', 'soon', sig)).toBe(false);
    const expired = new URL(await storage.signedUrl('users/u1/a.png', -1), 'http://localhost');
    expect(
      storage.verifySignature(
        'users/u1/a.png',
        expired.searchParams.get('expires')!,
        expired.searchParams.get('sig')!,
      ),
    ).toBe(false);
  });

  it('never writes outside its root', async () => {
    await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toThrow(/escapes/);
  });
});

// Presigning is computed locally by the AWS SDK, so this runs without a network or an S3 server.
// Sending bytes to S3 is not tested here: it needs a running S3-compatible service.
describe('S3-compatible storage', () => {
  const storage = createS3Storage({
    endpoint: 'http://127.0.0.1:9000',
    region: 'eu-west-1',
    bucket: 'linework-files',
    accessKeyId: 'TESTKEY',
    secretAccessKey: 'TESTSECRET',
    forcePathStyle: true,
  });

  it('gives public files a path-style URL on the configured endpoint', () => {
    expect(storage.publicUrl('shops/s1/logo.png')).toBe(
      'http://127.0.0.1:9000/linework-files/shops/s1/logo.png',
    );
  });

  it('signs private links with SigV4 for the bucket, key and requested lifetime', async () => {
    const link = new URL(await storage.signedUrl('users/u1/private.pdf', 900));
    expect(`${link.origin}${link.pathname}`).toBe(
      'http://127.0.0.1:9000/linework-files/users/u1/private.pdf',
    );
    expect(link.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(link.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(link.searchParams.get('X-Amz-Credential')).toMatch(
      /^TESTKEY\/\d{8}\/eu-west-1\/s3\/aws4_request$/,
    );
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});
