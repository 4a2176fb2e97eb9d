import { unstorableTextAt } from '@linework/contract/common';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../domain/errors.ts';
import { findStoredFile } from '../uploads/service.ts';
import type { LocalStorage } from './storage.ts';

/** Serves files of the local storage adapter: public ones to anyone, private ones by signed link. */
export async function fileRoutes(app: FastifyInstance, opts: { storage: LocalStorage }) {
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; sig?: string } }>(
    '/files/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const filePath = request.params['*'];
      // A path no database can hold (a NUL) names no stored file.
      if (unstorableTextAt(filePath)) throw notFound('This file');
      const row = await findStoredFile(app.deps.db, filePath);
      if (!row) throw notFound('This file');
      const { expires, sig } = request.query;
      if (!row.isPublic && !(expires && sig && opts.storage.verifySignature(filePath, expires, sig))) {
        throw notFound('This file');
      }
      const bytes = await opts.storage.read(filePath);
      if (!bytes) throw notFound('This file');
      const picture = row.contentType.startsWith('image/');
      // A picture's bytes never change at its path (a path is taken once), so a public one is kept
      // a year. Anything else (a PDF) is a download, never a page of this origin.
      if (!picture) {
        reply
          .header('content-disposition', 'attachment')
          .header('content-security-policy', "default-src 'none'; sandbox");
      }
      return reply
        .header(
          'cache-control',
          row.isPublic && picture ? 'public, max-age=31536000, immutable' : 'private, no-store',
        )
        .header('x-content-type-options', 'nosniff')
        .type(row.contentType)
        .send(bytes);
    },
  );
}
