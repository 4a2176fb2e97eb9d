import type { PaymentView } from '@linework/contract/payments';

/** Where a paid payment lands: "You're booked" with the next steps for a deposit, the receipt for a balance. */
export const afterPaying = (p: Pick<PaymentView, 'id' | 'kind' | 'appointment'>) =>
  p.kind === 'deposit' ? `/booking/${p.appointment.id}/booked?payment=${p.id}` : `/receipt/${p.id}`;
