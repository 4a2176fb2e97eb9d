import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from './config.ts';

// `npm start` on a fresh clone: the compiled bundle, production mode, embedded defaults, nothing set.
// Proves the bundle finds what it reads at run time (migrations, packages left in node_modules).

let server: ChildProcess | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'linework-start-'));
afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Resolves with the address once the server says it listens; rejects if it exits first. */
function listeningAddress(child: ChildProcess) {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) resolve(match[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

describe('npm start', () => {
  it('serves the compiled product in production mode on a fresh DATA_DIR with no AUTH_SECRET, demo and dev mailbox included', async () => {
    const built = spawnSync(process.execPath, ['build.mjs'], { cwd: apiRoot, encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);

    // Only what a fresh clone has: no DATABASE_URL, no SMTP, no secret.
    server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: apiRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web-build'),
      },
    });
    const url = await listeningAddress(server);

    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const shop = await fetch(`${url}/v1/shops/north-star-tattoo`);
    expect(shop.status).toBe(200);
    expect((await shop.json()).result.name).toBe('North Star Tattoo');
    // The demo's review link goes out through the worker, soon after the start.
    await expect
      .poll(
        async () => {
          const mailbox = await fetch(`${url}/dev/mailbox/messages`);
          expect(mailbox.status).toBe(200);
          return (await mailbox.json()).result.map((m: { subject: string }) => m.subject);
        },
        { timeout: 60_000, interval: 250 },
      )
      .toContain('How was your tattoo with Mara Vale?');
    // The session secret was made and kept beside the embedded database.
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);
  });
});
