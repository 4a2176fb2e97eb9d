import { createWaiverSessionUpload } from '@linework/contract/endpoints/waivers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTokenSource } from './api-client.ts';
import { notAuthenticated, uploadFiles } from './upload.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(null);
});

/** The API's answer to a declared upload, as the contract has it. */
const created = (uploadId: string, uploadUrl: string) => ({
  uploadId,
  uploadUrl,
  downloadUrl: 'd',
  path: uploadId,
  expiresAt: '2026-01-01T00:00:00.000Z',
});

describe('uploadFiles', () => {
  it('refuses a private upload with no signed-in user, sending nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(uploadFiles([{ url: 'blob:x', path: 'users/u1/a.png' }], {})).rejects.toThrow(
      notAuthenticated,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches each item, declares it, sends its bytes, reports each and resolves the download addresses', async () => {
    setTokenSource(async () => 'token-1');
    const seen: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        seen.push(`${init?.method ?? 'GET'} ${url}`);
        if (url.startsWith('blob:'))
          return new Response('png-bytes', { headers: { 'content-type': 'image/png' } });
        if (url === '/v1/uploads') {
          const body = JSON.parse(String(init?.body));
          expect(body).toMatchObject({ contentType: 'image/png', size: 9, public: false });
          return Response.json({ result: created(body.path, `/put/${body.path}`) }, { status: 201 });
        }
        expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
        return Response.json({ result: { downloadUrl: `https://files.test/${url.slice(5)}` } });
      }),
    );
    const reported: string[] = [];
    const urls = await uploadFiles(
      [
        { url: 'blob:one', path: 'users/u1/one.png' },
        { url: 'blob:two', path: 'users/u1/two.png' },
      ],
      { onSuccess: (item, downloadUrl) => reported.push(`${item.path} ${downloadUrl}`) },
    );
    expect(urls).toEqual(['https://files.test/users/u1/one.png', 'https://files.test/users/u1/two.png']);
    expect(reported).toEqual([
      'users/u1/one.png https://files.test/users/u1/one.png',
      'users/u1/two.png https://files.test/users/u1/two.png',
    ]);
    expect(seen[0]).toBe('GET blob:one');
    expect(seen[1]).toBe('POST /v1/uploads');
    expect(seen[2]).toBe('PUT /put/users/u1/one.png');
  });

  it('allows a public upload without a user', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('blob:')) return new Response('x', { headers: { 'content-type': 'image/jpeg' } });
        if (url === '/v1/uploads') return Response.json({ result: created('u', '/put/u') });
        return Response.json({ result: { downloadUrl: 'https://files.test/public/a.jpg' } });
      }),
    );
    await expect(uploadFiles([{ url: 'blob:a', path: 'public/a.jpg' }], { isPublic: true })).resolves.toEqual(
      ['https://files.test/public/a.jpg'],
    );
  });

  it('declares at the address it is given, with no user, when that address carries its own grant', async () => {
    const declared: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.startsWith('blob:')) return new Response('x', { headers: { 'content-type': 'image/jpeg' } });
        if (init?.method === 'POST') {
          declared.push(url);
          return Response.json({ result: created('u', '/put/u') });
        }
        return Response.json({ result: { downloadUrl: 'https://files.test/signed' } });
      }),
    );
    const urls = await uploadFiles([{ url: 'blob:a', path: 'waiver-sessions/s1/id-front.jpg' }], {
      declareAt: { endpoint: createWaiverSessionUpload, params: { shopUrl: 'x', sessionId: 's1' } },
    });
    expect(urls).toEqual(['https://files.test/signed']);
    expect(declared).toEqual(['/v1/shops/x/waiver-sessions/s1/uploads']);
  });
});
