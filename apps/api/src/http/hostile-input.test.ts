import { pagePaths } from '@linework/contract/pages';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { maxJsonDepth } from './json-body.ts';

// Every operation of the API description, driven with hostile values as a signed-in customer and
// anonymously: no client input may ever answer 5xx. The operations are read from /v1/openapi.json at
// run time, so a new route is fuzzed without touching this file. Runs are seeded: a failure names
// the request, and the same seed makes the same requests again.

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Request = { method: string; url: string; body?: unknown };

const runsPerOperation = 6;
const seed = 20261123;

/** Values no client should be able to turn into a server error. */
const hostileStrings = [
  'a\u0000b',
  '\u0000',
  '%00',
  'a\ud800b',
  '\udfff',
  "' OR 1=1 --",
  '../../etc/passwd',
  '9'.repeat(40),
  'x'.repeat(5000),
  '',
  ' ',
  '\u202e',
  'null',
  '-1',
  '99999999999',
  '2147483648',
  '1e308',
  '0.5',
  'NaN',
  '9999-12-31',
  '0000-01-01',
  '275760-09-13',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '0001-01-01T00:00:00Z',
  '1969-12-31T23:59:59.999Z',
];
const hostileNumbers = [2147483648, -2147483649, 99999999999, 2 ** 53, -(2 ** 53), 1e308, -1, 0, 0.5, -0.5];
const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers),
  fc.constantFrom<unknown>(null, true, false, [], {}, ['a\u0000'], { a: 'b\u0000' }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

/** Something close to what the schema asks for, so the hostile field is not the only one refused. */
function plausible(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostileValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => plausible(s, depth + 1)));
  if (schema.allOf?.length) return plausible(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      if (schema.format === 'date') return fc.constantFrom('2026-11-23', '2027-01-31', '1999-02-28');
      if (schema.format === 'email') return fc.constantFrom('someone@example.test', 'a@b.co');
      if (schema.format === 'uri')
        return fc.constantFrom('https://example.test/a', 'http://localhost:3000/x');
      {
        const minLength = Math.min(schema.minLength ?? 0, 12);
        return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 12, 12)) });
      }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 100_000, 100_000) });
    case 'number':
      return fc.double({
        min: schema.minimum ?? -5,
        max: Math.min(schema.maximum ?? 1000, 1000),
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fuzzed(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return objectOf(schema, depth);
    default:
      return hostileValue;
  }
}

/** Mostly plausible, sometimes hostile. */
const fuzzed = (schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: plausible(schema, depth), weight: 3 }, { arbitrary: hostileValue, weight: 1 });

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const shape = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, fuzzed(s, depth + 1)]));
  return fc.record(shape, { requiredKeys: [] });
}

function operationRequests(
  method: string,
  path: string,
  operation: Operation,
  knownIds: string[],
): fc.Arbitrary<Request> {
  const parameters = operation.parameters ?? [];
  const pathValue = fc.oneof(
    { arbitrary: fc.constantFrom(...knownIds), weight: 2 },
    { arbitrary: hostileValue.map(String), weight: 2 },
  );
  const pathParams = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue])),
  );
  const queryParams = fc.record(
    Object.fromEntries(
      parameters
        .filter((p) => p.in === 'query')
        .map((p) => [
          p.name,
          fuzzed(p.schema).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))),
        ]),
    ),
    { requiredKeys: [] },
  );
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const body = bodySchema ? fuzzed(bodySchema) : fc.constant(undefined);
  return fc.tuple(pathParams, queryParams, body).map(([params, query, body]) => {
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(((params as Record<string, string>)[name] ?? 'x').replace(/\p{Cs}/gu, '\ufffd')),
    );
    const search = new URLSearchParams(query as Record<string, string>).toString();
    return { method: method.toUpperCase(), url: search ? `${filled}?${search}` : filled, body };
  });
}

/** A stable seed per operation, so adding one does not change the requests made to the others. */
const seedOf = (name: string) => [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, seed);

let app: TestApp;

/** Every operation of /v1/openapi.json, with its path filled in from the path template. */
async function documentedOperations() {
  const doc = (await app.inject({ url: '/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method,
      path,
      op,
    })),
  );
}

/** 5,000 arrays (or objects) inside each other: 10 KB that would overflow any recursive walk. */
const nestedBodies = {
  arrays: `${'['.repeat(5000)}${']'.repeat(5000)}`,
  objects: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
  'arrays in a field': `{"firstName":${'['.repeat(5000)}"a"${']'.repeat(5000)}}`,
};

let customer: Record<string, string>;
let customerEmail: string;
let knownIds: string[];

beforeAll(async () => {
  app = await createTestApp();
  await insertBookingFixtures(app);
  ({ headers: customer, email: customerEmail } = await newCustomer(app));
  // Real ids and addresses, so hostile queries and bodies also reach the code behind a found resource.
  const rows = await app.db.execute<{ value: string }>(sql`
    select id as value from businesses union all select shop_url from businesses
    union all select id from artists union all select url_path from artists
    union all select artist_url from artist_shops union all select id from services
    union all select id from appointments union all select id from conversations
    union all select id from tattoo_requests union all select id from payments`);
  knownIds = ('rows' in rows ? rows.rows : (rows as unknown as { value: string }[])).map((r) => r.value);
}, 300_000);
afterAll(() => app?.close());

