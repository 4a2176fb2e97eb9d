import { and, desc, eq, gte, ilike, lt } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Database } from '../db/client.ts';
import { businesses } from '../db/schema/catalog.ts';
import { signedWaivers } from '../db/schema/waivers.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { recordHash, sha256Hex } from './canonical.ts';
import { recordImages, type SignedWaiverRecord } from './record.ts';

/** A signed waiver of this shop; another shop's is not found. */
async function loadSignedWaiver(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(signedWaivers)
    .where(and(eq(signedWaivers.id, id), eq(signedWaivers.businessId, businessId)));
  if (!row) throw notFound('This signed waiver');
  return row;
}

/** The PDF of a signed waiver of this shop, as it was emailed to the signer. */
export async function signedWaiverPdf(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  businessId: string,
  id: string,
) {
  const row = await loadSignedWaiver(db, businessId, id);
  const pdf = await storage.read(row.pdfPath);
  if (!pdf) throw notFound('The PDF of this waiver');
  return { id: row.id, pdf };
}

export async function listSignedWaivers(
  db: Database,
  businessId: string,
  query: { appointmentId?: string; name?: string; date?: string; limit: number },
) {
  let day: { start: Date; end: Date } | undefined;
  if (query.date) {
    const [shop] = await db
      .select({ timeZone: businesses.timeZone })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    const start = DateTime.fromISO(query.date, { zone: shop?.timeZone ?? 'UTC' }).startOf('day');
    day = { start: start.toJSDate(), end: start.plus({ days: 1 }).startOf('day').toJSDate() };
  }
  // LIKE's own wildcards in a name are searched for as themselves.
  const name = query.name?.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select()
    .from(signedWaivers)
    .where(
      and(
        eq(signedWaivers.businessId, businessId),
        query.appointmentId ? eq(signedWaivers.appointmentId, query.appointmentId) : undefined,
        name ? ilike(signedWaivers.legalName, `%${name}%`) : undefined,
        day ? gte(signedWaivers.signedAt, day.start) : undefined,
        day ? lt(signedWaivers.signedAt, day.end) : undefined,
      ),
    )
    .orderBy(desc(signedWaivers.signedAt))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    legalName: r.legalName,
    signedAt: r.signedAt.toISOString(),
    templateVersion: r.templateVersion,
    appointmentId: r.appointmentId,
    minor: (r.record as SignedWaiverRecord).minor,
    recordHash: r.recordHash,
  }));
}

/**
 * Recomputes what the record's hash promises: the hash of the stored record itself, the bytes of
 * every image it names and of its PDF. Anything changed behind the database's back shows here.
 */
export async function verifySignedWaiver(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  businessId: string,
  id: string,
) {
  const row = await loadSignedWaiver(db, businessId, id);
  const record = row.record as SignedWaiverRecord;
  const recomputedHash = recordHash(record);
  const expected = [
    ...recordImages(record).map((f) => ({ path: f.path, sha256: f.sha256 })),
    { path: row.pdfPath, sha256: row.pdfSha256 },
  ];
  const files = await Promise.all(
    expected.map(async (f) => {
      const bytes = await storage.read(f.path);
      return { path: f.path, intact: bytes !== null && sha256Hex(bytes) === f.sha256 };
    }),
  );
  return {
    id: row.id,
    intact: recomputedHash === row.recordHash && files.every((f) => f.intact),
    storedHash: row.recordHash,
    recomputedHash,
    files,
  };
}
