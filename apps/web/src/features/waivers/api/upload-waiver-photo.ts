import { createWaiverSessionUpload } from '@linework/contract/endpoints/waivers';
import { uploadFiles } from '../../../lib/upload.ts';

export type WaiverPhotoKind = 'id-front' | 'id-back' | 'guardian-id-front' | 'guardian-id-back';

const extension: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Sends an ID photo into the session's own private folder through the upload helper; the session's
 * unguessable id is the grant, so it works on the shop's tablet without anyone signed in.
 */
export async function uploadWaiverPhoto(
  shopUrl: string,
  sessionId: string,
  kind: WaiverPhotoKind,
  photo: Blob,
): Promise<{ path: string; previewUrl: string }> {
  const previewUrl = URL.createObjectURL(photo);
  const path = `waiver-sessions/${sessionId}/${kind}-${crypto.randomUUID()}.${extension[photo.type] ?? 'jpg'}`;
  await uploadFiles([{ url: previewUrl, path }], {
    declareAt: { endpoint: createWaiverSessionUpload, params: { shopUrl, sessionId } },
  });
  return { path, previewUrl };
}
