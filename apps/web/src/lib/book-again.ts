import type { AppointmentView } from '@linework/contract/appointments';

/** Where "Book again" leads: the same artist and service, or the shop when the work began as a request. */
export const bookAgainLink = (a: AppointmentView) =>
  a.offer
    ? `/shop/${a.shop.shopUrl}`
    : `/booking?shop=${a.shop.shopUrl}&service=${a.service.id}&artist=${a.artist.id}`;
