import type { APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, greenPicture } from './fixtures.ts';
import { customerApi, demoPassword, northStarTeam } from './studio.ts';

/**
 * A customer of their own with a paid booking with Rina at North Star, made the first session of a
 * project (dev tools), and North Star's owner signed in through an API context to send designs.
 */
export async function designProject(playwright: {
  request: { newContext(o: object): Promise<APIRequestContext> };
}) {
  const customer = await customerApi(playwright, 'rina');
  const [start] = await customer.twoTimes();
  const booked = await customer.book(start);
  await customer.payDeposit(booked.id);
  const made = await customer.context.post('/dev/design-projects', { data: { appointmentId: booked.id } });
  expect(made.ok(), await made.text()).toBe(true);
  const { projectId } = (await made.json()).result as { projectId: string };

  const owner = await playwright.request.newContext({ baseURL });
  const signIn = await owner.post('/auth/sign-in/email', {
    data: { email: northStarTeam.owner, password: demoPassword },
  });
  expect(signIn.ok()).toBe(true);
  const { token } = (await (await owner.get('/auth/token')).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const me = (await (await owner.get('/v1/users/me', { headers })).json()).result as { userId: string };
  const mine = (await (await owner.get('/v1/users/me/businesses', { headers })).json()).result as {
    businessId: string;
  }[];
  const businessId = mine[0]!.businessId;

  /** The owner sends a version of the design: a picture through the uploads flow, and a note. */
  const sendVersion = async (note: string) => {
    const path = `users/${me.userId}/proofs/${crypto.randomUUID()}.png`;
    const declared = await owner.post('/v1/uploads', {
      headers,
      data: { path, contentType: 'image/png', size: greenPicture.length },
    });
    expect(declared.status(), await declared.text()).toBe(201);
    const put = await owner.put(new URL((await declared.json()).result.uploadUrl).pathname, {
      headers: { ...headers, 'content-type': 'image/png' },
      data: greenPicture,
    });
    expect(put.ok(), await put.text()).toBe(true);
    const sent = await owner.post(`/v1/business/${businessId}/projects/${projectId}/proofs`, {
      headers,
      data: { images: [path], note },
    });
    expect(sent.status(), await sent.text()).toBe(201);
  };
  return { customer, appointment: booked, projectId, businessId, sendVersion, owner };
}
