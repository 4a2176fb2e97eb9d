import { inStatusGroup } from '@linework/contract/appointments';
import { sql } from 'drizzle-orm';
import { createEvents, type EventAttributes } from 'ics';
import { appointments } from '../db/schema/appointments.ts';
import type { Deps } from '../deps.ts';
import { notFound } from '../domain/errors.ts';
import { type AppointmentFacts, appointmentLink, loadAppointmentFacts } from './facts.ts';

// The one calendar builder: the file attached to every appointment email and the one the
// appointment page downloads are the same entry. Its UID is the appointment's id, so a calendar app
// that got it from the email and from the page keeps one event; its SEQUENCE is the appointment's
// `sequence`, raised by every change (confirmed, moved, cancelled), so the app replaces the event
// rather than adding another. Per RFC 5546 every message names its ORGANIZER (the shop), a live
// appointment is a REQUEST and a cancelled one a CANCEL with STATUS:CANCELLED.

/** What an update of an appointment sets to make its calendar entry newer than any sent before. */
export const nextSequence = sql`${appointments.sequence} + 1`;

export type CalendarMethod = 'REQUEST' | 'CANCEL';

export const calendarMethodOf = (status: string): CalendarMethod =>
  inStatusGroup('ended', status) ? 'CANCEL' : 'REQUEST';

/** The address part of `Name <address>` (MAIL_FROM), or the whole string when it is a bare address. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/** The shop organises the appointment: its own address when it has one, else the product's sender. */
const organizerOf = (shop: { name: string; email: string | null }, mailFrom: string) => ({
  name: shop.name,
  email: shop.email ?? addressOf(mailFrom),
});

export type CalendarFile = { method: CalendarMethod | 'PUBLISH'; content: string; contentType: string };

function calendarFile(method: CalendarMethod | 'PUBLISH', events: EventAttributes[]) {
  const { error, value } = createEvents(events, { method, productId: 'linework/booking' });
  if (error || !value) throw error ?? new Error('could not build the calendar file');
  return value;
}

const utc = {
  startInputType: 'utc',
  startOutputType: 'utc',
  endInputType: 'utc',
  endOutputType: 'utc',
} as const;

/** The appointment's calendar entry as it stands now. */
export function appointmentCalendar(a: AppointmentFacts, publicUrl: string, mailFrom: string): CalendarFile {
  const method = calendarMethodOf(a.status);
  const link = appointmentLink(publicUrl, a.id);
  const content = calendarFile(method, [
    {
      ...utc,
      uid: `${a.id}@linework`,
      sequence: a.sequence,
      status:
        method === 'CANCEL' ? 'CANCELLED' : inStatusGroup('settled', a.status) ? 'CONFIRMED' : 'TENTATIVE',
      start: a.startsAt.getTime(),
      end: a.endsAt.getTime(),
      title: `${a.service.name} with ${a.artist.displayName}`,
      description: `Confirmation code ${a.confirmationCode}. ${link}`,
      location: `${a.shop.name}, ${a.shop.addressLine}, ${a.shop.city}`,
      geo: { lat: a.shop.latitude, lon: a.shop.longitude },
      url: link,
      organizer: organizerOf(a.shop, mailFrom),
      attendees: [
        {
          name: a.customer.firstName,
          email: a.customer.email,
          rsvp: false,
          partstat: 'ACCEPTED',
          role: 'REQ-PARTICIPANT',
        },
      ],
    },
  ]);
  return { method, content, contentType: `text/calendar; charset=utf-8; method=${method}` };
}

export type OfferedTimesFacts = {
  primaryAppointmentId: string;
  shop: { name: string; addressLine: string; city: string; email: string | null };
  artist: { displayName: string };
  service: { name: string };
  times: { appointmentId: string; startsAt: Date; endsAt: Date }[];
};

/**
 * Every offered time as a tentative entry, so people can see them beside their own plans. Published
 * for information (nobody is invited to each of them), still naming the shop as organiser.
 */
export function offeredTimesCalendar(
  o: OfferedTimesFacts,
  publicUrl: string,
  mailFrom: string,
): CalendarFile {
  const link = appointmentLink(publicUrl, o.primaryAppointmentId);
  const content = calendarFile(
    'PUBLISH',
    o.times.map((t) => ({
      ...utc,
      uid: `${t.appointmentId}@linework`,
      status: 'TENTATIVE' as const,
      start: t.startsAt.getTime(),
      end: t.endsAt.getTime(),
      title: `Offered: ${o.service.name} with ${o.artist.displayName}`,
      description: `One of the times ${o.shop.name} offered you. Choose one: ${link}`,
      location: `${o.shop.name}, ${o.shop.addressLine}, ${o.shop.city}`,
      url: link,
      organizer: organizerOf(o.shop, mailFrom),
    })),
  );
  return { method: 'PUBLISH', content, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

/** The calendar file of one of the customer's own appointments; anyone else's is not found. */
export async function myAppointmentCalendar(
  deps: Pick<Deps, 'db' | 'config'>,
  customerId: string,
  id: string,
): Promise<CalendarFile & { confirmationCode: string }> {
  const facts = await loadAppointmentFacts(deps.db, id);
  if (!facts || facts.customerId !== customerId) throw notFound('This appointment');
  const file = appointmentCalendar(facts, deps.config.publicUrl, deps.config.mail.from);
  return { ...file, confirmationCode: facts.confirmationCode };
}
