import { checkWaiverForm } from '@linework/contract/waiver-rules';
import type { WaiverForm } from '@linework/contract/waivers';
import { and, eq, gt, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { newId } from '../db/ids.ts';
import { uploads } from '../db/schema/uploads.ts';
import { users } from '../db/schema/users.ts';
import { signedWaivers, waiverSessions } from '../db/schema/waivers.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { recordHash, sha256Hex } from './canonical.ts';
import { isMinorAtShop, shopToday } from './minor.ts';
import { type PdfImage, renderWaiverPdf } from './pdf.ts';
import { buildRecord, type FileRef, type RecordFiles } from './record.ts';
import { alreadySigned, appointmentSummary, loadSession, requireOpen, sessionExpired } from './sessions.ts';
import { parseTemplateBody } from './templates.ts';

export type SigningMeta = { ipAddress: string; userAgent: string };

/** A field of the signed form is wrong; `field` is its path in the body, e.g. `idPhotos.front`. */
const invalid = (field: string, message: string) => fieldError(`body.${field}`, message);

type SigningDeps = Pick<Deps, 'db' | 'storage' | 'clock'>;

/** Where a session's ID photos are uploaded; nothing outside it can be attached to its record. */
export const sessionPhotoPrefix = (sessionId: string) => `waiver-sessions/${sessionId}/`;

/** An uploaded ID photo of this session: its bytes as stored (hashed) and a JPEG for the PDF. */
async function loadPhoto(deps: SigningDeps, sessionId: string, path: string, field: string) {
  const [row] = path.startsWith(sessionPhotoPrefix(sessionId))
    ? await deps.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.path, path), eq(uploads.status, 'stored')))
    : [];
  const bytes = row ? await deps.storage.read(path) : null;
  if (!row || !bytes) throw invalid(field, 'This photo did not finish uploading. Please add it again.');
  let jpeg: Buffer;
  try {
    jpeg = await sharp(bytes)
      .rotate()
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
  } catch {
    throw invalid(field, 'This photo cannot be read. Take it again as a JPEG or PNG.');
  }
  const ref: FileRef = { path, sha256: sha256Hex(bytes), contentType: row.contentType };
  return { ref, pdf: { bytes: jpeg, format: 'jpg' } as PdfImage };
}

/** A signature drawn on the pad: a real, not-blank PNG of a sensible size. */
async function decodeSignature(dataUrl: string, field: string) {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  try {
    const image = sharp(bytes);
    const meta = await image.metadata();
    if (meta.format !== 'png' || !meta.width || !meta.height || meta.width > 4000 || meta.height > 2000) {
      throw new Error('not a signature');
    }
    const stats = await image.stats();
    // A blank pad has a single colour everywhere.
    if (stats.channels.every((c) => c.min === c.max)) throw new Error('blank');
  } catch {
    throw invalid(field, 'The signature is empty or cannot be read. Please sign again.');
  }
  return bytes;
}

/**
 * Signs a session once: checks the form against its template and the shop's age rule, keeps the
 * images, builds the record and its hash, renders and stores the PDF, then in one transaction
 * closes the session (compare-and-swap, so two submissions cannot both sign), writes the record
 * and queues the emailed copy. Files written before a refused transaction are never referenced.
 */
