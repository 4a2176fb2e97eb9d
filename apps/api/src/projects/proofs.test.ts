import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestClock } from '../../test/clock.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { projects } from '../db/schema/projects.ts';
import { smsMessages } from '../db/schema/sms.ts';
import { users } from '../db/schema/users.ts';
import { insertAppointment, memberOf } from '../staff-booking/test-fixtures.ts';
import { runDueJobs } from '../worker/worker.ts';

// Design approval: Ada (Anchor Ink) shows a customer versions of their design; only the customer and
// Anchor Ink's team see them, the customer approves one or asks for changes, and a session that needs
// an approved design reminds the customer once.

type Person = Awaited<ReturnType<typeof newCustomer>>;

const clock = createTestClock();
let app: TestApp;
let ids: BookingFixtures;
let owner: Person;
let ada: Person;
let ben: Person;
let frontDesk: Person;
let otherShop: Person;

beforeAll(async () => {
  app = await createTestApp({}, { clock });
  ids = await insertBookingFixtures(app);
  owner = await memberOf(app, ids.anchor, 'owner');
  ada = await memberOf(app, ids.anchor, 'artist', ids.ada);
  ben = await memberOf(app, ids.anchor, 'artist', ids.ben);
  frontDesk = await memberOf(app, ids.anchor, 'staff');
  otherShop = await memberOf(app, ids.harbour, 'owner');
});
afterAll(() => app?.close());

/** A project row written straight in (the projects API is another area's): Ada's, for this customer. */
async function newProject(customerId: string, extra: Partial<typeof projects.$inferInsert> = {}) {
  const id = newId();
  await app.db.insert(projects).values({
    id,
    businessId: ids.anchor,
    artistId: ids.ada,
    customerId,
    serviceId: ids.custom,
    title: 'Koi sleeve',
    sessionCount: 3,
    quoteKind: 'fixed',
    quoteAmount: 120000,
    currency: 'USD',
    depositAmount: 20000,
    depositAppliesTo: 'last',
    ...extra,
  });
  return id;
}

