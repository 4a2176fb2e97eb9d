import { maxReviewPhotos } from '@linework/contract/reviews';
import type { CreatedUpload, CreateUploadBody } from '@linework/contract/uploads';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { newId } from '../db/ids.ts';
import { uploads } from '../db/schema/uploads.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError, notFound, unauthenticated } from '../domain/errors.ts';
import type { Identity } from '../http/verify-token.ts';
import { reviewLinkIsOpen } from '../reviews/service.ts';
import { getOrCreateUser } from '../users/service.ts';
import { inspectAndClean } from './inspect.ts';
import { makePictureCopies, recordPictureCopies } from './picture-copies.ts';

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

/** Kinds of picture an upload may be; anything else (a PDF) is never public and never anonymous. */
const pictureTypes = new Set<string>(['image/jpeg', 'image/png', 'image/webp', 'image/heic']);
export const isPicture = (contentType: string) => pictureTypes.has(contentType);

/** Names of the copies made of every picture (`….w480.webp`, `….w800.avif`): the server's alone. */
const madeCopyName = /\.w\d+\.(webp|avif)$/;

/** The one screen that uploads without a sign-in: a review by its emailed link, with its photos. */
const reviewPhotoPath = /^public\/reviews\/([A-Za-z0-9_-]+)\/[^/]+$/;
/** Photos a review may show, with room for a few retakes. */
const maxPhotosPerReviewLink = maxReviewPhotos * 3;

/**
 * Without a sign-in, only a review's photos: pictures under `public/reviews/{link}/` of a link that
 * can still take a review, and a handful of them; anything else needs an account.
 */
async function checkAnonymousUpload(deps: UploadDeps, body: CreateUploadBody) {
  const linkId = reviewPhotoPath.exec(body.path)?.[1];
  if (!body.public || !linkId || !(await reviewLinkIsOpen(deps.db, linkId, deps.clock.now()))) {
    throw unauthenticated('Not authenticated');
  }
  if (!isPicture(body.contentType)) {
    throw fieldError('body.contentType', 'Upload a JPEG, PNG, WebP or HEIC photo');
  }
  const [{ photos } = { photos: 0 }] = await deps.db
    .select({ photos: count() })
    .from(uploads)
    .where(sql`starts_with(${uploads.path}, ${`public/reviews/${linkId}/`})`);
  if (photos >= maxPhotosPerReviewLink) {
    throw new DomainError('POLICY_VIOLATION', 'Too many photos for one review.');
  }
}

/**
 * An upload declared by a signed-in person (under users/{their id}/) or, for a review's photos
 * only, by anyone (see checkAnonymousUpload). A path stays taken unless its declaration was
 * abandoned: bytes never came.
 */
export async function declareUpload(
  deps: UploadDeps,
  identity: Identity | null,
  body: CreateUploadBody,
): Promise<CreatedUpload> {
  const { path, contentType, size, public: isPublic } = body;
  if (!identity) await checkAnonymousUpload(deps, body);
  const user = identity ? await getOrCreateUser(deps.db, identity) : null;
  const prefix = user ? `users/${user.id}/` : 'public/';
  if (!path.startsWith(prefix)) {
    throw new DomainError('FORBIDDEN', `Uploads from this account go under "${prefix}".`, {
      fields: { 'body.path': `Start the path with ${prefix}` },
    });
  }
  if (madeCopyName.test(path)) {
    // Declared first, such a path would take the place of a later picture's thumbnail.
    throw fieldError('body.path', 'Names ending in .w<width>.webp or .avif are kept for picture copies');
  }
  // A public file is served from the product's own origin to anyone: pictures only.
  if (isPublic && !isPicture(contentType)) {
    throw fieldError(
      'body.contentType',
      'Only pictures can be public: upload a JPEG, PNG, WebP or HEIC image',
    );
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
 * stores them with the copies made of pictures (picture-copies.ts).
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
  if (body.length > row.declaredSize) {
    throw new DomainError(
      'PAYLOAD_TOO_LARGE',
      `The file is ${body.length} bytes, larger than the ${row.declaredSize} declared.`,
    );
  }
  const file = await inspectAndClean(body, row.contentType as CreateUploadBody['contentType']);
  // Copies first, so the picture is never recorded as stored without its thumbnail.
  const copies = await makePictureCopies(row, file);
  await deps.storage.put(row.path, file.bytes, file.contentType);
  await Promise.all(copies.map((c) => deps.storage.put(c.path, c.bytes, c.contentType)));
  await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .update(uploads)
      .set({ status: 'stored', size: file.bytes.length })
      .where(and(eq(uploads.id, row.id), eq(uploads.status, 'pending')))
      .returning();
    if (!stored) throw new DomainError('CONFLICT', 'This upload was already completed.');
    await recordPictureCopies(tx, row, copies, deps.clock.now());
  });
  return {
    uploadId: row.id,
    path: row.path,
    contentType: file.contentType,
    size: file.bytes.length,
    downloadUrl: await downloadUrl(deps, row),
  };
}
