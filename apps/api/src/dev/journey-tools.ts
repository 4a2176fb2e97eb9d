import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { moveAppointmentToToday } from '../dev/appointment-today.ts';
import { recordCompletedVisit } from '../dev/completed-visit.ts';
import { notFound } from '../domain/errors.ts';
import { findUserByEmail } from '../users/service.ts';
import { runDueJobs } from '../worker/worker.ts';
import { recordDesignProject } from './proof-project.ts';

const appointmentBody = z.strictObject({ appointmentId: z.string().min(1).max(64) });
const completedVisitBody = z.strictObject({ customerEmail: z.email(), artistUrlPath: z.string().min(1) });

/**
 * Tools for journeys and local trials, mounted only with dev tools on (config.devTools): run the background jobs now
 * (the test server has no timer-driven worker), record a finished visit so a review link exists, and
 * bring a booked appointment to today (the server's clock cannot move).
 */
export async function devJourneyRoutes(app: FastifyInstance) {
  app.post('/jobs/run', { schema: { hide: true } }, async () => ({ result: await runDueJobs(app.deps) }));

  app.post('/completed-visits', { schema: { hide: true, body: completedVisitBody } }, async (request) => {
    const body = request.body as z.infer<typeof completedVisitBody>;
    const customer = await findUserByEmail(app.deps.db, body.customerEmail);
    if (!customer) throw notFound('This customer');
    return {
      result: await recordCompletedVisit(app.deps, {
        customerId: customer.id,
        artistUrlPath: body.artistUrlPath,
      }),
    };
  });

  // A project around a booked appointment, for the design-approval journeys.
  app.post('/design-projects', { schema: { hide: true, body: appointmentBody } }, async (request) => ({
    result: await recordDesignProject(
      app.deps,
      (request.body as z.infer<typeof appointmentBody>).appointmentId,
    ),
  }));

  // A booked appointment brought to a time today that has begun: the door and "completed" act on it
  // without the weeks between booking and day passing (appointment-today.ts says why).
  app.post('/appointments-today', { schema: { hide: true, body: appointmentBody } }, async (request) => ({
    result: await moveAppointmentToToday(
      app.deps,
      (request.body as z.infer<typeof appointmentBody>).appointmentId,
    ),
  }));
}