export async function signWaiver(
  deps: SigningDeps,
  shopUrl: string,
  sessionId: string,
  form: WaiverForm,
  meta: SigningMeta,
) {
  const now = deps.clock.now();
  const { session, shop, template: templateRow } = await loadSession(deps.db, shopUrl, sessionId);
  requireOpen(session, now);
  const body = parseTemplateBody(templateRow.body);
  const today = shopToday(shop.timeZone, now);
  const problems = checkWaiverForm(body, form, { today, ageOfMajority: shop.ageOfMajority });
  const minor = isMinorAtShop(form.signer.dateOfBirth, shop, now) === true;
  const keys = Object.keys(problems);
  if (keys.length) {
    const fields = Object.fromEntries(keys.map((k) => [`body.${k}`, problems[k]!]));
    if (minor && keys.some((k) => k.startsWith('guardian.'))) {
      throw new DomainError(
        'GUARDIAN_REQUIRED',
        `You are under ${shop.ageOfMajority}, so a parent or guardian must add their details, ID and signature too.`,
        { fields },
      );
    }
    throw new DomainError('VALIDATION_FAILED', problems[keys[0]!]!, { fields });
  }

  const id = newId();
  const folder = `waivers/${shop.id}/${id}`;
  const images = new Map<string, PdfImage>();
  const photo = async (path: string, field: string) => {
    const p = await loadPhoto(deps, session.id, path, field);
    images.set(p.ref.path, p.pdf);
    return p.ref;
  };
  const signature = async (dataUrl: string, name: string, field: string) => {
    const bytes = await decodeSignature(dataUrl, field);
    const path = `${folder}/${name}.png`;
    await deps.storage.put(path, bytes, 'image/png');
    images.set(path, { bytes, format: 'png' });
    return { path, sha256: sha256Hex(bytes), contentType: 'image/png' } satisfies FileRef;
  };
  const g = form.guardian;
  const files: RecordFiles = {
    idFront: await photo(form.idPhotos.front, 'idPhotos.front'),
    idBack:
      form.idPhotos.back && body.idPhoto.back !== 'none'
        ? await photo(form.idPhotos.back, 'idPhotos.back')
        : null,
    signature: await signature(form.signature.image, 'signature', 'signature'),
    guardianIdFront: minor ? await photo(g.idFront, 'guardian.idFront') : null,
    guardianIdBack:
      minor && g.idBack && body.idPhoto.back !== 'none' ? await photo(g.idBack, 'guardian.idBack') : null,
    guardianSignature: minor
      ? await signature(g.signature.image, 'guardian-signature', 'guardian.signature')
      : null,
  };

  const summary = await appointmentSummary(deps.db, session.appointmentId, shop.timeZone);
  const appointment = summary && session.appointmentId ? { id: session.appointmentId, ...summary } : null;
  const record = buildRecord({
    shop: {
      id: shop.id,
      name: shop.name,
      shopUrl: shop.shopUrl,
      timeZone: shop.timeZone,
      ageOfMajority: shop.ageOfMajority,
    },
    template: { id: templateRow.id, version: templateRow.version, title: templateRow.title, body },
    sessionId: session.id,
    appointment,
    form,
    minor,
    files,
    signedAt: now,
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent.slice(0, 500),
  });
  const hash = recordHash(record);
  const pdf = await renderWaiverPdf(record, hash, images);
  const pdfPath = `${folder}/waiver.pdf`;
  await deps.storage.put(pdfPath, pdf, 'application/pdf');
  const [customer] = session.customerId
    ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, session.customerId))
    : [];
  const signerEmail = form.signer.email || session.customerEmail || customer?.email || null;

  await deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(waiverSessions)
      // The record holds the answers now; the draft's copy of them goes.
      .set({ signedAt: now, draft: null })
      .where(
        and(
          eq(waiverSessions.id, session.id),
          isNull(waiverSessions.signedAt),
          gt(waiverSessions.expiresAt, now),
        ),
      )
      .returning({ id: waiverSessions.id });
    if (!closed) {
      const [current] = await tx.select().from(waiverSessions).where(eq(waiverSessions.id, session.id));
      throw current?.signedAt ? alreadySigned() : sessionExpired();
    }
    await tx.insert(signedWaivers).values({
      id,
      businessId: shop.id,
      sessionId: session.id,
      templateId: templateRow.id,
      templateVersion: templateRow.version,
      appointmentId: session.appointmentId,
      customerId: session.customerId,
      legalName: form.signer.legalName,
      signerEmail,
      record,
      recordHash: hash,
      pdfPath,
      pdfSha256: sha256Hex(pdf),
      ipAddress: record.ipAddress,
      userAgent: record.userAgent,
      signedAt: now,
    });
    if (signerEmail) await enqueueJob(tx, 'waiver.signed', { signedWaiverId: id }, now);
  });
  return { id, signedAt: now.toISOString(), recordHash: hash, emailedTo: signerEmail };
}
