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
/**
 * The free times to move my appointment to: its own length (a flash size's, an offer's), and its
 * current time does not stand in the way of a time that overlaps it.
 */
export const getRescheduleTimes = endpoint(
  'getRescheduleTimes',
  'GET',
  '/v1/appointments/:appointmentId/reschedule-times',
);
/** The appointment as a calendar file (text/calendar), the same entry its emails carry. */
export const getAppointmentCalendar = endpoint(
  'getAppointmentCalendar',
  'GET',
  '/v1/appointments/:appointmentId/calendar.ics',
);