async function uploadPicture(p: Person, name: string) {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  const path = `users/${p.user.id}/proofs/${name}-${newId()}.png`;
  const declared = await app.inject({
    method: 'POST',
    url: '/v1/uploads',
    headers: p.headers,
    payload: { path, contentType: 'image/png', size: bytes.length },
  });
  expect(declared.statusCode, declared.body).toBe(201);
  const put = await app.inject({
    method: 'PUT',
    url: new URL(declared.json().result.uploadUrl).pathname,
    headers: { ...p.headers, 'content-type': 'image/png' },
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return path;
}

const shopProofs = (projectId: string, businessId = ids.anchor) =>
  `/v1/business/${businessId}/projects/${projectId}/proofs`;

async function sendProof(p: Person, projectId: string, note: string, businessId = ids.anchor) {
  const image = await uploadPicture(p, 'koi');
  return app.inject({
    method: 'POST',
    url: shopProofs(projectId, businessId),
    headers: p.headers,
    payload: { images: [image], note },
  });
}

const customerDesign = (c: Person, projectId: string) =>
  app.inject({ url: `/v1/projects/${projectId}/proofs`, headers: c.headers });

const decide = (c: Person, projectId: string, proofId: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/v1/projects/${projectId}/proofs/${proofId}/decision`,
    headers: c.headers,
    payload,
  });

const mailTo = (email: string) =>
  app.db.select().from(mailMessages).where(eq(mailMessages.to, email)).orderBy(asc(mailMessages.createdAt));

describe('a design, version by version', () => {
  it('texts a new version and the approval to a customer who takes appointment texts, and nothing to one who does not', async () => {
    const noonInNewYork = new Date('2031-05-06T16:00:00Z');
    const was = clock.now();
    clock.set(noonInNewYork);
    const texts = (phone: string) => app.db.select().from(smsMessages).where(eq(smsMessages.to, phone));
    const on = { email: true, sms: true };
    const off = { email: false, sms: false };
    const bodies: string[][] = [];
    for (const takes of [on, off]) {
      const customer = await newCustomer(app);
      const phone = `+1646555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
      await app.db
        .update(users)
        .set({
          phoneNumber: phone,
          notificationPreferences: { appointments: takes, reminders: takes, chat: takes, marketing: off },
        })
        .where(eq(users.id, customer.user.id));
      const projectId = await newProject(customer.user.id);
      const v1 = await sendProof(ada, projectId, 'A koi, first sketch');
      expect(v1.statusCode, v1.body).toBe(201);
      await runDueJobs(app.deps);
      const proofId = (await customerDesign(customer, projectId)).json().result.proofs[0].id as string;
      const approved = await decide(customer, projectId, proofId, { decision: 'approved' });
      expect(approved.statusCode, approved.body).toBe(200);
      await runDueJobs(app.deps);
      bodies.push((await texts(phone)).map((t) => t.body));
      if (takes === off) expect(await mailTo(customer.email)).toEqual([]);
    }
    clock.set(was);
    expect(bodies[0]).toEqual([
      expect.stringMatching(
        /version 1 of the design for your Koi sleeve is ready to look at: \S+\/account\/projects\/\S+\/design$/,
      ),
      expect.stringMatching(
        /you approved version 1 of the design for your Koi sleeve\. .*\/account\/projects\/\S+$/,
      ),
    ]);
    expect(bodies[1]).toEqual([]);
  });

  it('keeps every version; the customer asks for changes on v1 and approves v2, which is pinned', async () => {
    // The shop's people were mailed by the tests before: only what this story sends counts.
    const earlier = new Map<string, number>();
    for (const p of [ada, owner, ben]) earlier.set(p.email, (await mailTo(p.email)).length);
    const newMailTo = async (email: string) => (await mailTo(email)).slice(earlier.get(email) ?? 0);
    const customer = await newCustomer(app);
    const projectId = await newProject(customer.user.id);

    const v1 = await sendProof(ada, projectId, 'First sketch: koi going up the forearm');
    expect(v1.statusCode, v1.body).toBe(201);
    await runDueJobs(app.deps);
    const [newProofMail] = await mailTo(customer.email);
    expect(newProofMail?.subject).toBe('Ada Stone sent you a design to look at: Koi sleeve, version 1');
    expect(newProofMail?.text).toContain(`/account/projects/${projectId}/design`);

    const seen = await customerDesign(customer, projectId);
    expect(seen.statusCode, seen.body).toBe(200);
    const first = seen.json().result.proofs[0];
    expect(first).toMatchObject({ version: 1, note: 'First sketch: koi going up the forearm', open: true });
    expect(first.images).toHaveLength(1);

    // Changes need a comment: a clear field message, not a 500.
    const bare = await decide(customer, projectId, first.id, { decision: 'changes_requested' });
    expect(bare.statusCode).toBe(400);
    expect(bare.body).toContain('Say what you would like changed');

    const changes = await decide(customer, projectId, first.id, {
      decision: 'changes_requested',
      comment: 'Could the koi face the other way?',
    });
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().result.proofs[0]).toMatchObject({
      version: 1,
      decision: 'changes_requested',
      decisionComment: 'Could the koi face the other way?',
      open: false,
    });
    await runDueJobs(app.deps);
    // The artist hears of it (it is their drawing), and so does the owner who takes notices by email.
    expect((await newMailTo(ada.email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/asked for changes: Koi sleeve, version 1$/),
    ]);
    expect((await newMailTo(ada.email))[0]?.text).toContain('Could the koi face the other way?');
    expect(await newMailTo(owner.email)).toHaveLength(1);
    expect(await newMailTo(ben.email)).toEqual([]);

    // Deciding v1 twice is a 409 that says so.
    const again = await decide(customer, projectId, first.id, { decision: 'approved' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'PROOF_DECIDED' });

    const v2 = await sendProof(owner, projectId, 'Turned around, more water');
    expect(v2.statusCode, v2.body).toBe(201);
    const both = v2.json().result.proofs;
    expect(both.map((p: { version: number }) => p.version)).toEqual([2, 1]);

    const approved = await decide(customer, projectId, both[0].id, { decision: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().result.project.approvedProofId).toBe(both[0].id);
    const [row] = await app.db.select().from(projects).where(eq(projects.id, projectId));
    expect(row?.approvedProofId).toBe(both[0].id);

    const twice = await decide(customer, projectId, both[0].id, {
      decision: 'changes_requested',
      comment: 'Oh wait',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('PROOF_DECIDED');
    await runDueJobs(app.deps);
    expect((await newMailTo(ada.email)).map((m) => m.subject)).toContainEqual(
      expect.stringMatching(/approved the design: Koi sleeve, version 2$/),
    );
  });

  it('refuses a decision on a version a newer one replaced', async () => {
    const customer = await newCustomer(app);
    const projectId = await newProject(customer.user.id);
    const v1 = (await sendProof(ada, projectId, 'v1')).json().result.proofs[0];
    await sendProof(ada, projectId, 'v2');
    const old = await decide(customer, projectId, v1.id, { decision: 'approved' });
    expect(old.statusCode).toBe(409);
    expect(old.json().error).toMatchObject({ code: 'PROOF_SUPERSEDED' });
    expect(old.json().error.message).toContain('version 2');
  });

  it('shows the approved design on the customer’s session and in the shop’s day', async () => {
    const customer = await newCustomer(app);
    const projectId = await newProject(customer.user.id);
    const appointmentId = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.custom,
      customerId: customer.user.id,
      startsAt: new Date(clock.now().getTime() + 10 * 86_400_000),
    });
    await app.db
      .update((await import('../db/schema/appointments.ts')).appointments)
      .set({ projectId, sessionNumber: 1 })
      .where(eq((await import('../db/schema/appointments.ts')).appointments.id, appointmentId));
    const url = `/v1/appointments/${appointmentId}/design`;
    expect((await app.inject({ url, headers: customer.headers })).json().result).toBeNull();

    const v1 = (await sendProof(ada, projectId, 'v1')).json().result.proofs[0];
    await decide(customer, projectId, v1.id, { decision: 'approved' });
    const design = await app.inject({ url, headers: customer.headers });
    expect(design.json().result).toMatchObject({
      appointmentId,
      projectId,
      version: 1,
      projectTitle: 'Koi sleeve',
    });

    const day = (p: Person, businessId = ids.anchor) =>
      app.inject({
        url: `/v1/business/${businessId}/approved-designs?appointments=${appointmentId}`,
        headers: p.headers,
      });
    expect((await day(frontDesk)).json().result).toMatchObject([{ appointmentId, version: 1 }]);
    expect((await day(ada)).json().result).toHaveLength(1);
    // Ben sees no design of Ada's projects; another shop nothing of Anchor Ink's.
    expect((await day(ben)).json().result).toEqual([]);
    expect((await day(otherShop, ids.harbour)).json().result).toEqual([]);
    // Another customer's appointment is not found.
    const stranger = await newCustomer(app);
    expect((await app.inject({ url, headers: stranger.headers })).statusCode).toBe(404);
  });
});

