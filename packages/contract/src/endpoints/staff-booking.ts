import { endpoint } from './define.ts';

// The shop's booking tools: an artist's hours (weekly and on dates), time off and booking settings, the day's appointments.
const artist = '/v1/business/:businessId/artists/:artistId' as const;
const appointment = '/v1/business/:businessId/appointments/:appointmentId' as const;

export const getArtistHours = endpoint('getArtistHours', 'GET', `${artist}/hours`);
export const replaceArtistHours = endpoint('replaceArtistHours', 'PUT', `${artist}/hours`);
export const listDateHours = endpoint('listDateHours', 'GET', `${artist}/date-hours`);
export const replaceDateHours = endpoint('replaceDateHours', 'PUT', `${artist}/date-hours/:date`);
export const removeDateHours = endpoint('removeDateHours', 'DELETE', `${artist}/date-hours/:date`);
export const listTimeOff = endpoint('listTimeOff', 'GET', `${artist}/time-off`);
export const addTimeOff = endpoint('addTimeOff', 'POST', `${artist}/time-off`);
export const removeTimeOff = endpoint('removeTimeOff', 'DELETE', `${artist}/time-off/:timeOffId`);
export const getBookingSettings = endpoint('getBookingSettings', 'GET', `${artist}/booking-settings`);
export const updateBookingSettings = endpoint('updateBookingSettings', 'PATCH', `${artist}/booking-settings`);
export const listGuestSpots = endpoint('listGuestSpots', 'GET', '/v1/business/:businessId/guest-spots');
export const addGuestSpot = endpoint('addGuestSpot', 'POST', '/v1/business/:businessId/guest-spots');
export const removeGuestSpot = endpoint(
  'removeGuestSpot',
  'DELETE',
  '/v1/business/:businessId/guest-spots/:artistId',
);
export const listDayAppointments = endpoint(
  'listDayAppointments',
  'GET',
  '/v1/business/:businessId/appointments',
);
export const confirmShopAppointment = endpoint('confirmShopAppointment', 'POST', `${appointment}/confirm`);
export const cancelShopAppointment = endpoint('cancelShopAppointment', 'POST', `${appointment}/cancel`);
export const completeShopAppointment = endpoint('completeShopAppointment', 'POST', `${appointment}/complete`);
export const markNoShow = endpoint('markNoShow', 'POST', `${appointment}/no-show`);
export const previewShopCancel = endpoint('previewShopCancel', 'GET', `${appointment}/cancel-preview`);
export const rescheduleShopAppointment = endpoint(
  'rescheduleShopAppointment',
  'POST',
  `${appointment}/reschedule`,
);
export const getBusinessStreamTicket = endpoint(
  'getBusinessStreamTicket',
  'POST',
  '/v1/business/:businessId/events/ticket',
);
export const openBusinessStream = endpoint('openBusinessStream', 'GET', '/v1/events/business');
