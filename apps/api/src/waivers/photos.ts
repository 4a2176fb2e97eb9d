import type { CreatedUpload, CreateUploadBody } from '@linework/contract/uploads';
import { and, count, eq, sql } from 'drizzle-orm';
import { uploads } from '../db/schema/uploads.ts';
import type { Deps } from '../deps.ts';
import { DomainError, fieldError } from '../domain/errors.ts';
import { recordDeclaredUpload } from '../uploads/service.ts';
import { loadSession, requireOpen } from './sessions.ts';
import { sessionPhotoPrefix } from './signing.ts';

const photoTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** Front and back, for the signer and a guardian, with room for a few retakes. */
const maxPhotosPerSession = 16;

/**
 * Declares an ID photo of a session. The session's unguessable id stands in for a sign-in (the
 * form is filled in on the shop's tablet too), so the photo is private, belongs to no account and
 * lives under the session's own folder, where only this session's record can take it from.
 */
export async function declareSessionPhoto(
  deps: Pick<Deps, 'db' | 'storage' | 'config' | 'clock'>,
  shopUrl: string,
  sessionId: string,
  body: CreateUploadBody,
): Promise<CreatedUpload> {
  const { session } = await loadSession(deps.db, shopUrl, sessionId);
  requireOpen(session, deps.clock.now());
  const prefix = sessionPhotoPrefix(session.id);
  if (!body.path.startsWith(prefix)) throw fieldError('path', `Start the path with ${prefix}`);
  if (body.public) throw fieldError('public', 'ID photos are never public');
  if (!photoTypes.has(body.contentType))
    throw fieldError('contentType', 'Take or choose a JPEG, PNG or WebP photo');
  const [{ photos } = { photos: 0 }] = await deps.db
    .select({ photos: count() })
    .from(uploads)
    .where(and(sql`starts_with(${uploads.path}, ${prefix})`, eq(uploads.isPublic, false)));
  if (photos >= maxPhotosPerSession) {
    throw new DomainError('POLICY_VIOLATION', 'Too many photos for one waiver. Ask the shop for help.');
  }
  return recordDeclaredUpload(deps, {
    ownerId: null,
    path: body.path,
    contentType: body.contentType,
    size: body.size,
    isPublic: false,
  });
}
