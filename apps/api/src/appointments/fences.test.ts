import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The lint fences of docs/decisions/033, tried on probe files written where a mistake would be: a
// history write outside appointments/, and an import from a higher layer. Each probe is removed after.

const repo = path.resolve(import.meta.dirname, '../../../..');

/** Biome's lint answer for `source` written at `relativePath` (inside apps/api/src). */
function lint(relativePath: string, source: string): string {
  const file = path.join(repo, 'apps/api/src', relativePath);
  writeFileSync(file, source);
  try {
    execFileSync('npx', ['biome', 'lint', '--max-diagnostics=20', file], { cwd: repo, stdio: 'pipe' });
    return '';
  } catch (error) {
    const { stdout, stderr } = error as { stdout: Buffer; stderr: Buffer };
    return `${stdout}${stderr}`;
  } finally {
    rmSync(file, { force: true });
  }
}

const historyWrite = `import type { Database } from '../db/client.ts';
import { appointmentHistory } from '../db/schema/appointments.ts';

export const probe = (db: Database) => db.insert(appointmentHistory).values([]);
`;

describe('lint fences', () => {
  it('refuses a write of appointment_history outside appointments/, and allows it inside', () => {
    expect(lint('payments/fence-probe.ts', historyWrite)).toContain(
      'appointment_history is written in appointments/ only',
    );
    expect(lint('appointments/fence-probe.ts', historyWrite)).toBe('');
  });

  it('refuses an import from a higher layer', () => {
    const upward = `import { lifecycle } from '../appointments/lifecycle.ts';\n\nexport const probe = lifecycle;\n`;
    expect(lint('domain/fence-probe.ts', upward)).toContain('foundation layer imports only its own layer');
    expect(lint('payments/fence-probe.ts', upward)).toBe('');
  });

  it('keeps the made-up records of the demo and dev tools off every request path', () => {
    const madeUp = `import { recordMadeUpAppointment } from '../appointments/dev-records.ts';\n\nexport const probe = recordMadeUpAppointment;\n`;
    expect(lint('payments/fence-probe.ts', madeUp)).toContain('for seed/, dev/ and tests only');
    expect(lint('seed/fence-probe.ts', madeUp)).toBe('');
  });
});
