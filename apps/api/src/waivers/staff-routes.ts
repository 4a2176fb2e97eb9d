import { businessParams } from '@linework/contract/catalog';
import {
  businessWaiverParams,
  createdWaiverSessionResult,
  createWaiverSessionBody,
  createWaiverTemplateBody,
  signedWaiverListQuery,
  signedWaiverListResult,
  waiverTemplateListResult,
  waiverTemplateResult,
  waiverVerificationResult,
} from '@linework/contract/waivers';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember, requireStaff } from '../catalog/staff.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { users } from '../db/schema/users.ts';
import { notFound } from '../domain/errors.ts';
import { alreadySigned, appointmentWaiverState, createSession, sessionUrl } from './sessions.ts';
import { listSignedWaivers, loadSignedWaiver, verifySignedWaiver } from './signed.ts';
import { createTemplateVersion, listTemplates, templateView } from './templates.ts';

/** The shop's side of waivers: template versions, sessions to send, and the signed records. */
export const waiverStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['waivers (staff)'];
  const security = [{ bearer: [] }];

  const staffOf = async (request: Parameters<typeof requireMember>[1], businessId: string) => {
    const { user, member } = await requireMember(app, request, businessId);
    requireStaff(member);
    return user;
  };

  app.get(
    '/business/:businessId/waiver-templates',
    {
      schema: {
        tags,
        security,
        summary: 'Every version of the waiver, newest first',
        params: businessParams,
        response: { 200: waiverTemplateListResult },
      },
    },
    async (request) => {
      await staffOf(request, request.params.businessId);
      const rows = await listTemplates(app.db, request.params.businessId);
      return { result: rows.map(templateView) };
    },
  );

  app.post(
    '/business/:businessId/waiver-templates',
    {
      schema: {
        tags,
        security,
        summary: 'Save a new version of the waiver; earlier signatures keep their own version',
        params: businessParams,
        body: createWaiverTemplateBody,
        response: { 201: waiverTemplateResult },
      },
    },
    async (request, reply) => {
      await staffOf(request, request.params.businessId);
      const row = await createTemplateVersion(app.db, request.params.businessId, request.body);
      reply.status(201);
      return { result: templateView(row) };
    },
  );

  app.post(
    '/business/:businessId/waiver-sessions',
    {
      schema: {
        tags,
        security,
        summary: 'Make a signing session for an appointment or a person, to email or show on the tablet',
        params: businessParams,
        body: createWaiverSessionBody,
        response: { 201: createdWaiverSessionResult },
      },
    },
    async (request, reply) => {
      const staff = await staffOf(request, request.params.businessId);
      const body = request.body;
      const [shop] = await app.db
        .select()
        .from(businesses)
        .where(eq(businesses.id, request.params.businessId));
      let customer: { id: string; email: string } | null = null;
      if (body.appointmentId) {
        const [row] = await app.db
          .select({ appointment: appointments, email: users.email })
          .from(appointments)
          .innerJoin(users, eq(users.id, appointments.customerId))
          .where(and(eq(appointments.id, body.appointmentId), eq(appointments.businessId, shop!.id)));
        if (!row) throw notFound('This appointment');
        if (await appointmentWaiverState(app.db, row.appointment.id)) throw alreadySigned();
        customer = { id: row.appointment.customerId, email: row.email };
      }
      const session = await app.db.transaction((tx) =>
        createSession(tx, {
          businessId: shop!.id,
          channel: 'staff',
          createdBy: staff.id,
          appointmentId: body.appointmentId,
          customerId: customer?.id ?? null,
          customerEmail: body.email,
          customerName: body.legalName || null,
          lifetimeMs: body.expiresInHours * 3_600_000,
          send: body.send,
        }),
      );
      reply.status(201);
      return {
        result: {
          id: session.id,
          shopUrl: shop!.shopUrl,
          url: sessionUrl(app.config.publicUrl, shop!.shopUrl, session.id),
          expiresAt: session.expiresAt.toISOString(),
          emailedTo: body.send ? (body.email ?? customer?.email ?? null) : null,
        },
      };
    },
  );

  app.get(
    '/business/:businessId/waivers',
    {
      schema: {
        tags,
        security,
        summary: 'Signed waivers of the shop, newest first',
        params: businessParams,
        querystring: signedWaiverListQuery,
        response: { 200: signedWaiverListResult },
      },
    },
    async (request) => {
      await staffOf(request, request.params.businessId);
      return { result: await listSignedWaivers(app.db, request.params.businessId, request.query) };
    },
  );

  app.get(
    '/business/:businessId/waivers/:signedWaiverId/pdf',
    {
      schema: {
        tags,
        security,
        summary: 'Download the PDF of a signed waiver',
        params: businessWaiverParams,
      },
    },
    async (request, reply) => {
      await staffOf(request, request.params.businessId);
      const row = await loadSignedWaiver(app.db, request.params.businessId, request.params.signedWaiverId);
      const pdf = await app.storage.read(row.pdfPath);
      if (!pdf) throw notFound('The PDF of this waiver');
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="waiver-${row.id}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/business/:businessId/waivers/:signedWaiverId/verify',
    {
      schema: {
        tags,
        security,
        summary: "Recompute a signed waiver's hash and check its images and PDF",
        params: businessWaiverParams,
        response: { 200: waiverVerificationResult },
      },
    },
    async (request) => {
      await staffOf(request, request.params.businessId);
      return {
        result: await verifySignedWaiver(app, request.params.businessId, request.params.signedWaiverId),
      };
    },
  );
};
