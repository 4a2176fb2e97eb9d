import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// The API description is what generated clients and the docs' "Try it out" go by: it must be a valid
// OpenAPI 3.1 document and say, per operation, who may call it, what can go wrong and which headers
// are read.

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
};
type Schema = { properties?: Record<string, Schema>; enum?: string[] };
type Document = { paths: Record<string, Record<string, Operation>> };

let app: TestApp;
let doc: Document;
let operations: { id: string; path: string; method: string; op: Operation }[];
beforeAll(async () => {
  app = await createTestApp();
  doc = (await app.inject({ url: '/v1/openapi.json' })).json();
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ id: op.operationId ?? '', path, method, op })),
  );
});
afterAll(() => app.close());

const byId = (id: string) => operations.find((o) => o.id === id)!.op;
const errorCodesOf = (op: Operation, status: string) =>
  op.responses[status]?.content?.['application/json']?.schema.properties?.error?.properties?.code?.enum;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('names every operation, once', () => {
    const ids = operations.map((o) => o.id);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('asks for the bearer token on every operation of a shop’s members, and on one’s own data', () => {
    const unsecured = operations
      .filter((o) => o.path.startsWith('/v1/business/') || o.path.startsWith('/v1/me/'))
      .filter((o) => !o.op.security?.some((s) => 'bearer' in s));
    expect(unsecured.map((o) => o.id)).toEqual([]);
    for (const id of ['getMe', 'createAppointment', 'getAppointment', 'createPayment', 'listConversations']) {
      expect(byId(id).security, id).toEqual([{ bearer: [] }]);
    }
    // The public catalogue and the link-granted pages need no token, and say so by asking for none.
    for (const id of ['search', 'getArtist', 'getShop', 'getAvailability', 'getReviewLink', 'unsubscribe']) {
      expect(byId(id).security, id).toBeUndefined();
    }
  });

  it('is right about which operations need a token: called without one, exactly those answer 401', async () => {
    // Every operation that needs no params, query or body can be called bare.
    const bare = operations.filter(
      (o) => !o.path.includes('{') && !o.op.requestBody && !o.op.parameters?.length,
    );
    expect(bare.length).toBeGreaterThanOrEqual(6);
    const wrong: string[] = [];
    for (const { id, path, method, op } of bare) {
      const res = await app.inject({ method: method.toUpperCase() as 'GET', url: path });
      const secured = !!op.security?.length && !op.security.some((s) => Object.keys(s).length === 0);
      if ((res.statusCode === 401) !== secured) wrong.push(`${id}: ${res.statusCode}, secured ${secured}`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents the error envelope and its codes for what can go wrong', () => {
    for (const { id, op } of operations) {
      const hasInput = !!op.requestBody || !!op.parameters?.length;
      if (hasInput) expect(errorCodesOf(op, '400'), id).toContain('VALIDATION_FAILED');
      if (op.security) expect(errorCodesOf(op, '401'), id).toEqual(['UNAUTHENTICATED']);
      if (op.parameters?.some((p) => p.in === 'path'))
        expect(errorCodesOf(op, '404'), id).toContain('NOT_FOUND');
    }
    expect(errorCodesOf(byId('createAppointment'), '409')).toContain('SLOT_TAKEN');
    expect(errorCodesOf(byId('cancelAppointment'), '422')).toContain('CANNOT_CANCEL');
    expect(errorCodesOf(byId('listDayAppointments'), '403')).toEqual(['FORBIDDEN', 'EMAIL_NOT_VERIFIED']);
    // A route with a rate limit says so.
    expect(errorCodesOf(byId('createAppointment'), '429')).toEqual(['RATE_LIMITED']);
    expect(errorCodesOf(byId('verifyCheckInCode'), '429')).toEqual(['RATE_LIMITED']);
  });

  it('documents the Idempotency-Key header on every signed-in write, which all honour it', () => {
    const writes = operations.filter(
      (o) =>
        ['post', 'put', 'patch', 'delete'].includes(o.method) && o.op.security?.some((s) => 'bearer' in s),
    );
    expect(writes.length).toBeGreaterThanOrEqual(68);
    const undocumented = writes.filter(
      (o) => !o.op.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'),
    );
    expect(undocumented.map((o) => o.id)).toEqual([]);
    // Reads and anonymous writes (the payment webhook) do not offer it.
    expect(byId('getMe').parameters ?? []).not.toContainEqual(expect.objectContaining({ in: 'header' }));
    const webhook = byId('receivePaymentEvent').parameters ?? [];
    expect(webhook.map((p) => p.name)).not.toContain('idempotency-key');
  });

  it('declares the stream ticket as the security of the live streams, which answer 401 without one', async () => {
    for (const id of ['openBusinessStream', 'openEventStream']) {
      expect(byId(id).security, id).toEqual([{ streamTicket: [] }]);
      expect(errorCodesOf(byId(id), '401'), id).toEqual(['UNAUTHENTICATED']);
    }
    const schemes = (doc as unknown as { components: { securitySchemes: Record<string, unknown> } })
      .components.securitySchemes;
    expect(schemes.streamTicket).toMatchObject({ type: 'apiKey', in: 'query', name: 'ticket' });
    const refused = await app.inject({ url: '/v1/events/business?ticket=not-a-ticket' });
    expect(refused.statusCode).toBe(401);
  });

  it('documents a server-side error answer on every operation, the payment configuration included', () => {
    const without = operations.filter((o) => !o.op.responses['5XX']?.content?.['application/json']);
    expect(without.map((o) => o.id)).toEqual([]);
    expect(errorCodesOf(byId('getPaymentConfig'), '5XX')).toEqual(
      expect.arrayContaining(['INTERNAL', 'SERVICE_UNAVAILABLE']),
    );
  });

  it('documents the one-click unsubscribe as the form mail providers post (RFC 8058), beside JSON', () => {
    const content = Object.keys(byId('unsubscribe').requestBody?.content ?? {});
    expect(content).toEqual(
      expect.arrayContaining(['application/x-www-form-urlencoded', 'application/json']),
    );
  });

  it('describes a file answer by its media type', () => {
    expect(Object.keys(byId('getReceiptPdf').responses['200']?.content ?? {})).toEqual(['application/pdf']);
  });
});
