import { waiverTemplateBody } from '@linework/contract/waivers';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { newCustomer, newMember } from '../appointments/test-fixtures.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { signedWaivers, waiverSessions } from '../db/schema/waivers.ts';
import { runDueJobs } from '../worker/worker.ts';
import { canonicalJson, sha256Hex } from './canonical.ts';
import type { SignedWaiverRecord } from './record.ts';
import {
  blankSignature,
  bornYearsAgo,
  drawnSignature,
  filledForm,
  insertAppointmentToday,
  insertWaiverWorld,
  pdfText,
  testWaiverBody,
  uploadSessionPhoto,
  type WaiverWorld,
} from './test-fixtures.ts';

let app: TestApp;
let ids: WaiverWorld;
const body = waiverTemplateBody.parse(testWaiverBody);

beforeAll(async () => {
  app = await createTestApp();
  ids = await insertWaiverWorld(app);
});
afterAll(() => app.close());

/** A customer with a confirmed appointment today and the waiver session of it. */
async function customerWithSession() {
  const customer = await newCustomer(app);
  const appointment = await insertAppointmentToday(app, ids, customer.user.id);
  const res = await app.inject({
    method: 'POST',
    url: `/v1/appointments/${appointment.id}/waiver-session`,
    headers: customer.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { customer, appointment, sessionId: res.json().result.id as string };
}

const sessionUrl = (sessionId: string, shop = 'anchor-ink') =>
  `/v1/shops/${shop}/waiver-sessions/${sessionId}`;
const getSession = (sessionId: string, shop = 'anchor-ink') =>
  app.inject({ url: sessionUrl(sessionId, shop) });
const sign = (sessionId: string, form: unknown) =>
  app.inject({
    method: 'POST',
    url: `${sessionUrl(sessionId)}/sign`,
    headers: { 'user-agent': 'LineworkTest/1.0 (tablet)' },
    payload: form as object,
  });

/** What the database said when it refused a statement (drizzle wraps it as the cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
    return 'accepted';
  } catch (error) {
    const messages: string[] = [];
    for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
      messages.push(e.message ?? '');
    }
    return messages.join(' | ');
  }
}

async function signedSession() {
  const s = await customerWithSession();
  const front = await uploadSessionPhoto(app, 'anchor-ink', s.sessionId, 'id-front');
  const res = await sign(s.sessionId, await filledForm(body, { front }));
  expect(res.statusCode, res.body).toBe(201);
  return { ...s, receipt: res.json().result as { id: string; recordHash: string; emailedTo: string } };
}

describe('preview', () => {
  it('shows the current template with the defaults of fields it was written without', async () => {
    const res = await app.inject({ url: '/v1/shops/anchor-ink/waiver' });
    expect(res.statusCode).toBe(200);
    const { shop, template } = res.json().result;
    expect(shop).toEqual({ name: 'Anchor Ink', shopUrl: 'anchor-ink', ageOfMajority: 18 });
    expect(template.version).toBe(1);
    expect(template.body.requiredFields).toEqual(['address', 'phone', 'email', 'emergencyContact']);
    expect(template.body.idPhoto).toEqual({ back: 'optional' });
    expect(template.body.guardian.text).toMatch(/parent or legal guardian/);
  });

  it('answers 404 for an unknown shop and for a shop without a waiver', async () => {
    expect((await app.inject({ url: '/v1/shops/nowhere/waiver' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/v1/shops/harbour-lights/waiver' })).statusCode).toBe(404);
  });
});

describe('sessions', () => {
  it('opens one session per appointment for its customer, prefilled from their profile', async () => {
    const { customer, appointment, sessionId } = await customerWithSession();
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const again = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${appointment.id}/waiver-session`,
      headers: customer.headers,
    });
    expect(again.json().result.id).toBe(sessionId);
    const view = (await getSession(sessionId)).json().result;
    expect(view.status).toBe('open');
    expect(view.template.version).toBe(1);
    expect(view.prefill).toEqual({ legalName: 'Robin Ink', email: customer.email, phone: '' });
    expect(view.appointment.serviceName).toBe('Free consultation');
    expect(view.shop.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("does not let another customer open a session for someone else's appointment", async () => {
    const { appointment } = await customerWithSession();
    const other = await newCustomer(app);
    const res = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${appointment.id}/waiver-session`,
      headers: other.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for an unknown session and for a session asked for under another shop', async () => {
    const { sessionId } = await customerWithSession();
    expect((await getSession('x'.repeat(22))).statusCode).toBe(404);
    expect((await getSession(sessionId, 'harbour-lights')).statusCode).toBe(404);
  });

  it('keeps the answers so far across a reload, but never a signature', async () => {
    const { sessionId } = await customerWithSession();
    const form = await filledForm(body, { front: '' });
    const saved = await app.inject({
      method: 'PUT',
      url: `${sessionUrl(sessionId)}/draft`,
      payload: { ...form, step: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = (await getSession(sessionId)).json().result;
    expect(view.draft.step).toBe(2);
    expect(view.draft.signer.legalName).toBe('Robin Alexandra Ink');
    expect(view.draft.answers.allergies).toEqual({ value: 'yes', followUp: 'Latex' });
    expect(view.draft.signature.image).toBe('');
    expect(view.draftSavedAt).not.toBeNull();
  });

  it('says an expired session is expired, and refuses its draft and its signature', async () => {
    const { sessionId } = await customerWithSession();
    await app.db
      .update(waiverSessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(waiverSessions.id, sessionId));
    const view = (await getSession(sessionId)).json().result;
    expect(view).toMatchObject({ status: 'expired', shop: { name: 'Anchor Ink' } });
    expect(view.template).toBeUndefined();
    const form = await filledForm(body, { front: '' });
    const draft = await app.inject({
      method: 'PUT',
      url: `${sessionUrl(sessionId)}/draft`,
      payload: { ...form, step: 0 },
    });
    expect(draft.statusCode).toBe(410);
    expect(draft.json().error.code).toBe('WAIVER_SESSION_EXPIRED');
    expect((await sign(sessionId, form)).json().error.code).toBe('WAIVER_SESSION_EXPIRED');
  });

  it('says a signed session is signed, signs only once, and opens no new session for it', async () => {
    const { customer, appointment, sessionId } = await signedSession();
    const view = (await getSession(sessionId)).json().result;
    expect(view.status).toBe('signed');
    expect(view.draft).toBeUndefined();
    const again = await sign(sessionId, await filledForm(body, { front: '' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('WAIVER_ALREADY_SIGNED');
    const fresh = await app.inject({
      method: 'POST',
      url: `/v1/appointments/${appointment.id}/waiver-session`,
      headers: customer.headers,
    });
    expect(fresh.json().error.code).toBe('WAIVER_ALREADY_SIGNED');
  });

  it('takes ID photos only into the session’s own folder, never public', async () => {
    const { sessionId } = await customerWithSession();
    const declare = (payload: object) =>
      app.inject({ method: 'POST', url: `${sessionUrl(sessionId)}/uploads`, payload });
    const outside = await declare({ path: 'public/id.jpg', contentType: 'image/jpeg', size: 100 });
    expect(outside.statusCode).toBe(400);
    const open = await declare({
      path: `waiver-sessions/${sessionId}/a.jpg`,
      contentType: 'image/jpeg',
      size: 100,
      public: true,
    });
    expect(open.statusCode).toBe(400);
    const pdf = await declare({
      path: `waiver-sessions/${sessionId}/a.pdf`,
      contentType: 'application/pdf',
      size: 100,
    });
    expect(pdf.statusCode).toBe(400);
  });
});

describe('signing', () => {
  it('keeps the record with its hash, stores the PDF of what was signed, and emails a copy', async () => {
    const { sessionId, receipt, appointment } = await signedSession();
    expect(receipt.emailedTo).toBe('robin.signer@example.test');
    const [row] = await app.db.select().from(signedWaivers).where(eq(signedWaivers.id, receipt.id));
    expect(row).toMatchObject({
      sessionId,
      appointmentId: appointment.id,
      templateVersion: 1,
      legalName: 'Robin Alexandra Ink',
      userAgent: 'LineworkTest/1.0 (tablet)',
      recordHash: receipt.recordHash,
    });
    expect(row!.ipAddress).toBeTruthy();
    expect(receipt.recordHash).toBe(sha256Hex(canonicalJson(row!.record)));
    const record = row!.record as SignedWaiverRecord;
    expect(record.template.body.clauses[0]!.text).toBe('I understand a tattoo is permanent.');
    expect(record.answers.allergies).toEqual({ value: 'yes', followUp: 'Latex' });
    expect(record.initials).toEqual({ permanent: 'RI', aftercare: 'RI' });
    expect(record.minor).toBe(false);
    expect(record.guardian).toBeNull();
    expect(record.signature.image.sha256).toMatch(/^[0-9a-f]{64}$/);

    const pdf = await app.storage.read(row!.pdfPath);
    expect(pdf!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256Hex(pdf!)).toBe(row!.pdfSha256);
    const text = pdfText(pdf!);
    expect(text).toContain('Robin Alexandra Ink');
    expect(text).toContain('Waiver version 1');
    expect(text).toContain('I understand a tattoo is permanent.');
    expect(text).toContain(receipt.recordHash);

    // The session keeps no copy of the answers once the record has them.
    const [session] = await app.db.select().from(waiverSessions).where(eq(waiverSessions.id, sessionId));
    expect(session!.draft).toBeNull();

    await runDueJobs(app.deps);
    const mail = (
      await app.db.select().from(mailMessages).where(eq(mailMessages.to, 'robin.signer@example.test'))
    ).find((m) => m.headers['X-Linework-Waiver'] === receipt.recordHash);
    expect(mail!.subject).toBe('Your signed waiver for Anchor Ink');
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    expect(Buffer.from(mail!.attachments[0]!.contentBase64, 'base64').equals(pdf!)).toBe(true);
  });

  it('refuses a form with a missing initial, answer or photo, field by field', async () => {
    const { sessionId } = await customerWithSession();
    const form = await filledForm(body, { front: '' });
    const res = await sign(sessionId, {
      ...form,
      initials: { permanent: 'RI', aftercare: '' },
      answers: { ...form.answers, allergies: { value: 'yes', followUp: '' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toMatchObject({
      'body.initials.aftercare': 'Add your initials',
      'body.answers.allergies.followUp': 'Tell us a little more',
      'body.idPhotos.front': 'Add a photo of the front of your ID',
    });
  });

  it('refuses an ID photo of another session, and a blank signature', async () => {
    const first = await customerWithSession();
    const second = await customerWithSession();
    const theirs = await uploadSessionPhoto(app, 'anchor-ink', first.sessionId, 'id-front');
    const res = await sign(second.sessionId, await filledForm(body, { front: theirs }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields['body.idPhotos.front']).toMatch(/did not finish uploading/);

    const mine = await uploadSessionPhoto(app, 'anchor-ink', second.sessionId, 'id-front');
    const empty = await blankSignature();
    const unsigned = await sign(second.sessionId, {
      ...(await filledForm(body, { front: mine })),
      signature: { method: 'drawn', image: empty, typedName: '' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error.details.fields['body.signature']).toMatch(/empty/);
  });

  it('asks a minor by the shop’s age of majority for a guardian, who signs with their own ID', async () => {
    const { sessionId } = await customerWithSession();
    const front = await uploadSessionPhoto(app, 'anchor-ink', sessionId, 'id-front');
    const minor = await filledForm(body, { front });
    minor.signer.dateOfBirth = bornYearsAgo(18, -1); // 18 tomorrow
    const refused = await sign(sessionId, minor);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('GUARDIAN_REQUIRED');
    expect(refused.json().error.details.fields).toHaveProperty(['body.guardian.signature']);

    const guardianId = await uploadSessionPhoto(app, 'anchor-ink', sessionId, 'guardian-id-front');
    minor.guardian = {
      legalName: 'Alex Ink',
      relationship: 'Mother',
      phone: '+1 212 555 0144',
      email: '',
      idFront: guardianId,
      idBack: '',
      signature: { method: 'typed', image: await drawnSignature(), typedName: 'Alex Ink' },
    };
    const res = await sign(sessionId, minor);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(signedWaivers).where(eq(signedWaivers.sessionId, sessionId));
    const record = row!.record as SignedWaiverRecord;
    expect(record.minor).toBe(true);
    expect(record.guardian).toMatchObject({ legalName: 'Alex Ink', relationship: 'Mother' });
    expect(record.guardian!.signature).toMatchObject({ method: 'typed', typedName: 'Alex Ink' });
    expect(pdfText((await app.storage.read(row!.pdfPath))!)).toContain('Alex Ink');
  });

  it('signs an adult without a guardian even if guardian fields were filled in', async () => {
    const { sessionId } = await customerWithSession();
    const front = await uploadSessionPhoto(app, 'anchor-ink', sessionId, 'id-front');
    const adult = await filledForm(body, { front });
    adult.signer.dateOfBirth = bornYearsAgo(18);
    adult.guardian.legalName = 'Someone';
    const res = await sign(sessionId, adult);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.db.select().from(signedWaivers).where(eq(signedWaivers.sessionId, sessionId));
    expect((row!.record as { guardian: unknown }).guardian).toBeNull();
  });
});

describe('signed records cannot change', () => {
  it('refuses an UPDATE, a DELETE and a TRUNCATE at the database', async () => {
    const { receipt } = await signedSession();
    expect(
      await refusal(
        app.db
          .update(signedWaivers)
          .set({ legalName: 'Someone Else' })
          .where(eq(signedWaivers.id, receipt.id)),
      ),
    ).toMatch(/signed waivers cannot be changed or deleted \(UPDATE/);
    expect(
      await refusal(
        app.db.execute(sql`UPDATE signed_waivers SET record_hash = 'x' WHERE id = ${receipt.id}`),
      ),
    ).toMatch(/cannot be changed/);
    expect(await refusal(app.db.execute(sql`DELETE FROM signed_waivers WHERE id = ${receipt.id}`))).toMatch(
      /cannot be changed or deleted \(DELETE/,
    );
    expect(await refusal(app.db.execute(sql`TRUNCATE signed_waivers CASCADE`))).toMatch(/\(TRUNCATE/);
    const [row] = await app.db.select().from(signedWaivers).where(eq(signedWaivers.id, receipt.id));
    expect(row!.legalName).toBe('Robin Alexandra Ink');
  });

  it('verifies a record by its hash, and notices a record changed behind the trigger’s back', async () => {
    const { receipt } = await signedSession();
    const staff = await newMember(app, ids.anchor, 'staff');
    const verify = () =>
      app.inject({ url: `/v1/business/${ids.anchor}/waivers/${receipt.id}/verify`, headers: staff.headers });
    const ok = (await verify()).json().result;
    expect(ok).toMatchObject({
      intact: true,
      storedHash: receipt.recordHash,
      recomputedHash: receipt.recordHash,
    });
    expect(ok.files.length).toBeGreaterThanOrEqual(3);

    // Only the table's owner can switch the trigger off; the hash still tells.
    await app.db.execute(sql`ALTER TABLE signed_waivers DISABLE TRIGGER signed_waivers_immutable`);
    await app.db.execute(
      sql`UPDATE signed_waivers SET record = jsonb_set(record, '{signer,legalName}', '"Mallory"') WHERE id = ${receipt.id}`,
    );
    await app.db.execute(sql`ALTER TABLE signed_waivers ENABLE TRIGGER signed_waivers_immutable`);
    const tampered = (await verify()).json().result;
    expect(tampered.intact).toBe(false);
    expect(tampered.recomputedHash).not.toBe(receipt.recordHash);
  });
});

describe('staff', () => {
  it('lists and downloads only their own shop’s signed waivers', async () => {
    const { receipt } = await signedSession();
    const staff = await newMember(app, ids.anchor, 'staff');
    const list = await app.inject({ url: `/v1/business/${ids.anchor}/waivers`, headers: staff.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().result.map((w: { id: string }) => w.id)).toContain(receipt.id);
    // Found by part of the name in any case and by the day it was signed in the shop's zone.
    const search = async (query: string) =>
      (await app.inject({ url: `/v1/business/${ids.anchor}/waivers?${query}`, headers: staff.headers }))
        .json()
        .result.map((w: { id: string }) => w.id);
    expect(await search('name=alexandra')).toContain(receipt.id);
    expect(await search('name=nobody')).toEqual([]);
    expect(await search('name=%25')).toEqual([]); // a wildcard is a character here
    expect(await search('date=2030-01-15&name=ink')).toContain(receipt.id);
    expect(await search('date=2030-01-16')).not.toContain(receipt.id);
    const pdf = await app.inject({
      url: `/v1/business/${ids.anchor}/waivers/${receipt.id}/pdf`,
      headers: staff.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const foreign = await newMember(app, ids.harbour, 'owner');
    for (const url of [
      `/v1/business/${ids.anchor}/waivers`,
      `/v1/business/${ids.anchor}/waivers/${receipt.id}/pdf`,
      `/v1/business/${ids.anchor}/waivers/${receipt.id}/verify`,
      `/v1/business/${ids.harbour}/waivers/${receipt.id}/pdf`,
      `/v1/business/${ids.harbour}/waivers/${receipt.id}/verify`,
    ]) {
      expect((await app.inject({ url, headers: foreign.headers })).statusCode, url).toBe(404);
    }
    expect(
      (await app.inject({ url: `/v1/business/${ids.harbour}/waivers`, headers: foreign.headers })).json()
        .result,
    ).toEqual([]);
  });

  it('saves a new template version; a session made before keeps signing the version it showed', async () => {
    const staff = await newMember(app, ids.anchor, 'owner');
    const before = await customerWithSession();
    const changed = {
      title: 'Anchor Ink consent (2)',
      body: { ...testWaiverBody, clauses: [{ id: 'permanent', text: 'Tattoos are forever.' }] },
    };
    const created = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/waiver-templates`,
      headers: staff.headers,
      payload: changed,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().result.version).toBe(2);
    expect((await app.inject({ url: '/v1/shops/anchor-ink/waiver' })).json().result.template.version).toBe(2);

    const old = (await getSession(before.sessionId)).json().result;
    expect(old.template.version).toBe(1);
    const front = await uploadSessionPhoto(app, 'anchor-ink', before.sessionId, 'id-front');
    const signed = await sign(before.sessionId, await filledForm(body, { front }));
    expect(signed.statusCode, signed.body).toBe(201);
    const [row] = await app.db
      .select()
      .from(signedWaivers)
      .where(eq(signedWaivers.id, signed.json().result.id));
    expect(row!.templateVersion).toBe(1);

    const after = await customerWithSession();
    expect((await getSession(after.sessionId)).json().result.template.version).toBe(2);
    const versions = await app.inject({
      url: `/v1/business/${ids.anchor}/waiver-templates`,
      headers: staff.headers,
    });
    expect(versions.json().result.map((t: { version: number }) => t.version)).toEqual([2, 1]);
  });

  it('refuses a template with a repeated id, an artist saving one, and another shop’s staff', async () => {
    const owner = await newMember(app, ids.anchor, 'owner');
    const url = `/v1/business/${ids.anchor}/waiver-templates`;
    const twice = {
      title: 'Twice',
      body: {
        ...testWaiverBody,
        clauses: [
          { id: 'same', text: 'A' },
          { id: 'same', text: 'B' },
        ],
      },
    };
    const bad = await app.inject({ method: 'POST', url, headers: owner.headers, payload: twice });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/used twice/);
    const artist = await newMember(app, ids.anchor, 'artist');
    const payload = { title: 'Mine', body: testWaiverBody };
    expect((await app.inject({ method: 'POST', url, headers: artist.headers, payload })).statusCode).toBe(
      403,
    );
    const foreign = await newMember(app, ids.harbour, 'owner');
    expect((await app.inject({ method: 'POST', url, headers: foreign.headers, payload })).statusCode).toBe(
      404,
    );
  });

  it('makes a session for an appointment and emails its link to the customer', async () => {
    const staff = await newMember(app, ids.anchor, 'staff');
    const customer = await newCustomer(app);
    const appointment = await insertAppointmentToday(app, ids, customer.user.id);
    const res = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.anchor}/waiver-sessions`,
      headers: staff.headers,
      payload: { appointmentId: appointment.id, send: true, expiresInHours: 48 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().result;
    expect(created.url).toBe(`http://localhost:3000/shop/anchor-ink/waiver-session/${created.id}`);
    expect(created.emailedTo).toBe(customer.email);
    await runDueJobs(app.deps);
    const [mail] = await app.db.select().from(mailMessages).where(eq(mailMessages.to, customer.email));
    expect(mail!.subject).toBe('Please sign your waiver for Anchor Ink');
    expect(mail!.text).toContain(created.url);

    const foreign = await newMember(app, ids.harbour, 'owner');
    const notTheirs = await app.inject({
      method: 'POST',
      url: `/v1/business/${ids.harbour}/waiver-sessions`,
      headers: foreign.headers,
      payload: { appointmentId: appointment.id },
    });
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe('waiver sessions on the clock', () => {
  it('closes a customer’s session a week after it opened, by the time the services are given', async () => {
    const clock = createTestClock();
    const timed = await createTestApp({}, { clock });
    try {
      const world = await insertWaiverWorld(timed);
      const customer = await newCustomer(timed);
      const appointment = await insertAppointmentToday(timed, world, customer.user.id);
      const opened = await timed.inject({
        method: 'POST',
        url: `/v1/appointments/${appointment.id}/waiver-session`,
        headers: customer.headers,
      });
      const sessionId = opened.json().result.id as string;
      const view = () => timed.inject({ url: `/v1/shops/anchor-ink/waiver-sessions/${sessionId}` });
      clock.advance(7 * 24 * 3_600_000 - 60_000);
      expect((await view()).json().result.status).toBe('open');
      clock.advance(60_000);
      expect((await view()).json().result.status).toBe('expired');
      const form = await filledForm(body, { front: '' });
      const draft = await timed.inject({
        method: 'PUT',
        url: `/v1/shops/anchor-ink/waiver-sessions/${sessionId}/draft`,
        payload: { ...form, step: 0 },
      });
      expect(draft.json().error.code).toBe('WAIVER_SESSION_EXPIRED');
    } finally {
      await timed.close();
    }
  });
});