describe('hostile input', () => {
  it('refuses text the database cannot store, naming the field', async () => {
    const nul = await app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: customer,
      payload: { firstName: 'a\u0000b' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.details.fields).toHaveProperty(['body.firstName']);
    expect((await app.inject({ url: '/v1/search?q=a%00b' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/v1/shops/a%00b' })).statusCode).toBe(400);
  });

  it('refuses numbers and dates beyond what the database holds', async () => {
    const cursor = await app.inject({
      url: '/v1/conversations/AAAAAAAAAAAAAAAAAAAAAA/messages?before=99999999999',
      headers: customer,
    });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json().error.details.fields).toHaveProperty(['querystring.before']);
    const farDate = await app.inject({
      method: 'POST',
      url: '/v1/appointments/x/reschedule',
      headers: customer,
      payload: { start: '0000-01-01T00:00:00Z' },
    });
    expect(farDate.statusCode).toBe(400);
    expect(farDate.json().error.message).toMatch(/1900-01-01 to 9998-12-31/);
  });

  it('never answers 5xx to any operation of the API description, signed in or not', async () => {
    const operations = await documentedOperations();
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const { name, method, path, op } of operations) {
      const requests = fc.sample(operationRequests(method, path, op, knownIds), {
        seed: seedOf(name),
        numRuns: runsPerOperation,
      });
      for (const [i, request] of requests.entries()) {
        const headers = i % 2 === 0 ? customer : {};
        const res = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: {
            ...headers,
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          payload: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        if (res.statusCode >= 500) {
          failures.push(
            `${res.statusCode} ${request.method} ${request.url} ${i % 2 === 0 ? '(customer)' : '(anonymous)'} ${
              request.body === undefined ? '' : JSON.stringify(request.body).slice(0, 300)
            } → ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers a deeply nested body with 400 on every operation that takes one, and /auth too', async () => {
    const writes = (await documentedOperations()).filter(({ method }) => method !== 'get');
    expect(writes.length).toBeGreaterThan(50);
    const urls = [
      ...writes.map(({ method, path }) => ({
        method,
        url: path.replace(/\{\w+\}/g, 'AAAAAAAAAAAAAAAAAAAAAA'),
      })),
      { method: 'post', url: '/auth/sign-up/email' },
      { method: 'post', url: '/auth/sign-in/email' },
      { method: 'post', url: '/auth/email-otp/send-verification-otp' },
    ];
    const answers: string[] = [];
    for (const { method, url } of urls) {
      for (const [what, payload] of Object.entries(nestedBodies)) {
        for (const headers of [customer, {}]) {
          const res = await app.inject({
            method: method.toUpperCase() as 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload,
          });
          if (res.statusCode >= 500 || res.statusCode < 400)
            answers.push(`${res.statusCode} ${method} ${url} (${what}) → ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(answers).toEqual([]);

    const deep = await app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: { ...customer, 'content-type': 'application/json' },
      payload: nestedBodies['arrays in a field'],
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.message).toContain(`at most ${maxJsonDepth} levels`);
  }, 600_000);

  it('answers a body beyond the size limit with 413', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/v1/users/me',
      headers: { ...customer, 'content-type': 'application/json' },
      payload: JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 4xx, never 5xx, to identity bodies that are not a JSON object or hold a NUL', async () => {
    for (const payload of ['null', '[]', '"a"', '1', '{"email":"a\\u0000@b.co","password":"x"}']) {
      for (const url of ['/auth/sign-up/email', '/auth/sign-in/email']) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, `${url} ${payload} → ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${payload} → ${res.body}`).toBeLessThan(500);
      }
    }
  });

  it('answers 404 to page and file paths holding a NUL, and never 5xx to hostile page paths', async () => {
    for (const url of [
      '/shop/a%00b',
      '/artist/a%00b',
      '/shop/anchor-ink/a%00b',
      '/shop/a%00b/service/x',
      '/files/users/a%00b.png',
      '/files/public/%00',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }

    // Every page of the web app, each param filled with hostile values and real ids alike.
    const failures: string[] = [];
    const segment = fc.oneof(fc.constantFrom(...knownIds), hostileValue.map(String));
    for (const [page, pattern] of Object.entries(pagePaths)) {
      const params = pattern.split('/').filter((s) => s.startsWith(':'));
      if (!params.length) continue;
      const filled = fc
        .array(segment, { minLength: params.length, maxLength: params.length })
        .map((values) => {
          let i = 0;
          return `/${pattern.replace(/:\w+/g, () => encodeURIComponent(values[i++]!.replace(/\p{Cs}/gu, '\ufffd')))}`;
        });
      for (const url of fc.sample(filled, { seed: seedOf(page), numRuns: runsPerOperation })) {
        const res = await app.inject({ url, headers: { accept: 'text/html' } });
        if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url}`);
      }
    }
    for (const url of fc.sample(
      hostileValue.map(
        (v) => `/files/users/${encodeURIComponent(String(v).replace(/\p{Cs}/gu, '\ufffd'))}.png`,
      ),
      { seed, numRuns: 30 },
    )) {
      const res = await app.inject({ url });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${url}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a sandbox card whose expiry year no card has, and a dev visit for an artist given as a path', async () => {
    const card = await app.inject({
      method: 'POST',
      url: '/sandbox/v1/payment_methods',
      headers: customer,
      payload: { number: '4242424242424242', expMonth: 12, expYear: 2147483648, cvc: '123' },
    });
    expect(card.statusCode, card.body).toBe(400);
    const visit = await app.inject({
      method: 'POST',
      url: '/dev/completed-visits',
      payload: { customerEmail, artistUrlPath: '/artist/ada-stone' },
    });
    expect(visit.statusCode, visit.body).toBeGreaterThanOrEqual(400);
    expect(visit.statusCode, visit.body).toBeLessThan(500);
  });
});
