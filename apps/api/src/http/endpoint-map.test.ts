import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Endpoint } from '@linework/contract/endpoints/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// The web calls the API only through the contract's endpoint map: every endpoint there must be a
// route here, with the same method and path, or a renamed route would break the app at run time.

const endpointsDir = path.resolve(import.meta.dirname, '../../../../packages/contract/src/endpoints');

async function mappedEndpoints(): Promise<Endpoint[]> {
  const areas = readdirSync(endpointsDir).filter((f) => !['define.ts', 'schemas.ts'].includes(f));
  const modules = await Promise.all(areas.map((f) => import(path.join(endpointsDir, f))));
  return modules.flatMap((m) =>
    Object.values(m as Record<string, unknown>).filter(
      (v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v,
    ),
  );
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('the contract’s endpoint map', () => {
  it('names only routes the API has, with their method and path', async () => {
    const endpoints = await mappedEndpoints();
    expect(endpoints.length).toBeGreaterThan(40);
    const missing = endpoints
      .filter((e) => !app.hasRoute({ method: e.method, url: e.path }))
      .map((e) => `${e.method} ${e.path} (${e.name})`);
    expect(missing).toEqual([]);
  });
});
