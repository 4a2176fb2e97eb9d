import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level and no insignificant whitespace, so the same record
 * always gives the same bytes, however it was stored (PostgreSQL's jsonb does not keep key order).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw new Error('not a finite number');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The hash a signed record is known by: SHA-256 of its canonical JSON in UTF-8. */
export const recordHash = (record: unknown) => sha256Hex(Buffer.from(canonicalJson(record), 'utf8'));
