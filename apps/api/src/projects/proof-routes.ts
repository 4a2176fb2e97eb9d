import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { currentUser } from '../users/service.ts';
import {
  appointmentDesign,
  approvedDesigns,
  customersProject,
  decideProof,
  loadDesign,
  membersAppointments,
  membersProjects,
  setApproval,
  uploadProof,
} from './proofs.ts';

/** Design approval, the customer's side: the versions of their design, and their answer. */
export const proofRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['projects'];

  route(
    app,
    'getProjectDesign',
    {
      doc: {
        tags,
        summary: 'The design of my project: every version the artist sent, newest first, and my answers',
        auth: 'required',
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      return { result: await loadDesign(app.deps, request.params.projectId, customersProject(user.id)) };
    },
  );

  route(
    app,
    'decideProjectProof',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary:
          'Approve the newest version of the design (it is pinned to the project) or ask for changes with a comment',
        auth: 'required',
        errors: ['PROOF_DECIDED', 'PROOF_SUPERSEDED'],
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      const { projectId, proofId } = request.params;
      await decideProof(app.deps, user.id, projectId, proofId, request.body);
      return { result: await loadDesign(app.deps, projectId, customersProject(user.id)) };
    },
  );

  route(
    app,
    'getAppointmentDesign',
    {
      doc: {
        tags,
        summary: 'The approved design of my appointment’s project, or null',
        auth: 'required',
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      return { result: await appointmentDesign(app.deps, user.id, request.params.appointmentId) };
    },
  );
};

/**
 * Design approval, the shop's side: the whole team follows a project's design (an artist their own
 * projects); the owner and the project's artist send new versions. Registered under
 * `/v1/business/:businessId` by `business/access.ts`, which checks the membership and the role.
 */
export const proofBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];

  route(
    app,
    'getShopProjectDesign',
    {
      doc: {
        tags,
        summary: 'A project’s design: every version, newest first, with the customer’s answers',
      },
    },
    async (request) => ({
      result: await loadDesign(app.deps, request.params.projectId, membersProjects(request.business.member)),
    }),
  );

  route(
    app,
    'uploadProjectProof',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary:
          'Send the customer a new version of the design (pictures uploaded first, and a note); they are emailed',
        errors: ['CONFLICT'],
      },
    },
    async (request, reply) => {
      const { member } = request.business;
      await uploadProof(app.deps, member, request.params.projectId, request.body);
      reply.status(201);
      return { result: await loadDesign(app.deps, request.params.projectId, membersProjects(member)) };
    },
  );

  route(
    app,
    'setProjectApproval',
    {
      doc: {
        tags,
        summary: 'Whether the project’s sessions need an approved design, and by how many days before each',
      },
    },
    async (request) => {
      const { member } = request.business;
      await setApproval(app.deps, member, request.params.projectId, request.body);
      return { result: await loadDesign(app.deps, request.params.projectId, membersProjects(member)) };
    },
  );

  route(
    app,
    'listApprovedDesigns',
    {
      doc: {
        tags,
        summary: 'The approved designs of the given appointments’ projects (the day view, the door)',
      },
    },
    async (request) => ({
      result: await approvedDesigns(
        app.deps,
        request.query.appointments,
        membersAppointments(request.business.member)!,
      ),
    }),
  );
};
