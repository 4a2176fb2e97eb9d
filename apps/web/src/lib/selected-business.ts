// SEED-SPEC point 3: the shop the customer is looking at, kept for the browser session.
export const selectedBusinessKey = 'linework.selectedBusiness';

export const restoreSelectedBusiness = (storage: Storage = sessionStorage) =>
  storage.getItem(selectedBusinessKey) ?? '';

export function persistSelectedBusiness(businessId: string, storage: Storage = sessionStorage) {
  if (businessId) storage.setItem(selectedBusinessKey, businessId);
  else storage.removeItem(selectedBusinessKey);
}
