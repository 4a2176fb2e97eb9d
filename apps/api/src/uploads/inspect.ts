import type { CreateUploadBody, uploadContentTypes } from '@linework/contract/uploads';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { DomainError } from '../domain/errors.ts';
import { stripHeifMetadata } from './heif-metadata.ts';

const sniffedAs: Record<string, (typeof uploadContentTypes)[number]> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/webp': 'image/webp',
  'image/heic': 'image/heic',
  'image/heif': 'image/heic',
  'application/pdf': 'application/pdf',
};

/** Larger than any phone photo; a small file that claims more pixels is a decompression bomb. */
const maxImagePixels = 100_000_000;

/**
 * Checks the bytes are what was declared and one of the accepted kinds, then removes EXIF and GPS
 * metadata from images (turning the pixels upright first, since orientation lives in EXIF).
 */
export async function inspectAndClean(
  bytes: Buffer,
  declared: CreateUploadBody['contentType'],
): Promise<{ bytes: Buffer; contentType: string }> {
  const detected = await fileTypeFromBuffer(bytes);
  const actual = detected ? sniffedAs[detected.mime] : undefined;
  if (!actual) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG, WebP, HEIC image or a PDF.');
  }
  if (actual !== declared) {
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', `The file is ${actual}, not ${declared} as declared.`);
  }
  if (actual === 'application/pdf') return { bytes, contentType: actual };
  if (actual === 'image/heic') {
    // The bundled image library cannot decode HEVC, so the metadata is removed in the container.
    const cleaned = stripHeifMetadata(bytes);
    if (!cleaned) {
      throw new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The image could not be read. Please try another file.',
      );
    }
    return { bytes: cleaned, contentType: actual };
  }
  try {
    // sharp writes no metadata unless asked to: EXIF, GPS and XMP are dropped here.
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxImagePixels }).rotate();
    const cleaned =
      actual === 'image/jpeg'
        ? await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer()
        : actual === 'image/png'
          ? await image.png().toBuffer()
          : await image.webp({ quality: 90 }).toBuffer();
    return { bytes: cleaned, contentType: actual };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new DomainError(
        'VALIDATION_FAILED',
        'The image is too large: upload one of at most 100 megapixels.',
      );
    }
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read. Please try another file.');
  }
}
