import { endpoint } from './define.ts';

export const getAvailability = endpoint('getAvailability', 'GET', '/v1/availability');
export const createAppointment = endpoint('createAppointment', 'POST', '/v1/appointments');
export const listAppointments = endpoint('listAppointments', 'GET', '/v1/appointments');
export const getAppointment = endpoint('getAppointment', 'GET', '/v1/appointments/:appointmentId');
export const cancelAppointment = endpoint(
  'cancelAppointment',
  'POST',
  '/v1/appointments/:appointmentId/cancel',
);
export const rescheduleAppointment = endpoint(
  'rescheduleAppointment',
  'POST',
  '/v1/appointments/:appointmentId/reschedule',
);
/** The appointment as a calendar file (text/calendar), the same entry its emails carry. */
export const getAppointmentCalendar = endpoint(
  'getAppointmentCalendar',
  'GET',
  '/v1/appointments/:appointmentId/calendar.ics',
);
