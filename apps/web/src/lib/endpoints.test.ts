import type { Endpoint } from '@linework/contract/endpoints/define';
import { endpointSchemas } from '@linework/contract/endpoints/schemas';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// The endpoint map lives in two halves (paths for production, schemas for checks): these tests keep
// them one map.
const areas = import.meta.glob<Record<string, unknown>>('../../../../packages/contract/src/endpoints/*.ts', {
  eager: true,
});
const endpoints = Object.values(areas).flatMap((area) =>
  Object.entries(area).filter(([, value]) => typeof value === 'object' && value !== null && 'path' in value),
) as [string, Endpoint][];

describe('the endpoint map', () => {
  it('names each endpoint as it is exported', () => {
    for (const [exported, endpoint] of endpoints) expect(endpoint.name).toBe(exported);
  });

  it('has the schemas of every endpoint and an endpoint for every schema, once', () => {
    const names = endpoints.map(([, endpoint]) => endpoint.name).sort();
    expect(names).toEqual(Object.keys(endpointSchemas).sort());
  });

  it('declares in each path exactly the params its schema checks', () => {
    for (const [, endpoint] of endpoints) {
      const inPath = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();
      const schemas = endpointSchemas[endpoint.name] as { params?: z.ZodObject };
      expect(Object.keys(schemas.params?.shape ?? {}).sort(), endpoint.name).toEqual(inPath);
    }
  });
});
