import {
  appointmentListQuery,
  appointmentListResult,
  appointmentParams,
  appointmentResult,
  createAppointmentBody,
  rescheduleBody,
} from '@linework/contract/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearestFreeTimes } from '../availability/answers.ts';
import { idempotencyKeyOf } from '../http/idempotency.ts';
import { currentUser } from '../users/service.ts';
import { cancelAppointment, rescheduleAppointment } from './change.ts';
import { createAppointment } from './create.ts';
import { getAppointment, listAppointments } from './read.ts';

export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['booking'];

  app.post(
    '/appointments',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Book a time: a 10-minute hold until the deposit is paid, or confirmed when there is none',
        body: createAppointmentBody,
        response: { 200: appointmentResult, 201: appointmentResult },
      },
    },
    async (request, reply) => {
      const user = await currentUser(app.db, request);
      const key = idempotencyKeyOf(request);
      const { id, created } = await createAppointment(app.deps, user.id, request.body, key, (wanted, zone) =>
        nearestFreeTimes(app, request.body, wanted, zone),
      );
      reply.status(created ? 201 : 200);
      return { result: await getAppointment(app.deps, user.id, id) };
    },
  );

  app.post(
    '/appointments/:appointmentId/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel my appointment within the shop’s policy',
        params: appointmentParams,
        response: { 200: appointmentResult },
      },
    },
    async (request) => {
      const user = await currentUser(app.db, request);
      await cancelAppointment(app.deps, user.id, request.params.appointmentId);
      return { result: await getAppointment(app.deps, user.id, request.params.appointmentId) };
    },
  );

  app.post(
    '/appointments/:appointmentId/reschedule',
    {
      schema: {
        tags,
        summary: 'Move my appointment to another free time within the shop’s policy',
        params: appointmentParams,
        body: rescheduleBody,
        response: { 200: appointmentResult },
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

  app.get(
    '/appointments/:appointmentId',
    {
      schema: {
        tags,
        summary: 'One of my appointments',
        params: appointmentParams,
        response: { 200: appointmentResult },
      },
    },
    async (request) => ({
      result: await getAppointment(
        app.deps,
        (await currentUser(app.db, request)).id,
        request.params.appointmentId,
      ),
    }),
  );

  app.get(
    '/appointments',
    {
      schema: {
        tags,
        summary: 'A page of my upcoming, past or cancelled appointments',
        querystring: appointmentListQuery,
        response: { 200: appointmentListResult },
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
};
