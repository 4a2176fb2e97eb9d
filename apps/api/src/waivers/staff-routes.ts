import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { createStaffSession } from './sessions.ts';
import { listSignedWaivers, signedWaiverPdf, verifySignedWaiver } from './signed.ts';
import { createTemplateVersion, listTemplates, templateView } from './templates.ts';

/**
 * The shop's side of waivers: template versions, sessions to send, and the signed records. Owners and
 * staff only; registered under `/v1/business/:businessId` by `business/access.ts`, which checks that.
 */
export const waiverBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waivers (staff)'];

  route(
    app,
    'listWaiverTemplates',
    {
      doc: {
        tags,
        summary: 'Every version of the waiver, newest first',
      },
    },
    async (request) => {
      const rows = await listTemplates(app.deps.db, request.business.member.businessId);
      return { result: rows.map(templateView) };
    },
  );

  route(
    app,
    'createWaiverTemplate',
    {
      doc: {
        tags,
        summary: 'Save a new version of the waiver; earlier signatures keep their own version',
      },
    },
    async (request, reply) => {
      const row = await createTemplateVersion(app.deps.db, request.business.member.businessId, request.body);
      reply.status(201);
      return { result: templateView(row) };
    },
  );

  route(
    app,
    'createWaiverSession',
    {
      doc: {
        tags,
        summary: 'Make a signing session for an appointment or a person, to email or show on the tablet',
      },
    },
    async (request, reply) => {
      const { user, member } = request.business;
      const session = await createStaffSession(app.deps, member.businessId, user.id, request.body);
      reply.status(201);
      return { result: session };
    },
  );

  route(
    app,
    'listSignedWaivers',
    {
      doc: { tags, summary: 'Signed waivers of the shop, newest first' },
    },
    async (request) => ({
      result: await listSignedWaivers(app.deps.db, request.business.member.businessId, request.query),
    }),
  );

  route(
    app,
    'getSignedWaiverPdf',
    {
      doc: { tags, summary: 'Download the PDF of a signed waiver' },
    },
    async (request, reply) => {
      const { businessId } = request.business.member;
      const { id, pdf } = await signedWaiverPdf(app.deps, businessId, request.params.signedWaiverId);
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="waiver-${id}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  route(
    app,
    'verifySignedWaiver',
    {
      doc: {
        tags,
        summary: "Recompute a signed waiver's hash and check its images and PDF",
      },
    },
    async (request) => {
      const { businessId } = request.business.member;
      return { result: await verifySignedWaiver(app.deps, businessId, request.params.signedWaiverId) };
    },
  );
};
