import type { AppointmentView } from '@linework/contract/appointments';
import { createEvent } from 'ics';

const title = (a: AppointmentView) => `${a.service.name} with ${a.artist.displayName} at ${a.shop.name}`;
const where = (a: AppointmentView) => `${a.shop.name}, ${a.shop.addressLine}, ${a.shop.city}`;

/** An .ics file for any calendar app, in UTC so every app shows the right local time. */
export function icsFile(a: AppointmentView, pageUrl: string): Blob {
  const { value, error } = createEvent({
    title: title(a),
    start: Date.parse(a.startsAt),
    startInputType: 'utc',
    end: Date.parse(a.endsAt),
    location: where(a),
    description: `Confirmation code ${a.confirmationCode}. Details and changes: ${pageUrl}`,
    url: pageUrl,
    status: a.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
  });
  if (error || !value) throw error ?? new Error('Could not make the calendar file');
  return new Blob([value], { type: 'text/calendar;charset=utf-8' });
}

const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function googleCalendarUrl(a: AppointmentView, pageUrl: string) {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: title(a),
    dates: `${compact(a.startsAt)}/${compact(a.endsAt)}`,
    location: where(a),
    details: `Confirmation code ${a.confirmationCode}. ${pageUrl}`,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
