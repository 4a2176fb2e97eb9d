import { businessOperationRules, type Reach, type RoleRule } from '@linework/contract/business-roles';
import type { BusinessRole } from '@linework/contract/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { send, startConversation } from '../chat/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { endpointsByName } from '../http/endpoints.ts';
import { insertAppointment, memberOf } from '../staff-booking/test-fixtures.ts';

// The contract's role table (packages/contract/src/business-roles.ts) is what the studio's menu shows
// and what the API enforces. These tests walk the table: every operation under /v1/business, called
// by each role, is refused by its role exactly where the table says `none`.

let app: TestApp;
let ids: Awaited<ReturnType<typeof insertBookingFixtures>>;
let headersOf: Record<BusinessRole, Record<string, string>>;
beforeAll(async () => {
  app = await createTestApp();
  ids = await insertBookingFixtures(app);
  headersOf = {
    owner: (await memberOf(app, ids.anchor, 'owner')).headers,
    staff: (await memberOf(app, ids.anchor, 'staff')).headers,
    // Ben works at Anchor Ink beside Ada.
    artist: (await memberOf(app, ids.anchor, 'artist', ids.ben)).headers,
  };
});
afterAll(() => app.close());

const businessOperations = Object.values(endpointsByName).filter((e) => e.path.startsWith('/v1/business/'));
const roles: BusinessRole[] = ['owner', 'staff', 'artist'];

/** The path with every param filled: the shop, the artist's own artist, and ids of nothing else. */
const urlOf = (path: string, artistId: string) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    name === 'businessId'
      ? ids.anchor
      : name === 'artistId'
        ? artistId
        : name === 'date'
          ? '2031-03-04'
          : newId(),
  );

const refusedByRole = (res: { statusCode: number; body: string }) =>
  res.statusCode === 403 && /is not open to the/.test(res.body);

describe('the role table', () => {
  it('names every studio operation, and no operation that is not one', () => {
    const named = Object.keys(businessOperationRules).sort();
    expect(named).toEqual(businessOperations.map((e) => e.name).sort());
    expect(businessOperations.length).toBeGreaterThanOrEqual(70);
  });

  it('is enforced for every role × studio operation: refused exactly where the table says none', async () => {
    const wrong: string[] = [];
    for (const e of businessOperations) {
      const rule: RoleRule = businessOperationRules[e.name as keyof typeof businessOperationRules];
      for (const role of roles) {
        const res = await app.inject({
          method: e.method,
          url: urlOf(e.path, ids.ben),
          headers: headersOf[role],
          ...(e.method === 'GET' ? {} : { payload: {} }),
        });
        const expected: Reach = rule[role];
        if (refusedByRole(res) !== (expected === 'none'))
          wrong.push(
            `${role} ${e.name}: table ${expected}, answered ${res.statusCode} ${res.body.slice(0, 120)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps an artist to their own: a colleague's hours, settings and profile are not theirs to read", async () => {
    const reads = businessOperations.filter(
      (e) =>
        e.method === 'GET' &&
        e.path.includes(':artistId') &&
        businessOperationRules[e.name as keyof typeof businessOperationRules].artist === 'own',
    );
    expect(reads.map((e) => e.name)).toContain('getArtistHours');
    for (const e of reads) {
      const colleague = await app.inject({ url: urlOf(e.path, ids.ada), headers: headersOf.artist });
      expect([403, 404], `${e.name} ${colleague.body}`).toContain(colleague.statusCode);
      const own = await app.inject({ url: urlOf(e.path, ids.ben), headers: headersOf.artist });
      expect(own.statusCode, `${e.name} ${own.body}`).toBe(200);
    }
  });

  it('says who may do it when a role is refused', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: `/v1/business/${ids.anchor}/shop`,
      headers: headersOf.staff,
      payload: { about: 'Walk-ins welcome' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This is not open to the front desk of this shop. Ask its owner.',
    });
  });
});

describe("an artist's inbox", () => {
  it("holds their own customers' conversations only, the counter sees every one", async () => {
    const bensCustomer = await newCustomer(app);
    const adasCustomer = await newCustomer(app);
    const startsAt = new Date('2031-03-04T15:00:00Z');
    await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ben,
      serviceId: ids.small,
      customerId: bensCustomer.user.id,
      startsAt,
    });
    await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.small,
      customerId: adasCustomer.user.id,
      startsAt,
    });
    const bens = await startConversation(app, bensCustomer.headers);
    const adas = await startConversation(app, adasCustomer.headers);
    await send(app, `/v1/conversations/${bens.id}/messages`, bensCustomer.headers, 'About my sleeve');
    await send(app, `/v1/conversations/${adas.id}/messages`, adasCustomer.headers, 'About my rose');
    const inbox = `/v1/business/${ids.anchor}/conversations`;

    const listed = async (role: BusinessRole) =>
      (await app.inject({ url: inbox, headers: headersOf[role] }))
        .json()
        .result.map((c: { id: string }) => c.id);
    expect(await listed('artist')).toEqual([bens.id]);
    expect((await listed('staff')).sort()).toEqual([bens.id, adas.id].sort());

    const artist = headersOf.artist;
    const colleagues = [
      { method: 'GET' as const, url: `${inbox}/${adas.id}` },
      { method: 'GET' as const, url: `${inbox}/${adas.id}/messages` },
      { method: 'GET' as const, url: `${inbox}/${adas.id}/context` },
      {
        method: 'POST' as const,
        url: `${inbox}/${adas.id}/messages`,
        payload: { clientMessageId: newId(), body: 'Hi' },
      },
      { method: 'POST' as const, url: `${inbox}/${adas.id}/receipts`, payload: { kind: 'read', upTo: 1 } },
    ];
    for (const call of colleagues) {
      const res = await app.inject({ ...call, headers: artist });
      expect(res.statusCode, `${call.method} ${call.url} ${res.body}`).toBe(404);
    }
    const own = await app.inject({ url: `${inbox}/${bens.id}/messages`, headers: artist });
    expect(own.json().result.items.map((m: { body: string }) => m.body)).toEqual(['About my sleeve']);

    // The studio's unread count says the same: one conversation's message for Ben, two for the desk.
    const unread = async (role: BusinessRole) =>
      (await app.inject({ url: '/v1/conversations/unread', headers: headersOf[role] })).json().result.shops[0]
        .unreadCount;
    expect(await unread('artist')).toBe(1);
    expect(await unread('staff')).toBe(2);
  });
});
