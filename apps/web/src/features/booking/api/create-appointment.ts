import type { CreateAppointmentBody } from '@linework/contract/appointments';
import { createAppointment as createEndpoint } from '@linework/contract/endpoints/appointments';
import { callOnce } from '../../../lib/idempotency.ts';

/** Books with the action's idempotency key, so a double tap or a retry after no answer books once. */
export const createAppointment = (body: CreateAppointmentBody) => callOnce(createEndpoint, { body });
