import { sessionStore } from './browser-storage.ts';

// docs/requirements.md (selected business): the shop the customer is looking at, kept for the browser session.
export const selectedBusinessKey = 'linework.selectedBusiness';

export const restoreSelectedBusiness = (storage: Storage = sessionStore()) =>
  storage.getItem(selectedBusinessKey) ?? '';

export function persistSelectedBusiness(businessId: string, storage: Storage = sessionStore()) {
  if (businessId) storage.setItem(selectedBusinessKey, businessId);
  else storage.removeItem(selectedBusinessKey);
}
