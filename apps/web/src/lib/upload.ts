import type { CreatedUpload } from '@linework/contract/uploads';
import { ApiError, api, apiHeaders, hasSignedInUser } from './api-client.ts';

/** docs/requirements.md (uploads): a file to upload — where to fetch it and where to store it. */
export type FileUploadItem = { url: string; path: string };

export const notAuthenticated = 'Not authenticated';

/**
 * Fetches each item's url as a blob, stores it at its path, calls onSuccess per item and resolves
 * the download addresses. Without a signed-in user only public uploads are allowed, unless the
 * upload is declared at `declareUrl`: an address that carries its own grant (a waiver session's
 * unguessable id), where the server decides who may store what.
 */
export async function uploadFiles(
  items: FileUploadItem[],
  options: {
    isPublic?: boolean;
    declareUrl?: string;
    onSuccess?: (item: FileUploadItem, downloadUrl: string) => void;
  },
): Promise<string[]> {
  const isPublic = options.isPublic ?? false;
  const declareUrl = options.declareUrl ?? '/v1/uploads';
  if (!hasSignedInUser() && !isPublic && !options.declareUrl) throw new Error(notAuthenticated);
  const urls: string[] = [];
  for (const item of items) {
    const blob = await (await fetch(item.url)).blob();
    const upload = await api<CreatedUpload>(declareUrl, {
      method: 'POST',
      body: { path: item.path, contentType: blob.type, size: blob.size, public: isPublic },
    });
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
