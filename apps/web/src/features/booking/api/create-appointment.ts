import type { AppointmentView, CreateAppointmentBody } from '@linework/contract/appointments';
import { api } from '../../../lib/api-client.ts';

/** Books with an idempotency key, so a double tap or a retried request books once. */
export const createAppointment = (body: CreateAppointmentBody, idempotencyKey: string) =>
  api<AppointmentView>('/v1/appointments', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
