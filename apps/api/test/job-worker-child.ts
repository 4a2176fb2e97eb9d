// A worker process for the crash test (src/jobs/crash.test.ts): runs the due jobs against the
// PostgreSQL database in DATABASE_URL, says "sent <Message-ID>" after its first email has gone
// out, and then hangs inside that job until it is killed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { createDatabase } from '../src/db/client.ts';
import { createMailboxMailer, type Mailer } from '../src/mail/mailer.ts';
import { runDueJobs } from '../src/worker/worker.ts';
import { testConfig } from './app.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const database = createDatabase({ databaseUrl, dataDir: 'unused' });
const mailbox = createMailboxMailer(database.db, 'Linework <no-reply@linework.test>');
const mailer: Mailer = {
  kind: 'mailbox',
  async send(message) {
    await mailbox.send(message);
    process.stdout.write(`sent ${message.messageId}\n`);
    await new Promise(() => {});
  },
};
const app = await buildApp(testConfig(mkdtempSync(path.join(tmpdir(), 'linework-child-'))), {
  database,
  mailer,
});
await app.ready();
await runDueJobs(app.deps);
