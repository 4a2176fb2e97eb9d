import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type BusinessAccess, isStaff, requireArtistAtShop } from '../business/access.ts';
import { resolveAuthSecret } from '../config.ts';
import { businessMembers } from '../db/schema/catalog.ts';
import { unauthenticated } from '../domain/errors.ts';
import { route } from '../http/route.ts';
import { visibleArtist } from './access.ts';
import { applyStaffAction } from './actions.ts';
import { readHours, replaceHours, settingsOf, updateBookingSettings } from './artist-settings.ts';
import { previewShopCancel } from './cancel-preview.ts';
import { listDateHours, removeDateHours, replaceDateHours } from './date-hours.ts';
import { getShopAppointment, listDay } from './day.ts';
import { addGuestSpot, listGuestSpots, removeGuestSpot } from './guest-spots.ts';
import { createBusinessHub, issueBusinessTicket, openBusinessStream, verifyBusinessTicket } from './live.ts';
import { rescheduleByShop } from './reschedule.ts';
import { addTimeOff, listTimeOff, removeTimeOff } from './time-off.ts';
import type { StaffAction } from './transitions.ts';

type StaffActionEndpoint =
  | 'confirmShopAppointment'
  | 'cancelShopAppointment'
  | 'completeShopAppointment'
  | 'markNoShow';

/**
 * The shop's booking tools under /v1/business/{businessId}: an artist's hours (weekly and on dates),
 * time off and booking settings, the appointments of a day, and confirm / cancel / complete /
 * no-show. Registered by `business/access.ts`, whose check gives a non-member 404; an artist member
 * reaches only their own artist and appointments.
 */
