import type { CreateAppointmentBody } from '@linework/contract/appointments';
import { createAppointment as createEndpoint } from '@linework/contract/endpoints/appointments';
import { call } from '../../../lib/api-client.ts';

/** Books with an idempotency key, so a double tap or a retried request books once. */
export const createAppointment = (body: CreateAppointmentBody, idempotencyKey: string) =>
  call(createEndpoint, { body, headers: { 'Idempotency-Key': idempotencyKey } });
