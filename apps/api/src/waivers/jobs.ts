import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { businesses } from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';
import { signedWaivers, waiverSessions } from '../db/schema/waivers.ts';
import type { Deps } from '../deps.ts';
import { shopStamp } from '../domain/shop-time.ts';
import type { JobHandlers, JobKindsOf } from '../jobs/queue.ts';
import { signedCopyEmail, waiverInviteEmail } from './emails.tsx';
import type { SignedWaiverRecord } from './record.ts';
import { sessionUrl } from './sessions.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Email the signer the PDF of exactly what they signed. */
    'waiver.signed': { signedWaiverId: string };
    /** Email the link of a waiver session staff made. */
    'waiver.invite': { sessionId: string };
  }
}

/** Emails the signer the PDF of exactly what they signed. */
async function sendSignedCopy(deps: Deps, payload: unknown) {
  const { signedWaiverId } = z.object({ signedWaiverId: z.string() }).parse(payload);
  const [row] = await deps.db.select().from(signedWaivers).where(eq(signedWaivers.id, signedWaiverId));
  if (!row?.signerEmail) return;
  const record = row.record as SignedWaiverRecord;
  const pdf = await deps.storage.read(row.pdfPath);
  if (!pdf) throw new Error(`the PDF of signed waiver ${row.id} is missing from storage`);
  await deps.mailer.send(
    await signedCopyEmail({
      to: row.signerEmail,
      legalName: row.legalName,
      shopName: record.shop.name,
      title: record.template.title,
      version: row.templateVersion,
      signedAtLocal: shopStamp(row.signedAt, record.shop.timeZone),
      recordHash: row.recordHash,
      pdf,
    }),
  );
}

/** Emails the link of a session staff made, unless it was signed or expired meanwhile. */
async function sendInvite(deps: Deps, payload: unknown) {
  const { sessionId } = z.object({ sessionId: z.string() }).parse(payload);
  const [row] = await deps.db
    .select({ session: waiverSessions, shop: businesses })
    .from(waiverSessions)
    .innerJoin(businesses, eq(businesses.id, waiverSessions.businessId))
    .where(eq(waiverSessions.id, sessionId));
  if (!row || row.session.signedAt || row.session.expiresAt <= deps.clock.now()) return;
  const [customer] = row.session.customerId
    ? await deps.db.select().from(users).where(eq(users.id, row.session.customerId))
    : [];
  const to = row.session.customerEmail ?? customer?.email;
  if (!to) return;
  await deps.mailer.send(
    await waiverInviteEmail({
      to,
      name: row.session.customerName ?? customer?.firstName ?? null,
      shopName: row.shop.name,
      url: sessionUrl(deps.config.publicUrl, row.shop.shopUrl, row.session.id),
      expiresAtLocal: shopStamp(row.session.expiresAt, row.shop.timeZone),
    }),
  );
}

export const waiverJobs: JobHandlers<JobKindsOf<'waiver'>> = {
  'waiver.signed': sendSignedCopy,
  'waiver.invite': sendInvite,
};
