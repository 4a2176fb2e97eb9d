import { maxUploadBytes } from '@linework/contract/uploads';
import { uploadFiles } from '../../../../lib/upload.ts';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

/** The picture's own size, so pages reserve its space before it loads. */
async function sizeOf(url: string): Promise<{ width: number; height: number }> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return { width: img.naturalWidth, height: img.naturalHeight };
}

/**
 * Stores a picture the person chose as a public upload under their own folder and answers what the
 * API needs to use it; throws with a message to show when the file is not a picture it takes.
 */
export async function uploadPicture(file: File, userId: string, folder: string) {
  const extension = extensions[file.type];
  if (!extension) throw new Error(`${file.name} is not a JPEG, PNG, WebP or HEIC picture.`);
  if (file.size > maxUploadBytes) throw new Error(`${file.name} is larger than 15 MB.`);
  const url = URL.createObjectURL(file);
  try {
    const size = await sizeOf(url).catch(() => ({ width: 1200, height: 900 }));
    const path = `users/${userId}/${folder}/${crypto.randomUUID()}.${extension}`;
    await uploadFiles([{ url, path }], { isPublic: true });
    return { path, ...size };
  } finally {
    URL.revokeObjectURL(url);
  }
}
