import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { uploads } from '../db/schema/uploads.ts';
import { makeVariants } from './picture-variants.ts';
import { makeThumbnail, thumbnailPath } from './thumbnails.ts';

export type PictureCopy = { path: string; bytes: Buffer; contentType: string };

/**
 * The copies made of a stored picture: its thumbnail always and, for a public one (portfolio,
 * review photos on public pages), AVIF/WebP copies for srcset. HEIC cannot be decoded here.
 */
export async function makePictureCopies(
  original: { path: string; isPublic: boolean },
  file: { bytes: Buffer; contentType: string },
): Promise<PictureCopy[]> {
  if (!file.contentType.startsWith('image/') || file.contentType === 'image/heic') return [];
  const thumbnail = {
    path: thumbnailPath(original.path),
    bytes: await makeThumbnail(file.bytes),
    contentType: 'image/webp',
  };
  const variants = original.isPublic ? (await makeVariants(original.path, file.bytes)).files : [];
  return [thumbnail, ...variants];
}

/**
 * Records the copies in the same transaction as their picture, readable by the same people. A row
 * already at a copy's path (a declaration from before such names were refused) gives way to it,
 * so no stored picture is left without its thumbnail.
 */
export async function recordPictureCopies(
  tx: Transaction,
  original: { ownerId: string | null; isPublic: boolean },
  copies: PictureCopy[],
  now: Date,
) {
  if (copies.length === 0) return;
  await tx
    .insert(uploads)
    .values(
      copies.map((c) => ({
        id: newId(),
        ownerId: original.ownerId,
        path: c.path,
        contentType: c.contentType,
        declaredSize: c.bytes.length,
        size: c.bytes.length,
        isPublic: original.isPublic,
        status: 'stored' as const,
        // Stored at once: there is nothing left to wait for.
        expiresAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: uploads.path,
      set: {
        ownerId: original.ownerId,
        contentType: sql`excluded.content_type`,
        declaredSize: sql`excluded.declared_size`,
        size: sql`excluded.size`,
        isPublic: original.isPublic,
        status: 'stored',
        expiresAt: now,
      },
    });
}
