import { endpoint } from './define.ts';

// The shop's booking tools: an artist's hours, time off and booking settings, the day's appointments.
const artist = '/v1/business/:businessId/artists/:artistId' as const;
const appointment = '/v1/business/:businessId/appointments/:appointmentId' as const;

export const getArtistHours = endpoint('getArtistHours', 'GET', `${artist}/hours`);
export const replaceArtistHours = endpoint('replaceArtistHours', 'PUT', `${artist}/hours`);
export const listTimeOff = endpoint('listTimeOff', 'GET', `${artist}/time-off`);
export const addTimeOff = endpoint('addTimeOff', 'POST', `${artist}/time-off`);
export const removeTimeOff = endpoint('removeTimeOff', 'DELETE', `${artist}/time-off/:timeOffId`);
export const getBookingSettings = endpoint('getBookingSettings', 'GET', `${artist}/booking-settings`);
export const updateBookingSettings = endpoint('updateBookingSettings', 'PATCH', `${artist}/booking-settings`);
export const listDayAppointments = endpoint(
  'listDayAppointments',
  'GET',
  '/v1/business/:businessId/appointments',
);
export const confirmShopAppointment = endpoint('confirmShopAppointment', 'POST', `${appointment}/confirm`);
export const cancelShopAppointment = endpoint('cancelShopAppointment', 'POST', `${appointment}/cancel`);
export const completeShopAppointment = endpoint('completeShopAppointment', 'POST', `${appointment}/complete`);
export const markNoShow = endpoint('markNoShow', 'POST', `${appointment}/no-show`);
