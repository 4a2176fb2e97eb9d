import sharp from 'sharp';
import { newId } from '../db/ids.ts';
import { uploads } from '../db/schema/uploads.ts';
import type { Deps } from '../deps.ts';

/** Width of the small WebP copy made of every uploaded picture, for grids and cards. */
const thumbnailWidth = 480;

/** Where the thumbnail of a stored picture lives: beside it, with its width in the name. */
export const thumbnailPath = (path: string) => `${path}.w${thumbnailWidth}.webp`;

export const makeThumbnail = (bytes: Buffer) =>
  sharp(bytes).resize({ width: thumbnailWidth, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();

/** Makes and stores the thumbnail of a picture, readable by the same people as the picture. */
export async function storeThumbnail(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  original: { path: string; ownerId: string | null; isPublic: boolean },
  bytes: Buffer,
) {
  const thumb = await makeThumbnail(bytes);
  await deps.storage.put(thumbnailPath(original.path), thumb, 'image/webp');
  await deps.db.insert(uploads).values({
    id: newId(),
    ownerId: original.ownerId,
    path: thumbnailPath(original.path),
    contentType: 'image/webp',
    declaredSize: thumb.length,
    size: thumb.length,
    isPublic: original.isPublic,
    status: 'stored',
    // Stored at once: there is nothing left to wait for.
    expiresAt: deps.clock.now(),
  });
}
