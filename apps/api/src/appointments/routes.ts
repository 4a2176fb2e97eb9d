import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearestFreeTimes } from '../availability/answers.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { route } from '../http/route.ts';
import { currentUser, currentVerifiedUser } from '../users/service.ts';
import { myAppointmentCalendar } from './calendar.ts';
import { cancelAppointment, rescheduleAppointment, rescheduleTimes } from './change.ts';
import { createAppointment } from './create.ts';
import { getAppointment, listAppointments } from './read.ts';

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['booking'];

  route(
    app,
    'createAppointment',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Book a time: a 10-minute hold until the deposit is paid, or confirmed when there is none',
        auth: 'required',
        errors: [
          'EMAIL_NOT_VERIFIED',
          'SLOT_TAKEN',
          'CONFLICT',
          'POLICY_VIOLATION',
          'REQUEST_REQUIRED',
          'TIME_PASSED',
          'CLAIM_REQUIRED',
          'CLAIM_LAPSED',
        ],
      },
    },
    async (request, reply) => {
      const user = await currentVerifiedUser(app.db, request);
      const key = idempotencyKeyOf(request);
      const { id, created } = await createAppointment(app.deps, user.id, request.body, key, (wanted, zone) =>
        nearestFreeTimes(app, request.body, wanted, zone),
      );
      reply.status(created ? 201 : 200);
      return { result: await getAppointment(app.deps, user.id, id) };
    },
  );

  route(
    app,
    'cancelAppointment',
    {
      doc: {
        tags,
        summary: 'Cancel my appointment within the shop’s policy',
        auth: 'required',
        errors: ['INVALID_TRANSITION', 'CANNOT_CANCEL'],
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      await cancelAppointment(app.deps, user.id, request.params.appointmentId);
      return { result: await getAppointment(app.deps, user.id, request.params.appointmentId) };
    },
  );

  route(
    app,
    'rescheduleAppointment',
    {
      doc: {
        tags,
        summary: 'Move my appointment to another free time within the shop’s policy',
        auth: 'required',
        errors: ['SLOT_TAKEN', 'INVALID_TRANSITION', 'POLICY_VIOLATION', 'CANNOT_RESCHEDULE', 'TIME_PASSED'],
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      await rescheduleAppointment(
        app.deps,
        user.id,
        request.params.appointmentId,
        new Date(request.body.start),
      );
      return { result: await getAppointment(app.deps, user.id, request.params.appointmentId) };
    },
  );

  route(
    app,
    'getRescheduleTimes',
    {
      doc: {
        tags,
        summary: 'The free times my appointment can move to: its own length, its own time freed',
        auth: 'required',
      },
    },
    async (request) => ({
      result: await rescheduleTimes(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.params.appointmentId,
        request.query,
      ),
    }),
  );

  route(
    app,
    'getAppointment',
    {
      doc: { tags, summary: 'One of my appointments', auth: 'required' },
    },
    async (request) => ({
      result: await getAppointment(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.params.appointmentId,
      ),
    }),
  );

  route(
    app,
    'listAppointments',
    {
      doc: {
        tags,
        summary: 'A page of my upcoming, past or cancelled appointments',
        auth: 'required',
      },
    },
    async (request) => ({
      result: await listAppointments(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.query.scope,
        request.query.page,
      ),
    }),
  );

  route(
    app,
    'getAppointmentCalendar',
    {
      doc: {
        tags,
        summary:
          'My appointment as a calendar file (RFC 5545/5546): the same entry as the emails’ attachment, REQUEST while on, CANCEL once cancelled',
        auth: 'required',
      },
    },
    async (request, reply) => {
      const user = await currentUser(app.db, request);
      const file = await myAppointmentCalendar(app.deps, user.id, request.params.appointmentId);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="linework-${file.confirmationCode}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
