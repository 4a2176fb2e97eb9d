// docs/requirements.md (attribution): where a booking came from (a campaign link), kept for the browser session.
import { sessionStore } from './browser-storage.ts';

export type Attribution = {
  id: string;
  sourceCampaignId: string;
  employeeId?: string;
  businessId?: string;
  appointmentId?: string;
};

export const attributionKey = 'linework.attribution';

/** Kept only with an id, a campaign, and at least one of employee, business or appointment. */
export function validAttribution(value: unknown): Attribution | null {
  if (!value || typeof value !== 'object') return null;
  const a = value as Record<string, unknown>;
  const text = (k: string) => (typeof a[k] === 'string' && a[k] ? (a[k] as string) : undefined);
  const id = text('id');
  const sourceCampaignId = text('sourceCampaignId');
  const employeeId = text('employeeId');
  const businessId = text('businessId');
  const appointmentId = text('appointmentId');
  if (!id || !sourceCampaignId || !(employeeId || businessId || appointmentId)) return null;
  return {
    id,
    sourceCampaignId,
    ...(employeeId && { employeeId }),
    ...(businessId && { businessId }),
    ...(appointmentId && { appointmentId }),
  };
}

/** Reads the landing URL's parameters into session storage when they make a valid attribution. */
export function captureAttribution(search: string, storage: Storage = sessionStore()) {
  const params = new URLSearchParams(search);
  const candidate = validAttribution({
    id: params.get('utm_id'),
    sourceCampaignId: params.get('utm_campaign'),
    employeeId: params.get('employeeId'),
    businessId: params.get('businessId'),
    appointmentId: params.get('appointmentId'),
  });
  if (candidate) storage.setItem(attributionKey, JSON.stringify(candidate));
}

export function restoreAttribution(storage: Storage = sessionStore()): Attribution | null {
  try {
    return validAttribution(JSON.parse(storage.getItem(attributionKey) ?? 'null'));
  } catch {
    return null;
  }
}

/** What bookings, payments and subscriptions send along. */
export const getAttribution = () => restoreAttribution();
