import type { Endpoint } from '@linework/contract/endpoints/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { endpointsByName } from './endpoints.ts';
import { routedEndpoints } from './route.ts';

// The web calls the API only through the contract's endpoint map, and the API's routes take their
// schemas from it: every endpoint there must be a route here with the same method and path, and
// every route under /v1 an endpoint there, or the two could drift apart unnoticed.

type Operation = { operationId?: string };
type Document = { paths: Record<string, Record<string, Operation>> };

const endpoints = Object.values(endpointsByName) as Endpoint[];
/** `/v1/shops/:shopUrl` as OpenAPI writes it: `/v1/shops/{shopUrl}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

let app: TestApp;
let doc: Document;
beforeAll(async () => {
  app = await createTestApp();
  doc = (await app.inject({ url: '/v1/openapi.json' })).json();
});
afterAll(() => app.close());

describe('the contract’s endpoint map', () => {
  it('names only routes the API has, with their method and path', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    const missing = endpoints
      .filter((e) => !app.hasRoute({ method: e.method, url: e.path }))
      .map((e) => `${e.method} ${e.path} (${e.name})`);
    expect(missing).toEqual([]);
  });

  it('is where each route takes its method and path from: every endpoint is registered by route()', () => {
    // A route typed by hand (`app.post('/v1/…', …)`) would repeat a path the contract already has.
    const byHand = endpoints.filter((e) => !routedEndpoints.has(e.name)).map((e) => `${e.method} ${e.path}`);
    expect(byHand).toEqual([]);
  });

  it('has every route of the API under /v1, each described by the endpoint of the same name', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
    );
    const unmapped = operations
      .filter(({ path, method, op }) => {
        const endpoint = op.operationId ? endpointsByName[op.operationId as Endpoint['name']] : undefined;
        return !endpoint || endpoint.method !== method || openApiPath(endpoint.path) !== path;
      })
      .map(({ path, method, op }) => `${method} ${path} (${op.operationId ?? 'no operationId'})`);
    expect(unmapped).toEqual([]);
    // And each endpoint is one operation: none is hidden from the document or described twice.
    expect(operations.map(({ op }) => op.operationId).sort()).toEqual(endpoints.map((e) => e.name).sort());
  });
});
