import type { PathParams } from '@linework/contract/endpoints/define';
import { createUpload } from '@linework/contract/endpoints/uploads';
import type { createWaiverSessionUpload } from '@linework/contract/endpoints/waivers';
import type { CreateUploadBody } from '@linework/contract/uploads';
import { ApiError, apiHeaders, call, hasSignedInUser } from './api-client.ts';

/** docs/requirements.md (uploads): a file to upload — where to fetch it and where to store it. */
export type FileUploadItem = { url: string; path: string };

export const notAuthenticated = 'Not authenticated';

/**
 * Fetches each item's url as a blob, stores it at its path, calls onSuccess per item and resolves
 * the download addresses. Without a signed-in user only public uploads are allowed, unless the
 * upload is declared at `declareAt`: an endpoint that carries its own grant (a waiver session's
 * unguessable id), where the server decides who may store what.
 */
export async function uploadFiles(
  items: FileUploadItem[],
  options: {
    isPublic?: boolean;
    declareAt?: {
      endpoint: typeof createWaiverSessionUpload;
      params: PathParams<(typeof createWaiverSessionUpload)['path']>;
    };
    onSuccess?: (item: FileUploadItem, downloadUrl: string) => void;
  },
): Promise<string[]> {
  const isPublic = options.isPublic ?? false;
  if (!hasSignedInUser() && !isPublic && !options.declareAt) throw new Error(notAuthenticated);
  const urls: string[] = [];
  for (const item of items) {
    const blob = await (await fetch(item.url)).blob();
    // Whatever type the file has: the API refuses the ones it does not take, with a message to show.
    const contentType = blob.type as CreateUploadBody['contentType'];
    const body = { path: item.path, contentType, size: blob.size, public: isPublic };
    const upload = options.declareAt
      ? await call(options.declareAt.endpoint, { params: options.declareAt.params, body })
      : await call(createUpload, { body });
    const headers = await apiHeaders({ 'Content-Type': blob.type });
    const res = await fetch(upload.uploadUrl, { method: 'PUT', headers, body: blob, credentials: 'include' });
    if (!res.ok) {
      const error = (await res.json().catch(() => null))?.error;
      throw new ApiError(
        res.status,
        error?.code ?? 'UPLOAD_FAILED',
        error?.message ?? 'The upload failed. Please try again.',
      );
    }
    const stored = (await res.json()).result as { downloadUrl: string };
    options.onSuccess?.(item, stored.downloadUrl);
    urls.push(stored.downloadUrl);
  }
  return urls;
}
