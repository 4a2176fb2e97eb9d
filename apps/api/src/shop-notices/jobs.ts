import type { JobHandlers, JobKindsOf } from '../jobs/queue.ts';
import { tellShopOfBooking } from './notices.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Tell the shop's team of a booking just confirmed (email and studio notice, as each member chose). */
    'shop.new_booking': { appointmentId: string };
  }
}

export const shopNoticeJobs: JobHandlers<JobKindsOf<'shop'>> = {
  'shop.new_booking': (deps, payload) => tellShopOfBooking(deps, payload.appointmentId),
};
