import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BusinessAccess, requireArtistAtShop } from '../business/access.ts';
import { routeSchema } from '../http/route-schema.ts';
import { visibleArtist } from './access.ts';
import { applyStaffAction } from './actions.ts';
import { readHours, replaceHours, settingsOf, updateBookingSettings } from './artist-settings.ts';
import { getShopAppointment, listDay } from './day.ts';
import { addTimeOff, listTimeOff, removeTimeOff } from './time-off.ts';
import type { StaffAction } from './transitions.ts';

type StaffActionEndpoint =
  | 'confirmShopAppointment'
  | 'cancelShopAppointment'
  | 'completeShopAppointment'
  | 'markNoShow';

/**
 * The shop's booking tools under /v1/business/{businessId}: an artist's hours, time off and booking
 * settings, the appointments of a day, and confirm / cancel / complete / no-show. Registered by
 * `business/access.ts`, whose check gives a non-member 404; an artist member reaches only their own
 * artist and appointments.
 */
export const staffBookingBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];

  /** The member and their artist's row at the shop, once the member may manage that artist. */
  const artistAtShop = async (request: { business: BusinessAccess; params: { artistId: string } }) => {
    const { member } = request.business;
    return { member, link: await requireArtistAtShop(app.deps, member, request.params.artistId) };
  };

  app.get(
    '/artists/:artistId/hours',
    {
      schema: routeSchema('getArtistHours', {
        tags,
        summary: "An artist's weekly working hours at the shop, in the shop's time zone",
      }),
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      return { result: await readHours(app.deps, link) };
    },
  );

  app.put(
    '/artists/:artistId/hours',
    {
      schema: routeSchema('replaceArtistHours', {
        tags,
        summary: "Replace an artist's weekly working hours at the shop",
      }),
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      await replaceHours(app.deps, link, request.body.intervals);
      return { result: await readHours(app.deps, link) };
    },
  );

  app.get(
    '/artists/:artistId/time-off',
    {
      schema: routeSchema('listTimeOff', {
        tags,
        summary: "An artist's time off that has not ended yet (at any shop: it blocks times here too)",
      }),
    },
    async (request) => {
      const { member } = await artistAtShop(request);
      const from = request.query.from ? new Date(request.query.from) : undefined;
      return { result: await listTimeOff(app.deps, member.businessId, request.params.artistId, from) };
    },
  );

  app.post(
    '/artists/:artistId/time-off',
    {
      schema: routeSchema('addTimeOff', {
        tags,
        summary: 'Add time off: no time is offered inside it, at any shop',
      }),
    },
    async (request, reply) => {
      const { member } = await artistAtShop(request);
      const added = await addTimeOff(app.deps, member.businessId, request.params.artistId, request.body);
      reply.status(201);
      return { result: added };
    },
  );

  app.delete(
    '/artists/:artistId/time-off/:timeOffId',
    {
      schema: routeSchema('removeTimeOff', { tags, summary: 'Remove time off this shop recorded' }),
    },
    async (request) => {
      const { member } = await artistAtShop(request);
      await removeTimeOff(app.deps, member.businessId, request.params.artistId, request.params.timeOffId);
      return { result: { removed: true as const } };
    },
  );

  app.get(
    '/artists/:artistId/booking-settings',
    {
      schema: routeSchema('getBookingSettings', {
        tags,
        summary: "An artist's booking settings at the shop: lead time, horizon, buffers, slot step",
      }),
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      return { result: settingsOf(link) };
    },
  );

  app.patch(
    '/artists/:artistId/booking-settings',
    {
      schema: routeSchema('updateBookingSettings', {
        tags,
        summary: "Change an artist's booking settings at the shop",
      }),
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      return { result: await updateBookingSettings(app.deps, link, request.body) };
    },
  );

  app.get(
    '/appointments',
    {
      schema: routeSchema('listDayAppointments', {
        tags,
        summary: "The shop's appointments of one day of its own calendar, with the customers' contact",
      }),
    },
    async (request) => {
      const { member } = request.business;
      const artistId = visibleArtist(member, request.query.artistId);
      return { result: await listDay(app.deps, member.businessId, request.query.date, artistId) };
    },
  );

  const actions: { path: string; action: StaffAction; name: StaffActionEndpoint; summary: string }[] = [
    {
      path: 'confirm',
      action: 'confirm',
      name: 'confirmShopAppointment',
      summary: 'Confirm a held or pending appointment',
    },
    {
      path: 'cancel',
      action: 'cancel',
      name: 'cancelShopAppointment',
      summary:
        'Cancel an appointment as the shop: a paid deposit is always refunded; the customer is emailed',
    },
    {
      path: 'complete',
      action: 'complete',
      name: 'completeShopAppointment',
      summary: 'Mark an appointment completed, once it has started',
    },
    {
      path: 'no-show',
      action: 'no_show',
      name: 'markNoShow',
      summary: 'Mark a confirmed appointment a no-show, once it has started',
    },
  ];
  for (const { path, action, name, summary } of actions) {
    app.post(
      `/appointments/:appointmentId/${path}`,
      {
        schema: routeSchema(name, {
          tags,
          summary,
          errors: ['INVALID_TRANSITION', 'NOT_STARTED', 'ALREADY_OVER'],
        }),
      },
      async (request) => {
        const { user, member } = request.business;
        const { appointmentId } = request.params;
        await applyStaffAction(app.deps, member, user.id, appointmentId, action, request.body?.reason);
        return { result: await getShopAppointment(app.deps, member.businessId, appointmentId) };
      },
    );
  }
};
