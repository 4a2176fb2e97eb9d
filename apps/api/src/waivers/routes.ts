import { appointmentParams } from '@linework/contract/appointments';
import { shopParams } from '@linework/contract/catalog';
import { createdUploadResult, createUploadBody } from '@linework/contract/uploads';
import {
  createdWaiverSessionResult,
  draftSavedResult,
  signedWaiverReceiptResult,
  waiverDraft,
  waiverForm,
  waiverPreviewResult,
  waiverSessionParams,
  waiverSessionResult,
} from '@linework/contract/waivers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../users/service.ts';
import { declareSessionPhoto } from './photos.ts';
import { customerSessionForAppointment, saveDraft, sessionView } from './sessions.ts';
import { signWaiver } from './signing.ts';
import { shopWaiverPreview } from './templates.ts';

/** Waivers for customers: the public preview, signing sessions (by their unguessable id), and the
 * session a signed-in customer starts from their appointment page. */
export const waiverRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waivers'];

  app.get(
    '/shops/:shopUrl/waiver',
    {
      schema: {
        tags,
        summary: "The shop's current waiver, exactly as it will be signed",
        params: shopParams,
        response: { 200: waiverPreviewResult },
      },
    },
    async (request) => ({ result: await shopWaiverPreview(app.deps.db, request.params.shopUrl) }),
  );

  app.get(
    '/shops/:shopUrl/waiver-sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'A waiver session: the form to fill in, or whether it was signed or expired',
        params: waiverSessionParams,
        response: { 200: waiverSessionResult },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { result: await sessionView(app.deps, request.params.shopUrl, request.params.sessionId) };
    },
  );

  app.put(
    '/shops/:shopUrl/waiver-sessions/:sessionId/draft',
    {
      config: { rateLimit: { ...app.writeRateLimit, groupId: 'waiver-draft' } },
      schema: {
        tags,
        summary: 'Keep the answers so far (signatures are never kept in a draft)',
        params: waiverSessionParams,
        body: waiverDraft,
        response: { 200: draftSavedResult },
      },
    },
    async (request) => ({
      result: await saveDraft(app.deps, request.params.shopUrl, request.params.sessionId, request.body),
    }),
  );

  app.post(
    '/shops/:shopUrl/waiver-sessions/:sessionId/uploads',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Declare an ID photo of the session and get where to send its bytes',
        params: waiverSessionParams,
        body: createUploadBody,
        response: { 201: createdUploadResult },
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

  app.post(
    '/shops/:shopUrl/waiver-sessions/:sessionId/sign',
    {
      config: { rateLimit: app.writeRateLimit },
      // Two signature pictures (signer and guardian) travel in the body.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Sign the waiver: the record is kept unchanged, and a PDF copy is emailed',
        params: waiverSessionParams,
        body: waiverForm,
        response: { 201: signedWaiverReceiptResult },
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

  app.post(
    '/appointments/:appointmentId/waiver-session',
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Start (or continue) signing the waiver of my appointment',
        params: appointmentParams,
        response: { 200: createdWaiverSessionResult },
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
