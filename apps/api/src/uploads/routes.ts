import {
  completedUploadResult,
  createdUploadResult,
  createUploadBody,
  maxUploadBytes,
} from '@linework/contract/uploads';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newId } from '../db/ids.ts';
import { uploads } from '../db/schema/uploads.ts';
import { DomainError, notFound, unauthenticated } from '../domain/errors.ts';
import { getOrCreateUser } from '../users/service.ts';
import { inspectAndClean } from './inspect.ts';
import { storeVariants } from './picture-variants.ts';
import { storeThumbnail } from './thumbnails.ts';

const uploadWindowMinutes = 30;
const privateLinkSeconds = 60 * 60;

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const downloadUrl = (row: { path: string; isPublic: boolean }) =>
    row.isPublic ? app.storage.publicUrl(row.path) : app.storage.signedUrl(row.path, privateLinkSeconds);

  app.post(
    '/uploads',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags: ['uploads'],
        summary: 'Declare an upload and get where to send its bytes',
        body: createUploadBody,
        response: { 201: createdUploadResult },
      },
    },
    async (request, reply) => {
      const { path, contentType, size, public: isPublic } = request.body;
      if (!request.identity && !isPublic) throw unauthenticated('Not authenticated');
      const user = request.identity ? await getOrCreateUser(app.db, request.identity) : null;
      const prefix = user ? `users/${user.id}/` : 'public/';
      if (!path.startsWith(prefix)) {
        throw new DomainError('FORBIDDEN', `Uploads from this account go under "${prefix}".`, {
          fields: { 'body.path': `Start the path with ${prefix}` },
        });
      }
      const [taken] = await app.db.select().from(uploads).where(eq(uploads.path, path));
      if (taken) {
        const abandoned = taken.status === 'pending' && taken.expiresAt.getTime() < Date.now();
        if (!abandoned) {
          throw new DomainError('CONFLICT', 'A file already exists at this path. Choose another name.', {
            fields: { 'body.path': 'A file already exists at this path' },
          });
        }
        // A declaration whose bytes never came does not keep the path forever.
        await app.db
          .delete(uploads)
          .where(
            and(eq(uploads.id, taken.id), eq(uploads.status, 'pending'), lt(uploads.expiresAt, sql`now()`)),
          );
      }
      const id = newId();
      const expiresAt = new Date(Date.now() + uploadWindowMinutes * 60_000);
      await app.db
        .insert(uploads)
        .values({ id, ownerId: user?.id, path, contentType, declaredSize: size, isPublic, expiresAt });
      reply.status(201);
      return {
        result: {
          uploadId: id,
          uploadUrl: `${app.config.publicUrl}/v1/uploads/${id}/content`,
          downloadUrl: await downloadUrl({ path, isPublic }),
          path,
          expiresAt: expiresAt.toISOString(),
        },
      };
    },
  );

  // The bytes arrive as they are; this route alone reads a raw body, up to the size cap.
  app.register(async (instance) => {
    const raw = instance.withTypeProvider<ZodTypeProvider>();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxUploadBytes }, (_req, body, done) =>
      done(null, body),
    );
    raw.put(
      '/uploads/:uploadId/content',
      {
        bodyLimit: maxUploadBytes,
        schema: {
          tags: ['uploads'],
          summary: 'Send the bytes of a declared upload',
          params: z.object({ uploadId: z.string().min(1).max(64) }),
          response: { 200: completedUploadResult },
        },
      },
      async (request) => {
        const [row] = await raw.db
          .select()
          .from(uploads)
          .where(and(eq(uploads.id, request.params.uploadId), gt(uploads.expiresAt, sql`now()`)));
        if (row?.status !== 'pending') throw notFound('This upload');
        if (row.ownerId) {
          const user = request.identity ? await getOrCreateUser(raw.db, request.identity) : null;
          if (user?.id !== row.ownerId) throw notFound('This upload');
        }
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0) {
          throw new DomainError('VALIDATION_FAILED', 'Send the file bytes as the request body.');
        }
        const file = await inspectAndClean(body, row.contentType as never);
        await raw.storage.put(row.path, file.bytes, file.contentType);
        const [stored] = await raw.db
          .update(uploads)
          .set({ status: 'stored', size: file.bytes.length })
          .where(and(eq(uploads.id, row.id), eq(uploads.status, 'pending')))
          .returning();
        if (!stored) throw new DomainError('CONFLICT', 'This upload was already completed.');
        if (file.contentType.startsWith('image/') && file.contentType !== 'image/heic') {
          await storeThumbnail(raw, row, file.bytes);
          // Public pictures (portfolio, review photos) appear on public pages: AVIF/WebP copies for srcset.
          if (row.isPublic) await storeVariants(raw, row, file.bytes);
        }
        return {
          result: {
            uploadId: row.id,
            path: row.path,
            contentType: file.contentType,
            size: file.bytes.length,
            downloadUrl: await downloadUrl(row),
          },
        };
      },
    );
  });
};
