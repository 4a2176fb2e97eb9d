import type { AppointmentView } from '@linework/contract/appointments';
import { createEvent } from 'ics';
import { eventPlace, eventTitle } from './calendar-links.ts';

// Its own module: `ics` (and the validation library it carries) loads only when someone downloads.
/** An .ics file for any calendar app, in UTC so every app shows the right local time. */
export function icsFile(a: AppointmentView, pageUrl: string): Blob {
  const { value, error } = createEvent({
    title: eventTitle(a),
    start: Date.parse(a.startsAt),
    startInputType: 'utc',
    end: Date.parse(a.endsAt),
    location: eventPlace(a),
    description: `Confirmation code ${a.confirmationCode}. Details and changes: ${pageUrl}`,
    url: pageUrl,
    status: a.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
  });
  if (error || !value) throw error ?? new Error('Could not make the calendar file');
  return new Blob([value], { type: 'text/calendar;charset=utf-8' });
}
