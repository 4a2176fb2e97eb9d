import type { JobHandlers, JobKindsOf } from '../jobs/queue.ts';
import { tellShopOfBooking } from './notices.ts';

export const shopNoticeJobs: JobHandlers<JobKindsOf<'shop'>> = {
  'shop.new_booking': (deps, payload) => tellShopOfBooking(deps, payload.appointmentId),
};
