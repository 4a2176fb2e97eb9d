import type { AppointmentView } from '@linework/contract/appointments';

export const eventTitle = (a: AppointmentView) =>
  `${a.service.name} with ${a.artist.displayName} at ${a.shop.name}`;
export const eventPlace = (a: AppointmentView) => `${a.shop.name}, ${a.shop.addressLine}, ${a.shop.city}`;

const compact = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

export function googleCalendarUrl(a: AppointmentView, pageUrl: string) {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: eventTitle(a),
    dates: `${compact(a.startsAt)}/${compact(a.endsAt)}`,
    location: eventPlace(a),
    details: `Confirmation code ${a.confirmationCode}. ${pageUrl}`,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
