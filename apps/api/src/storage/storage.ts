import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.ts';

/** The file storage port: local files under DATA_DIR by default, S3-compatible storage when configured. */
export type Storage = {
  kind: 'local' | 's3';
  put(filePath: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes of a stored file, or null when there is none. */
  read(filePath: string): Promise<Buffer | null>;
  /**
   * Where anyone can read a public file. Local files are root-relative (`/files/…`), so pictures load
   * from whatever host name the product is reached at (a phone on the LAN, a second domain); S3 files are
   * absolute. Anything that leaves the site (emails, share tags) wraps it in `absoluteUrl`.
   */
  publicUrl(filePath: string): string;
  /** A link to a private file that stops working after `ttlSeconds`; root-relative for local files too. */
  signedUrl(filePath: string, ttlSeconds: number): Promise<string>;
};

/** A file URL as someone outside the site needs it: root-relative paths get the PUBLIC_URL origin. */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`;

export type LocalStorage = Storage & {
  kind: 'local';
  verifySignature(filePath: string, expires: string, signature: string): boolean;
};

export function createLocalStorage(opts: { root: string; secret: string }): LocalStorage {
  const sign = (filePath: string, expires: string) =>
    createHmac('sha256', opts.secret).update(`${filePath}\n${expires}`).digest('base64url');
  const resolve = (filePath: string) => {
    const full = path.resolve(opts.root, filePath);
    if (!full.startsWith(path.resolve(opts.root) + path.sep)) throw new Error('path escapes storage root');
    return full;
  };
  return {
    kind: 'local',
    async put(filePath, bytes) {
      const full = resolve(filePath);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
    },
    async read(filePath) {
      try {
        return await readFile(resolve(filePath));
      } catch {
        return null;
      }
    },
    publicUrl: (filePath) => `/files/${filePath}`,
    async signedUrl(filePath, ttlSeconds) {
      const expires = String(Math.floor(Date.now() / 1000) + ttlSeconds);
      return `/files/${filePath}?expires=${expires}&sig=${sign(filePath, expires)}`;
    },
    verifySignature(filePath, expires, signature) {
      if (!/^\d+$/.test(expires) || Number(expires) < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(filePath, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export function createS3Storage(s3: NonNullable<Config['s3']>): Storage {
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const base = s3.endpoint
    ? `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}`
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
  return {
    kind: 's3',
    async put(filePath, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: filePath,
          Body: bytes,
          ContentType: contentType,
          // Anything but a picture is a download, never a page the bucket's origin renders.
          ContentDisposition: contentType.startsWith('image/') ? undefined : 'attachment',
        }),
      );
    },
    async read(filePath) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: filePath }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    publicUrl: (filePath) => `${base}/${filePath}`,
    signedUrl: (filePath, ttlSeconds) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: s3.bucket, Key: filePath }), {
        expiresIn: ttlSeconds,
      }),
  };
}
