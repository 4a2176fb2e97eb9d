import type { CreatedUpload, CreateUploadBody } from '@linework/contract/uploads';
import { and, eq, gt, lt } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { uploads } from '../db/schema/uploads.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound, unauthenticated } from '../domain/errors.ts';
import type { Identity } from '../identity/verify-token.ts';
import { getOrCreateUser } from '../users/service.ts';
import { inspectAndClean } from './inspect.ts';
import { storeVariants } from './picture-variants.ts';
import { storeThumbnail } from './thumbnails.ts';

type UploadDeps = Pick<Deps, 'db' | 'storage' | 'config' | 'clock'>;

/** How long the bytes of a declared upload may take to arrive. */
const uploadWindowMs = 30 * 60_000;
const privateLinkSeconds = 60 * 60;

const downloadUrl = ({ storage }: Pick<Deps, 'storage'>, row: { path: string; isPublic: boolean }) =>
  row.isPublic ? storage.publicUrl(row.path) : storage.signedUrl(row.path, privateLinkSeconds);

/** A file whose bytes arrived, by its path; null for one still coming or never declared. */
export async function findStoredFile(db: Deps['db'], path: string) {
  const [row] = await db.select().from(uploads).where(eq(uploads.path, path));
  return row?.status === 'stored' ? row : null;
}

/**
 * Records that a file is coming to `path` and answers where to send its bytes. The caller decided
 * who owns it (no one for a waiver session's photos) and that the path is theirs.
 */
export async function recordDeclaredUpload(
  deps: UploadDeps,
  upload: { ownerId: string | null; path: string; contentType: string; size: number; isPublic: boolean },
): Promise<CreatedUpload> {
  const id = newId();
  const expiresAt = new Date(deps.clock.now().getTime() + uploadWindowMs);
  await deps.db.insert(uploads).values({
    id,
    ownerId: upload.ownerId,
    path: upload.path,
    contentType: upload.contentType,
    declaredSize: upload.size,
    isPublic: upload.isPublic,
    expiresAt,
  });
  return {
    uploadId: id,
    uploadUrl: `${deps.config.publicUrl}/v1/uploads/${id}/content`,
    downloadUrl: await downloadUrl(deps, upload),
    path: upload.path,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * An upload declared by a signed-in person (under users/{their id}/) or, for public files only, by
 * anyone (under public/). A path stays taken unless its declaration was abandoned: bytes never came.
 */
export async function declareUpload(
  deps: UploadDeps,
  identity: Identity | null,
  body: CreateUploadBody,
): Promise<CreatedUpload> {
  const { path, contentType, size, public: isPublic } = body;
  if (!identity && !isPublic) throw unauthenticated('Not authenticated');
  const user = identity ? await getOrCreateUser(deps.db, identity) : null;
  const prefix = user ? `users/${user.id}/` : 'public/';
  if (!path.startsWith(prefix)) {
    throw new DomainError('FORBIDDEN', `Uploads from this account go under "${prefix}".`, {
      fields: { 'body.path': `Start the path with ${prefix}` },
    });
  }
  const now = deps.clock.now();
  const [taken] = await deps.db.select().from(uploads).where(eq(uploads.path, path));
  if (taken) {
    const abandoned = taken.status === 'pending' && taken.expiresAt < now;
    if (!abandoned) {
      throw new DomainError('CONFLICT', 'A file already exists at this path. Choose another name.', {
        fields: { 'body.path': 'A file already exists at this path' },
      });
    }
    // A declaration whose bytes never came does not keep the path forever.
    await deps.db
      .delete(uploads)
      .where(and(eq(uploads.id, taken.id), eq(uploads.status, 'pending'), lt(uploads.expiresAt, now)));
  }
  return recordDeclaredUpload(deps, { ownerId: user?.id ?? null, path, contentType, size, isPublic });
}

/**
 * Takes the bytes of a declared upload (from its owner, if it has one): checks and cleans them,
 * stores them, and for pictures makes the thumbnail and, for public ones, the srcset copies.
 */
export async function completeUpload(
  deps: UploadDeps,
  uploadId: string,
  identity: Identity | null,
  body: unknown,
) {
  const [row] = await deps.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), gt(uploads.expiresAt, deps.clock.now())));
  if (row?.status !== 'pending') throw notFound('This upload');
  if (row.ownerId) {
    const user = identity ? await getOrCreateUser(deps.db, identity) : null;
    if (user?.id !== row.ownerId) throw notFound('This upload');
  }
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new DomainError('VALIDATION_FAILED', 'Send the file bytes as the request body.');
  }
  const file = await inspectAndClean(body, row.contentType as CreateUploadBody['contentType']);
  await deps.storage.put(row.path, file.bytes, file.contentType);
  const [stored] = await deps.db
    .update(uploads)
    .set({ status: 'stored', size: file.bytes.length })
    .where(and(eq(uploads.id, row.id), eq(uploads.status, 'pending')))
    .returning();
  if (!stored) throw new DomainError('CONFLICT', 'This upload was already completed.');
  if (file.contentType.startsWith('image/') && file.contentType !== 'image/heic') {
    await storeThumbnail(deps, row, file.bytes);
    // Public pictures (portfolio, review photos) appear on public pages: AVIF/WebP copies for srcset.
    if (row.isPublic) await storeVariants(deps, row, file.bytes);
  }
  return {
    uploadId: row.id,
    path: row.path,
    contentType: file.contentType,
    size: file.bytes.length,
    downloadUrl: await downloadUrl(deps, row),
  };
}
