import { formatMoney } from '@linework/contract/money-format';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieHeader, createTestApp, idToken, type TestApp } from '../../test/app.ts';
import { businesses } from '../db/schema/catalog.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { projects } from '../db/schema/projects.ts';
import { codeSubjects } from '../identity/emails.tsx';
import { pdfText } from '../projects/test-fixtures.ts';
import { seedDemoIfEmpty } from './demo.ts';
import { demo } from './demo-names.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  expect(await seedDemoIfEmpty(app)).toBe(true);
});
afterAll(() => app.close());

const get = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().result;
};

/** Signs a demo account in with the demo password and answers its bearer header. */
const signInAs = async (email: string) => {
  const signIn = await app.inject({
    method: 'POST',
    url: '/auth/sign-in/email',
    payload: { email, password: demo.password },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return bearer(await idToken(app, cookieHeader(signIn.headers['set-cookie'])));
};

describe('demo data', () => {
  it('mails no confirmation code to its accounts, which are confirmed already', async () => {
    const codes = await app.db
      .select({ to: mailMessages.to })
      .from(mailMessages)
      .where(eq(mailMessages.subject, codeSubjects['email-verification']));
    expect(codes).toEqual([]);
    // And they sign in with the demo password as before.
    await signInAs('customer@linework.test');
  });

  it('has the three shops in their own time zones and currencies', async () => {
    const shops = await Promise.all(Object.values(demo.shops).map((s) => get(`/v1/shops/${s}`)));
    expect(shops.map((s) => [s.shopUrl, s.timeZone, s.currency])).toEqual([
      ['north-star-tattoo', 'America/New_York', 'USD'],
      ['black-harbor-ink', 'Europe/London', 'GBP'],
      ['kumo-tattoo', 'Asia/Tokyo', 'JPY'],
    ]);
    expect(shops[0].artists.length).toBeGreaterThanOrEqual(3);
    expect(shops[0].services.length).toBeGreaterThanOrEqual(3);
    expect(shops[0].latestReviews.length).toBeGreaterThan(0);
  });

  it('has shop covers and portfolio pictures with their size and AVIF/WebP copies that load', async () => {
    const shop = await get(`/v1/shops/${demo.shops.northStar}`);
    expect(shop.cover).toMatchObject({ width: 1200, height: 600 });
    expect(shop.cover.variants.map((v: { width: number; type: string }) => `${v.width} ${v.type}`)).toEqual([
      '400 image/avif',
      '800 image/avif',
      '1200 image/avif',
      '400 image/webp',
      '800 image/webp',
      '1200 image/webp',
    ]);
    const artist = await get('/v1/artists/mara-vale');
    const first = artist.portfolio[0];
    expect(first.variants.length).toBeGreaterThan(0);
    for (const v of [...shop.cover.variants, ...first.variants]) {
      const res = await app.inject({ url: v.url });
      expect(res.statusCode, v.url).toBe(200);
      expect(res.headers['content-type']).toBe(v.type);
    }
  });

  it('has jules at North Star and mara-vale independent with a guest spot at Black Harbor', async () => {
    const jules = await get(`/v1/shops/${demo.shops.northStar}/artists/${demo.jules.artistUrl}`);
    expect(jules.artist.displayName).toBe('Jules Moreau');
    const mara = await get(`/v1/artists/${demo.mara.urlPath}`);
    expect(JSON.stringify(mara)).toContain(demo.shops.blackHarbor);
    expect(JSON.stringify(mara)).toContain('guest');
  });

  it('serves the generated pictures as WebP', async () => {
    const mara = await get(`/v1/artists/${demo.mara.urlPath}`);
    const res = await app.inject({ url: mara.avatarUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(mara.portfolio.length).toBe(4);
  });

  it('lets the demo customer sign in and see their profile', async () => {
    const me = await app.inject({ url: '/v1/users/me', headers: await signInAs(demo.customerEmail) });
    expect(me.json().result).toMatchObject({
      email: demo.customerEmail,
      firstName: 'Casey',
      lastName: 'Rivera',
    });
  });

  it('shows the demo customer their design: v1 sent back with a comment, v2 approved', async () => {
    const headers = await signInAs(demo.customerEmail);
    const [project] = await app.db.select().from(projects).where(eq(projects.title, 'Forearm sleeve'));
    const design = await app.inject({ url: `/v1/projects/${project!.id}/proofs`, headers });
    expect(design.statusCode, design.body).toBe(200);
    expect(design.json().result.proofs).toMatchObject([
      { version: 2, decision: 'approved' },
      { version: 1, decision: 'changes_requested', decisionComment: expect.stringContaining('koi face up') },
    ]);
    expect(design.json().result.project.approvedProofId).toBe(design.json().result.proofs[0].id);
  });

  it('lets the Black Harbor staff account see that shop’s tattoo requests', async () => {
    const headers = await signInAs(demo.blackHarborStaffEmail);
    const shop = await get(`/v1/shops/${demo.shops.blackHarbor}`);
    const res = await app.inject({ url: `/v1/business/${shop.id}/requests`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const northStar = await get(`/v1/shops/${demo.shops.northStar}`);
    expect((await app.inject({ url: `/v1/business/${northStar.id}/requests`, headers })).statusCode).toBe(
      404,
    );
  });

  it("opens the owner's studio on a real day at North Star: every artist busy, in every state", async () => {
    const headers = await signInAs(demo.ownerEmail);
    const shop = await get(`/v1/shops/${demo.shops.northStar}`);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: shop.timeZone }).format(app.deps.clock.now());
    const res = await app.inject({ url: `/v1/business/${shop.id}/appointments?date=${today}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json().result.appointments as {
      confirmationCode: string;
      status: string;
      artist: { id: string };
      money: { depositState: string };
      waiver: { state: string };
      checkIn: { arrived: boolean };
    }[];
    expect(day.length).toBeGreaterThanOrEqual(8);
    expect(new Set(day.map((a) => a.artist.id)).size).toBe(4);
    expect(new Set(day.map((a) => a.status)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(day.map((a) => a.money.depositState)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(day.map((a) => a.checkIn.arrived)).size).toBe(2);
    // Everyone who came in signed at the door; some of those still to come have theirs sent.
    const others = day.filter((a) => !a.confirmationCode.startsWith('NSTAR'));
    expect(others.filter((a) => a.checkIn.arrived).map((a) => a.waiver.state)).toEqual(
      others.filter((a) => a.checkIn.arrived).map(() => 'signed'),
    );
    expect(new Set(day.map((a) => a.waiver.state))).toEqual(new Set(['signed', 'sent', 'none']));
    // The demo customer's two appointments are still there, as the waiver and check-in journeys expect.
    const caseys = day.filter((a) => a.confirmationCode.startsWith('NSTAR'));
    expect(caseys.map((a) => [a.confirmationCode, a.status])).toEqual([
      ['NSTAR2', 'confirmed'],
      ['NSTAR3', 'confirmed'],
    ]);
    const week = await app.inject({
      url: `/v1/business/${shop.id}/appointments?date=${today}&days=7`,
      headers,
    });
    expect(week.json().result.appointments.length).toBeGreaterThan(day.length);

    // The requests inbox holds new ones, one the shop asked about and one it declined, with their words.
    const inbox = await app.inject({ url: `/v1/business/${shop.id}/requests`, headers });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const requests = inbox.json().result as {
      status: string;
      events: { by: string; message: string | null }[];
    }[];
    expect(requests.filter((r) => r.status === 'submitted').length).toBeGreaterThanOrEqual(2);
    const asked = requests.find((r) => r.status === 'question_asked');
    expect(asked?.events.find((e) => e.by === 'shop')?.message).toMatch(/\?$/);
    expect(requests.some((r) => r.status === 'declined')).toBe(true);
  });

  it('keeps the signed waivers of the week to find by name, download and verify', async () => {
    const headers = await signInAs(demo.staffEmail);
    const shop = await get(`/v1/shops/${demo.shops.northStar}`);
    const all = await app.inject({ url: `/v1/business/${shop.id}/waivers?limit=100`, headers });
    expect(all.statusCode, all.body).toBe(200);
    const signed = all.json().result as { id: string; legalName: string }[];
    expect(signed.length).toBeGreaterThanOrEqual(5);
    const maya = signed.find((w) => w.legalName === 'Maya Chen');
    expect(maya).toBeDefined();
    const found = await app.inject({ url: `/v1/business/${shop.id}/waivers?name=maya`, headers });
    expect(found.json().result.map((w: { legalName: string }) => w.legalName)).toContain('Maya Chen');
    const pdf = await app.inject({ url: `/v1/business/${shop.id}/waivers/${maya!.id}/pdf`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const verify = await app.inject({ url: `/v1/business/${shop.id}/waivers/${maya!.id}/verify`, headers });
    expect(verify.json().result.intact).toBe(true);
  });

  it('seeds once: a second run changes nothing', async () => {
    expect(await seedDemoIfEmpty(app)).toBe(false);
    const [row] = await app.db.select({ n: count() }).from(businesses);
    expect(row!.n).toBe(3);
  });
});

describe('the demo projects', () => {
  it('gives the demo customer a sleeve in progress whose record reads the same for the studio', async () => {
    const headers = await signInAs(demo.customerEmail);
    const mine = await app.inject({ url: '/v1/projects', headers });
    expect(mine.statusCode, mine.body).toBe(200);
    const sleeve = mine.json().result.find((p: { title: string }) => p.title === 'Forearm sleeve');
    expect(sleeve).toMatchObject({ state: 'next_session_to_book', sessionCount: 3 });
    expect(sleeve.sessions.map((s: { state: string }) => s.state)).toEqual(['done', 'done', 'to_book']);
    // 2400.00 over three sessions; two paid in full, the 300.00 deposit held for the last.
    expect(sleeve.money).toMatchObject({
      paidAmount: 190000,
      creditHeldAmount: 30000,
      depositSession: 3,
      dueAmount: 50000,
    });
    expect(sleeve.sessions[2]).toMatchObject({ creditPlannedAmount: 30000, dueAmount: 50000 });

    // The receipt of the sleeve's last payment, and its PDF, read the same record.
    const paid = await app.inject({ url: '/v1/payments', headers });
    const ofSleeve = paid
      .json()
      .result.items.filter(
        (i: { project: { projectId: string } | null }) => i.project?.projectId === sleeve.id,
      );
    expect(ofSleeve.map((i: { project: { label: string } }) => i.project.label)).toContain(
      'Forearm sleeve — session 2 of 3',
    );
    const receipt = await app.inject({ url: `/v1/payments/${ofSleeve[0].paymentId}/receipt`, headers });
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().result.project).toMatchObject({
      paidAmount: sleeve.money.paidAmount,
      creditHeldAmount: sleeve.money.creditHeldAmount,
      dueAmount: sleeve.money.dueAmount,
      quoteAmount: 240000,
    });
    const pdf = pdfText((await app.inject({ url: receipt.json().result.pdfPath })).rawPayload);
    const usd = (n: number) => formatMoney(n, 'USD');
    expect(pdf).toContain(
      `Forearm sleeve to date: paid ${usd(sleeve.money.paidAmount)} of ${usd(240000)}, credit held ${usd(sleeve.money.creditHeldAmount)}, due ${usd(sleeve.money.dueAmount)}`,
    );

    const owner = await signInAs(demo.ownerEmail);
    const shop = await app.inject({ url: `/v1/business/${sleeve.businessId}/projects`, headers: owner });
    expect(shop.statusCode, shop.body).toBe(200);
    const all = shop.json().result as { id: string; state: string; money: unknown }[];
    expect(all.find((p) => p.id === sleeve.id)?.money).toEqual(sleeve.money);
    expect(new Set(all.map((p) => p.state))).toEqual(
      new Set([
        'quoting',
        'awaiting_deposit',
        'awaiting_approval',
        'in_progress',
        'next_session_to_book',
        'complete',
      ]),
    );
  });
});
