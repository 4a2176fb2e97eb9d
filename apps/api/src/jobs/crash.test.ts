import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type BookingFixtures, insertBookingFixtures, newCustomer } from '../appointments/test-fixtures.ts';
import { send, startConversation } from '../chat/test-fixtures.ts';
import { userEvents } from '../db/schema/chat.ts';
import { jobs } from '../db/schema/jobs.ts';
import { mailMessages } from '../db/schema/mail.ts';
import { systemClock } from '../deps.ts';
import { createMailboxMailer, type Mailer } from '../mail/mailer.ts';
import { purgeOldRecords } from '../worker/retention.ts';
import { leaseMs, runDueJobs } from '../worker/worker.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let app: TestApp;
let ids: BookingFixtures;
beforeAll(async () => {
  // The worker in the child process leases by the machine's clock; this app's workers must read the
  // same clock for a lease to mean the same moment to both.
  app = await createTestApp({}, { clock: systemClock });
  ids = await insertBookingFixtures(app);
});
afterAll(() => app.close());

/** A confirmed booking (the free consultation takes no deposit): its confirmation job is due now. */
async function confirmedBooking() {
  const customer = await newCustomer(app);
  const free = await app.inject({
    url: `/v1/availability?shopUrl=anchor-ink&artistId=${ids.ada}&serviceId=${ids.consult}`,
  });
  const slots = free.json().result.days.flatMap((d: { slots: { start: string }[] }) => d.slots);
  const res = await app.inject({
    method: 'POST',
    url: '/v1/appointments',
    headers: customer.headers,
    payload: { shopUrl: 'anchor-ink', artistId: ids.ada, serviceId: ids.consult, start: slots.at(-1).start },
  });
  expect(res.statusCode, res.body).toBe(201);
  const [job] = await app.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, 'appointment.confirmed'),
        sql`${jobs.payload}->>'appointmentId' = ${res.json().result.id}`,
      ),
    );
  return { customer, job: job! };
}

const mailTo = (email: string) => app.db.select().from(mailMessages).where(eq(mailMessages.to, email));

/** The deps of a worker whose clock reads `ms` later than now. */
const later = (ms: number) => ({ ...app.deps, clock: { now: () => new Date(Date.now() + ms) } });

describe.skipIf(!process.env.DATABASE_URL)('a worker killed in the middle of a job', () => {
  it('leaves its job to the next worker once its lease runs out, and the customer gets one email', async () => {
    const { customer, job } = await confirmedBooking();
    let child: ChildProcess | undefined;
    try {
      child = spawn(process.execPath, ['--import', 'tsx', 'test/job-worker-child.ts'], {
        cwd: apiRoot,
        env: { ...process.env, DATABASE_URL: app.databaseUrl },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const sent = await new Promise<string>((resolve, reject) => {
        let out = '';
        child!.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          const line = /sent (\S+)\n/.exec(out);
          if (line) resolve(line[1]!);
        });
        child!.on('exit', (code) => reject(new Error(`the worker exited (${code}) before sending`)));
      });
      expect(sent).toMatch(/^<job-.+@localhost>$/);
      child.kill('SIGKILL');
      await new Promise((resolve) => child!.once('exit', resolve));
    } finally {
      if (child?.exitCode === null) child.kill('SIGKILL');
    }
    expect(await mailTo(customer.email)).toHaveLength(1);
    const [claimed] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(claimed).toMatchObject({ attempts: 1, doneAt: null });

    // Within its lease the dead worker's job is left alone; past it, the next worker takes it.
    await runDueJobs(app.deps);
    expect((await app.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.doneAt).toBeNull();
    await runDueJobs(later(leaseMs + 1_000));
    const [done] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done).toMatchObject({ attempts: 2 });
    expect(done!.doneAt).not.toBeNull();
    const mails = await mailTo(customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/confirmed/i);
  });
});

describe('a worker that is alive', () => {
  it('renews the lease of a job that takes longer than the lease, so no other worker runs it', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mailbox = createMailboxMailer(app.db, 'Linework <no-reply@linework.test>');
    const slowMailer: Mailer = {
      kind: 'mailbox',
      async send(message) {
        await released;
        await mailbox.send(message);
      },
    };
    const { customer, job } = await confirmedBooking();
    const leaseOf = async () =>
      (await app.db.select().from(jobs).where(eq(jobs.id, job.id)))[0]!.lockedUntil?.getTime() ?? null;
    const running = runDueJobs({ ...app.deps, mailer: slowMailer });
    // Waits for conditions, however busy the machine: first the claim, then its renewal.
    await expect.poll(leaseOf, { timeout: 120_000 }).not.toBeNull();
    const claimed = (await leaseOf())!;
    // The send hangs; the worker pushes its lease on by itself.
    await expect.poll(leaseOf, { timeout: 120_000 }).toBeGreaterThan(claimed);
    // Another worker whose clock is past the first lease does not take the job.
    const other = await runDueJobs({ ...app.deps, clock: { now: () => new Date(claimed + 1_000) } });
    release();
    await running;
    expect(other.ran).toBe(0);
    expect(await mailTo(customer.email)).toHaveLength(1);
    const [done] = await app.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(done!.attempts).toBe(1);
  });
});

describe('the mailbox', () => {
  it('drops a second message with the same Message-ID', async () => {
    const mailbox = createMailboxMailer(app.db, 'Linework <no-reply@linework.test>');
    const message = {
      to: 'twice@example.test',
      subject: 'Receipt',
      text: 'Paid.',
      messageId: '<job-x.1@localhost>',
    };
    await mailbox.send(message);
    await mailbox.send(message);
    await mailbox.send({ ...message, messageId: '<job-y.1@localhost>' });
    expect(await mailTo('twice@example.test')).toHaveLength(2);
  });
});

describe('retention', () => {
  it('purges done jobs after a week and chat events after two days, by the clock it is given', async () => {
    const { customer, job } = await confirmedBooking();
    await runDueJobs(app.deps);
    const conversation = await startConversation(app, customer.headers);
    await send(app, `/v1/conversations/${conversation.id}/messages`, customer.headers, 'Hello!');
    const events = () => app.db.select().from(userEvents).where(eq(userEvents.userId, customer.user.id));
    const stillThere = async () => (await app.db.select().from(jobs).where(eq(jobs.id, job.id))).length;
    expect(await events()).not.toHaveLength(0);

    const day = 86_400_000;
    await purgeOldRecords(later(day));
    expect(await events()).not.toHaveLength(0);
    await purgeOldRecords(later(2 * day + 60_000));
    expect(await events()).toHaveLength(0);
    expect(await stillThere()).toBe(1);
    await purgeOldRecords(later(7 * day + 60_000));
    expect(await stillThere()).toBe(0);
  });
});
