import { maxUploadBytes } from '@linework/contract/uploads';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { completeUpload, declareUpload } from './service.ts';

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    'createUpload',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags: ['uploads'],
        summary: 'Declare an upload and get where to send its bytes',
        auth: 'optional',
        errors: ['PAYLOAD_TOO_LARGE'],
      },
    },
    async (request, reply) => {
      const upload = await declareUpload(app.deps, request.identity, request.body);
      reply.status(201);
      return { result: upload };
    },
  );

  // The bytes arrive as they are; this route alone reads a raw body, up to the size cap.
  app.register(async (instance) => {
    const raw = instance.withTypeProvider<ZodTypeProvider>();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxUploadBytes }, (_req, body, done) =>
      done(null, body),
    );
    route(
      raw,
      'uploadContent',
      {
        bodyLimit: maxUploadBytes,
        doc: {
          tags: ['uploads'],
          summary: 'Send the bytes of a declared upload',
          auth: 'optional',
          errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
        },
      },
      async (request) => ({
        result: await completeUpload(app.deps, request.params.uploadId, request.identity, request.body),
      }),
    );
  });
};