describe('who sees and sends a design', () => {
  it('hides a project’s design from another customer, another shop and another artist (404)', async () => {
    const customer = await newCustomer(app);
    const projectId = await newProject(customer.user.id);
    const v1 = (await sendProof(ada, projectId, 'v1')).json().result.proofs[0];

    const stranger = await newCustomer(app);
    expect((await customerDesign(stranger, projectId)).statusCode).toBe(404);
    expect((await decide(stranger, projectId, v1.id, { decision: 'approved' })).statusCode).toBe(404);

    // Another shop's owner, through their own shop or through Anchor Ink's path.
    expect(
      (await app.inject({ url: shopProofs(projectId, ids.harbour), headers: otherShop.headers })).statusCode,
    ).toBe(404);
    expect((await app.inject({ url: shopProofs(projectId), headers: otherShop.headers })).statusCode).toBe(
      404,
    );
    expect((await sendProof(otherShop, projectId, 'mine now', ids.harbour)).statusCode).toBe(404);

    // Anchor Ink's front desk follows it; Ben, another artist, does not see Ada's project.
    expect((await app.inject({ url: shopProofs(projectId), headers: frontDesk.headers })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: shopProofs(projectId), headers: ben.headers })).statusCode).toBe(404);
    expect((await sendProof(ben, projectId, 'not mine')).statusCode).toBe(404);
    // The front desk does not send designs.
    expect((await sendProof(frontDesk, projectId, 'desk')).statusCode).toBe(403);
  });

  it('takes only pictures the sender uploaded, and says which field is wrong', async () => {
    const customer = await newCustomer(app);
    const projectId = await newProject(customer.user.id);
    const someoneElses = await uploadPicture(owner, 'owner');
    const res = await app.inject({
      method: 'POST',
      url: shopProofs(projectId),
      headers: ada.headers,
      payload: { images: [someoneElses], note: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('images');
    const none = await app.inject({
      method: 'POST',
      url: shopProofs(projectId),
      headers: ada.headers,
      payload: { images: [], note: '' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('Add at least one picture of the design');
  });
});

describe('the approval deadline', () => {
  it('reminds the customer once when a session is inside the deadline with nothing approved', async () => {
    const customer = await newCustomer(app);
    const projectId = await newProject(customer.user.id);
    const setting = await app.inject({
      method: 'PUT',
      url: `/v1/business/${ids.anchor}/projects/${projectId}/approval`,
      headers: ada.headers,
      payload: { approvalRequired: true, approvalDaysBefore: 3 },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    expect(setting.json().result.project).toMatchObject({ approvalRequired: true, approvalDaysBefore: 3 });
    const startsAt = new Date(clock.now().getTime() + 6 * 86_400_000);
    const appointmentId = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.custom,
      customerId: customer.user.id,
      startsAt,
    });
    const { appointments } = await import('../db/schema/appointments.ts');
    await app.db
      .update(appointments)
      .set({ projectId, sessionNumber: 1 })
      .where(eq(appointments.id, appointmentId));
    await sendProof(ada, projectId, 'v1');
    await runDueJobs(app.deps);
    const reminders = async () =>
      (await mailTo(customer.email)).filter((m) => m.subject.startsWith('Approve your design by'));
    // Six days ahead, three days' deadline: not yet.
    expect(await reminders()).toEqual([]);

    clock.advance(3.5 * 86_400_000);
    await runDueJobs(app.deps);
    await runDueJobs(app.deps);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain(`/account/projects/${projectId}/design`);

    clock.advance(86_400_000);
    await runDueJobs(app.deps);
    expect(await reminders()).toHaveLength(1);
  });

  it('sends no reminder once the design is approved', async () => {
    const customer = await newCustomer(app);
    const projectId = await newProject(customer.user.id, { approvalRequired: true, approvalDaysBefore: 2 });
    const { appointments } = await import('../db/schema/appointments.ts');
    const appointmentId = await insertAppointment(app, {
      businessId: ids.anchor,
      artistId: ids.ada,
      serviceId: ids.custom,
      customerId: customer.user.id,
      startsAt: new Date(clock.now().getTime() + 1 * 86_400_000),
    });
    await app.db.update(appointments).set({ projectId }).where(eq(appointments.id, appointmentId));
    const v1 = (await sendProof(ada, projectId, 'v1')).json().result.proofs[0];
    await decide(customer, projectId, v1.id, { decision: 'approved' });
    await runDueJobs(app.deps);
    expect(
      (await mailTo(customer.email)).filter((m) => m.subject.startsWith('Approve your design by')),
    ).toEqual([]);
  });
});

describe('the customer’s own record', () => {
  it('exports every version with its pictures and answers; a deleted account leaves the design with the shop', async () => {
    const customer = await newCustomer(app);
    const projectId = await newProject(customer.user.id);
    const v1 = (await sendProof(ada, projectId, 'v1 note')).json().result.proofs[0];
    await decide(customer, projectId, v1.id, { decision: 'changes_requested', comment: 'Bigger fins' });
    const v2 = (await sendProof(ada, projectId, 'v2 note')).json().result.proofs[0];
    await decide(customer, projectId, v2.id, { decision: 'approved' });

    const exported = await app.inject({ url: '/v1/users/me/export', headers: customer.headers });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json().result.designProofs).toMatchObject([
      {
        projectId,
        project: 'Koi sleeve',
        shop: 'Anchor Ink',
        version: 1,
        images: [v1.images[0].path],
        decision: 'changes_requested',
        decisionComment: 'Bigger fins',
      },
      { projectId, version: 2, note: 'v2 note', decision: 'approved' },
    ]);

    const gone = await app.inject({
      method: 'POST',
      url: '/v1/users/me/delete',
      headers: customer.headers,
      payload: { confirmEmail: customer.email },
    });
    expect(gone.statusCode, gone.body).toBe(200);
    const shopSide = await app.inject({ url: shopProofs(projectId), headers: owner.headers });
    expect(shopSide.json().result).toMatchObject({
      project: { customerName: 'Deleted customer', approvedProofId: v2.id },
      proofs: [{ version: 2 }, { version: 1 }],
    });
  });
});
