import type { RequestView } from '@linework/contract/requests';

// How a tattoo request shows in the customer's lists (home and their appointments page).

/** Open requests come first: those waiting on the customer, then those waiting on the shop. */
export const requestOrder: Record<RequestView['status'], number> = {
  offered: 0,
  question_asked: 1,
  submitted: 2,
  offer_expired: 3,
  quoted: 3,
  booked: 4,
  declined: 5,
};

/** Where a request's card leads: the offer to choose from, or the request itself. */
export const requestHref = (r: RequestView) =>
  r.status === 'quoted' && r.project
    ? `/account/projects/${r.project.id}`
    : (r.status === 'offered' || r.status === 'booked') && r.offer
      ? `/booking/${r.offer.appointmentId}`
      : `/shop/${r.shop.shopUrl}/request?request=${r.id}`;

export const ideaSnippet = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);
