import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { currentUser } from '../users/service.ts';
import { declareSessionPhoto } from './photos.ts';
import { customerSessionForAppointment, saveDraft, sessionView } from './sessions.ts';
import { signWaiver } from './signing.ts';
import { shopWaiverPreview } from './templates.ts';

/** Waivers for customers: the public preview, signing sessions (by their unguessable id), and the
 * session a signed-in customer starts from their appointment page. */
export const waiverRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waivers'];

  route(
    app,
    'getWaiverPreview',
    {
      doc: {
        tags,
        summary: "The shop's current waiver, exactly as it will be signed",
      },
    },
    async (request) => ({ result: await shopWaiverPreview(app.deps.db, request.params.shopUrl) }),
  );

  route(
    app,
    'getWaiverSession',
    {
      doc: {
        tags,
        summary: 'A waiver session: the form to fill in, or whether it was signed or expired',
        errors: ['WAIVER_SESSION_EXPIRED'],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await sessionView(app.deps, request.params.shopUrl, request.params.sessionId) };
    },
  );

  route(
    app,
    'saveWaiverDraft',
    {
      config: { rateLimit: { ...app.writeRateLimit, groupId: 'waiver-draft' } },
      doc: {
        tags,
        summary: 'Keep the answers so far (signatures are never kept in a draft)',
        errors: ['WAIVER_SESSION_EXPIRED', 'WAIVER_ALREADY_SIGNED'],
      },
    },
    async (request) => ({
      result: await saveDraft(app.deps, request.params.shopUrl, request.params.sessionId, request.body),
    }),
  );

  route(
    app,
    'createWaiverSessionUpload',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Declare an ID photo of the session and get where to send its bytes',
        errors: ['WAIVER_SESSION_EXPIRED', 'WAIVER_ALREADY_SIGNED'],
      },
    },
    async (request, reply) => {
      const upload = await declareSessionPhoto(
        app.deps,
        request.params.shopUrl,
        request.params.sessionId,
        request.body,
      );
      reply.status(201);
      return { result: upload };
    },
  );

  route(
    app,
    'signWaiver',
    {
      config: { rateLimit: app.writeRateLimit },
      // Two signature pictures (signer and guardian) travel in the body.
      bodyLimit: 2 * 1024 * 1024,
      doc: {
        tags,
        summary: 'Sign the waiver: the record is kept unchanged, and a PDF copy is emailed',
        errors: ['WAIVER_SESSION_EXPIRED', 'WAIVER_ALREADY_SIGNED', 'GUARDIAN_REQUIRED', 'PAYLOAD_TOO_LARGE'],
      },
    },
    async (request, reply) => {
      const receipt = await signWaiver(
        app.deps,
        request.params.shopUrl,
        request.params.sessionId,
        request.body,
        {
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
      );
      reply.status(201);
      return { result: receipt };
    },
  );

  route(
    app,
    'startWaiverSession',
    {
      doc: {
        tags,
        summary: 'Start (or continue) signing the waiver of my appointment',
        auth: 'required',
      },
    },
    async (request) => {
      const user = await currentUser(app.deps.db, request);
      return {
        result: await customerSessionForAppointment(app.deps, user.id, request.params.appointmentId),
      };
    },
  );
};
