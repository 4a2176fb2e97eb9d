import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema/uploads.ts';
import { fieldError } from '../domain/errors.ts';
import { isPicture } from './service.ts';

/**
 * The paths a request refers to, once each, after checking that every one is a picture this
 * person uploaded and whose bytes arrived; another user's path, a made-up one or `../` is a 400
 * naming `field`.
 */
export async function ownPicturePaths(
  db: Database,
  ownerId: string,
  paths: readonly string[],
  field: string,
): Promise<string[]> {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ path: uploads.path, contentType: uploads.contentType })
    .from(uploads)
    .where(and(inArray(uploads.path, unique), eq(uploads.ownerId, ownerId), eq(uploads.status, 'stored')));
  if (found.length !== unique.length) {
    throw fieldError(field, 'Upload the reference images first; one of them is not yours or not finished.');
  }
  if (found.some((f) => !isPicture(f.contentType))) {
    throw fieldError(field, 'Reference images must be pictures (JPEG, PNG, WebP or HEIC).');
  }
  return unique;
}
