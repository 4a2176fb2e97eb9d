import { expect, test } from './support/fixtures.ts';

test('the product answers health, OpenAPI, the app shell and the API 404 envelope', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  expect((await request.get('/readyz')).status()).toBe(200);

  const openapi = await request.get('/v1/openapi.json');
  expect((await openapi.json()).openapi).toBe('3.1.0');

  // A private screen is the app shell, rendered in the browser; a path that is no screen is a 404.
  const shell = await request.get('/booking');
  expect(shell.status()).toBe(200);
  expect(await shell.text()).toContain('<div id="root">');
  const unknown = await request.get('/some/client/route');
  expect(unknown.status()).toBe(404);
  expect(await unknown.text()).toMatch(/We could not find this (<!-- -->)?page/);

  const missing = await request.get('/v1/no-such-thing');
  expect(missing.status()).toBe(404);
  expect((await missing.json()).error.code).toBe('NOT_FOUND');
});
