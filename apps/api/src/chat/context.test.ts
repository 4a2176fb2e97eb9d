import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { newCustomer, newMember } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businessMembers } from '../db/schema/catalog.ts';
import { tattooRequests } from '../db/schema/requests.ts';
import { insertChatWorld, startConversation } from './test-fixtures.ts';

let app: TestApp;
let world: Awaited<ReturnType<typeof insertChatWorld>>;

beforeAll(async () => {
  app = await createTestApp();
  world = await insertChatWorld(app);
});
afterAll(async () => app?.close());

const contextUrl = (businessId: string, id: string) =>
  `/v1/business/${businessId}/conversations/${id}/context`;
const day = 86_400_000;

async function appointment(customerId: string, artistId: string, inDays: number, status = 'confirmed') {
  const startsAt = new Date(app.deps.clock.now().getTime() + inDays * day);
  const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
  const id = newId();
  await app.db.insert(appointments).values({
    id,
    businessId: world.ids.anchor,
    artistId,
    serviceId: artistId === world.ids.ada ? world.ids.small : world.ids.consult,
    customerId,
    startsAt,
    endsAt,
    blockedFrom: startsAt,
    blockedUntil: endsAt,
    status: status as 'confirmed',
    confirmationCode: `C${newId().slice(0, 7).toUpperCase()}`,
    priceAmount: 18000,
    depositAmount: 5000,
    currency: 'USD',
  });
  return id;
}

async function request(customerId: string, idea: string) {
  const id = newId();
  await app.db.insert(tattooRequests).values({
    id,
    businessId: world.ids.anchor,
    customerId,
    serviceId: world.ids.custom,
    status: 'submitted',
    idea,
    placement: 'forearm',
    sizeClass: 'medium',
    style: 'fine line',
    colour: 'black_and_grey',
    budgetMinAmount: 20000,
    budgetMaxAmount: 40000,
    currency: 'USD',
    contactName: 'Ana Lima',
    contactEmail: 'ana@example.test',
    adultConfirmedAt: app.deps.clock.now(),
  });
  return id;
}

describe("a conversation's context in the shop's inbox", () => {
  it('shows the customer’s next appointment and their requests to the front desk', async () => {
    const customer = await newCustomer(app);
    const { id } = await startConversation(app, customer.headers);
    await appointment(customer.user.id, world.ids.ada, -10, 'completed');
    const next = await appointment(customer.user.id, world.ids.ada, 3);
    await appointment(customer.user.id, world.ids.ben, 8);
    const asked = await request(customer.user.id, 'A   fern\nalong the forearm');

    const res = await app.inject({ url: contextUrl(world.ids.anchor, id), headers: world.staff.headers });
    expect(res.statusCode).toBe(200);
    const { appointment: shown, requests } = res.json().result;
    expect(shown).toMatchObject({
      id: next,
      status: 'confirmed',
      serviceName: 'Small fine line tattoo',
      artist: { id: world.ids.ada, displayName: 'Ada Stone' },
    });
    expect(requests).toEqual([
      expect.objectContaining({
        id: asked,
        status: 'submitted',
        idea: 'A fern along the forearm',
        serviceName: 'Custom large piece',
      }),
    ]);
  });

  it('gives an artist only their own appointments and no requests', async () => {
    const customer = await newCustomer(app);
    const { id } = await startConversation(app, customer.headers);
    await appointment(customer.user.id, world.ids.ada, 2);
    const bens = await appointment(customer.user.id, world.ids.ben, 5);
    await request(customer.user.id, 'A small anchor');
    const ben = await newCustomer(app);
    await app.db.insert(businessMembers).values({
      id: newId(),
      businessId: world.ids.anchor,
      userId: ben.user.id,
      role: 'artist',
      artistId: world.ids.ben,
    });
    const res = await app.inject({ url: contextUrl(world.ids.anchor, id), headers: ben.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.appointment.id).toBe(bens);
    expect(res.json().result.requests).toEqual([]);
  });

  it('prefers the appointment the conversation is about, and is empty for a customer with none', async () => {
    const customer = await newCustomer(app);
    const { id } = await startConversation(app, customer.headers);
    const empty = await app.inject({ url: contextUrl(world.ids.anchor, id), headers: world.staff.headers });
    expect(empty.json().result).toEqual({ timeZone: 'America/New_York', appointment: null, requests: [] });

    await appointment(customer.user.id, world.ids.ada, 1);
    const later = await appointment(customer.user.id, world.ids.ada, 20);
    const about = await app.inject({
      method: 'POST',
      url: '/v1/conversations',
      headers: customer.headers,
      payload: { shopUrl: 'anchor-ink', appointmentId: later },
    });
    expect(about.statusCode).toBe(200);
    const res = await app.inject({ url: contextUrl(world.ids.anchor, id), headers: world.staff.headers });
    expect(res.json().result.appointment.id).toBe(later);
  });

  it("is a 404 for another shop's member and for another shop's conversation", async () => {
    const customer = await newCustomer(app);
    const { id } = await startConversation(app, customer.headers);
    const otherStaff = await newMember(app, world.ids.harbour, 'staff');
    const viaAnchor = await app.inject({
      url: contextUrl(world.ids.anchor, id),
      headers: otherStaff.headers,
    });
    expect(viaAnchor.statusCode).toBe(404);
    const viaHarbour = await app.inject({
      url: contextUrl(world.ids.harbour, id),
      headers: otherStaff.headers,
    });
    expect(viaHarbour.statusCode).toBe(404);
  });
});