export const staffBookingBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['business'];
  const secret = resolveAuthSecret(app.config);

  /** The member and their artist's row at the shop, once the member may manage that artist. */
  const artistAtShop = async (request: { business: BusinessAccess; params: { artistId: string } }) => {
    const { member } = request.business;
    return { member, link: await requireArtistAtShop(app.deps, member, request.params.artistId) };
  };

  route(
    app,
    'getArtistHours',
    {
      doc: {
        tags,
        summary: "An artist's weekly working hours at the shop, in the shop's time zone",
      },
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      return { result: await readHours(app.deps, link) };
    },
  );

  route(
    app,
    'replaceArtistHours',
    {
      doc: {
        tags,
        summary: "Replace an artist's weekly working hours at the shop",
      },
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      await replaceHours(app.deps, link, request.body.intervals);
      return { result: await readHours(app.deps, link) };
    },
  );

  route(
    app,
    'listDateHours',
    {
      doc: {
        tags,
        summary:
          "An artist's different hours on dates at the shop, from today on: on each, they replace that weekday's weekly hours",
      },
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      return { result: await listDateHours(app.deps, link) };
    },
  );

  route(
    app,
    'replaceDateHours',
    {
      doc: {
        tags,
        summary: "Set an artist's hours on one date of the shop's calendar, instead of that weekday's",
      },
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      return { result: await replaceDateHours(app.deps, link, request.params.date, request.body.intervals) };
    },
  );

  route(
    app,
    'removeDateHours',
    {
      doc: {
        tags,
        summary: "Remove an artist's different hours on a date: the weekly hours apply again",
      },
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      await removeDateHours(app.deps, link, request.params.date);
      return { result: { removed: true as const } };
    },
  );

  route(
    app,
    'listTimeOff',
    {
      doc: {
        tags,
        summary: "An artist's time off that has not ended yet (at any shop: it blocks times here too)",
      },
    },
    async (request) => {
      const { member } = await artistAtShop(request);
      const from = request.query.from ? new Date(request.query.from) : undefined;
      return { result: await listTimeOff(app.deps, member.businessId, request.params.artistId, from) };
    },
  );

  route(
    app,
    'addTimeOff',
    {
      doc: {
        tags,
        summary: 'Add time off: no time is offered inside it, at any shop',
      },
    },
    async (request, reply) => {
      const { member } = await artistAtShop(request);
      const added = await addTimeOff(app.deps, member.businessId, request.params.artistId, request.body);
      reply.status(201);
      return { result: added };
    },
  );

  route(
    app,
    'removeTimeOff',
    {
      doc: { tags, summary: 'Remove time off this shop recorded' },
    },
    async (request) => {
      const { member } = await artistAtShop(request);
      await removeTimeOff(app.deps, member.businessId, request.params.artistId, request.params.timeOffId);
      return { result: { removed: true as const } };
    },
  );

  route(
    app,
    'getBookingSettings',
    {
      doc: {
        tags,
        summary: "An artist's booking settings at the shop: lead time, horizon, buffers, slot step",
      },
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      return { result: settingsOf(link) };
    },
  );

  route(
    app,
    'updateBookingSettings',
    {
      doc: {
        tags,
        summary: "Change an artist's booking settings at the shop",
      },
    },
    async (request) => {
      const { link } = await artistAtShop(request);
      return { result: await updateBookingSettings(app.deps, link, request.body) };
    },
  );

  route(
    app,
    'listGuestSpots',
    {
      doc: {
        tags,
        summary:
          "The guest spots at the shop that are not over yet: who, and on which days of the shop's calendar",
      },
    },
    async (request) => ({ result: await listGuestSpots(app.deps, request.business.member.businessId) }),
  );

  route(
    app,
    'addGuestSpot',
    {
      doc: {
        tags,
        summary:
          'Host an artist of Linework for a guest spot: bookable here on those days only, starting with the shop hours',
        errors: ['CONFLICT'],
      },
    },
    async (request, reply) => {
      const added = await addGuestSpot(app.deps, request.business.member.businessId, request.body);
      reply.status(201);
      return { result: added };
    },
  );

  route(
    app,
    'removeGuestSpot',
    {
      doc: {
        tags,
        summary: 'Remove a guest spot that has no appointments ahead at the shop',
        errors: ['CONFLICT'],
      },
    },
    async (request) => {
      await removeGuestSpot(app.deps, request.business.member.businessId, request.params.artistId);
      return { result: { removed: true as const } };
    },
  );

  route(
    app,
    'listDayAppointments',
    {
      doc: {
        tags,
        summary:
          "The shop's appointments of one day (or up to a week) of its own calendar, with the customers' contact, deposit, waiver and arrival",
      },
    },
    async (request) => {
      const { member } = request.business;
      const { date, days, artistId: asked } = request.query;
      const artistId = visibleArtist(member, asked);
      return { result: await listDay(app.deps, member.businessId, date, artistId, days) };
    },
  );

  route(
    app,
    'previewShopCancel',
    {
      doc: {
        tags,
        summary: 'What cancelling this appointment now would refund the customer, before the shop does it',
      },
    },
    async (request) => ({
      result: await previewShopCancel(app.deps, request.business.member, request.params.appointmentId),
    }),
  );

  route(
    app,
    'rescheduleShopAppointment',
    {
      doc: {
        tags,
        summary: 'Move an appointment to another free time of its artist; the customer is emailed',
        errors: ['CANNOT_RESCHEDULE', 'SLOT_TAKEN'],
      },
    },
    async (request) => {
      const { user, member } = request.business;
      const { appointmentId } = request.params;
      const { start, reason } = request.body;
      await rescheduleByShop(app.deps, member, user.id, appointmentId, new Date(start), reason);
      return { result: await getShopAppointment(app.deps, member.businessId, appointmentId) };
    },
  );

  route(
    app,
    'getBusinessStreamTicket',
    {
      doc: {
        tags,
        summary: "A one-minute ticket to open the shop's live stream of appointment changes",
      },
    },
    async (request) => {
      const { user, member } = request.business;
      const now = app.deps.clock.now().getTime();
      const { ticket, expiresAt } = issueBusinessTicket(secret, user.id, member.businessId, now);
      return { result: { ticket, expiresAt: expiresAt.toISOString() } };
    },
  );

  const actions: { action: StaffAction; name: StaffActionEndpoint; summary: string }[] = [
    {
      action: 'confirm',
      name: 'confirmShopAppointment',
      summary: 'Confirm a held or pending appointment',
    },
    {
      action: 'cancel',
      name: 'cancelShopAppointment',
      summary:
        'Cancel an appointment as the shop: a paid deposit is always refunded; the customer is emailed',
    },
    {
      action: 'complete',
      name: 'completeShopAppointment',
      summary: 'Mark an appointment completed, once it has started',
    },
    {
      action: 'no_show',
      name: 'markNoShow',
      summary: 'Mark a confirmed appointment a no-show, once it has started',
    },
  ];
  for (const { action, name, summary } of actions) {
    route(
      app,
      name,
      {
        doc: {
          tags,
          summary,
          errors: ['INVALID_TRANSITION', 'NOT_STARTED', 'ALREADY_OVER'],
        },
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

/**
 * The shop's live stream, outside `/v1/business/…` because EventSource cannot send the bearer token:
 * its ticket names the member, whose membership is read again as the stream opens (someone removed
 * from the team meanwhile is refused). An artist member hears only of their own appointments.
 */
export const businessStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = resolveAuthSecret(app.config);
  const hub = await createBusinessHub(app.deps);
  app.addHook('preClose', async () => hub.closeAll());

  route(
    app,
    'openBusinessStream',
    {
      doc: {
        tags: ['business'],
        summary:
          "A shop's live changes (Server-Sent Events): `appointment` names one that changed, `reset` asks to read everything again",
        auth: 'ticket',
      },
    },
    async (request, reply) => {
      const refused = () => unauthenticated('This stream ticket is not valid any more. Ask for a new one.');
      const named = verifyBusinessTicket(secret, request.query.ticket ?? '', app.deps.clock.now().getTime());
      if (!named) throw refused();
      const [member] = await app.db
        .select()
        .from(businessMembers)
        .where(
          and(eq(businessMembers.businessId, named.businessId), eq(businessMembers.userId, named.userId)),
        );
      if (!member || (!isStaff(member) && !member.artistId)) throw refused();
      openBusinessStream(request, reply, hub, {
        businessId: member.businessId,
        artistId: isStaff(member) ? undefined : (member.artistId ?? undefined),
      });
    },
  );
};
