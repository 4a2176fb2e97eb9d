import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploads } from '../db/schema/uploads.ts';
import { notFound } from '../domain/errors.ts';
import type { LocalStorage } from './storage.ts';

/** Serves files of the local storage adapter: public ones to anyone, private ones by signed link. */
export async function fileRoutes(app: FastifyInstance, opts: { storage: LocalStorage }) {
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; sig?: string } }>(
    '/files/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const filePath = request.params['*'];
      const [row] = await app.db.select().from(uploads).where(eq(uploads.path, filePath));
      if (row?.status !== 'stored') throw notFound('This file');
      const { expires, sig } = request.query;
      if (!row.isPublic && !(expires && sig && opts.storage.verifySignature(filePath, expires, sig))) {
        throw notFound('This file');
      }
      const bytes = await opts.storage.read(filePath);
      if (!bytes) throw notFound('This file');
      return reply
        .header('cache-control', row.isPublic ? 'public, max-age=31536000, immutable' : 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(row.contentType)
        .send(bytes);
    },
  );
}
