import { expireHolds } from '../appointments/change.ts';
import { appointmentJobs } from '../appointments/jobs.ts';
import { teamJobs } from '../business/jobs.ts';
import { chatJobs } from '../chat/unread-email.ts';
import { checkInJobs } from '../checkin/jobs.ts';
import type { Deps } from '../deps.ts';
import { flashJobs } from '../flash/jobs.ts';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency.ts';
import type { JobHandlers, JobKind } from '../jobs/queue.ts';
import { paymentJobs } from '../payments/jobs.ts';
import { projectJobs } from '../projects/jobs.ts';
import { proofJobs, remindOfApprovals } from '../projects/proof-jobs.ts';
import { requestJobs } from '../requests/jobs.ts';
import { expireOffers } from '../requests/offers.ts';
import { reviewJobs } from '../reviews/review-link-job.ts';
import { shopNoticeJobs } from '../shop-notices/jobs.ts';
import { subscriptionJobs } from '../subscriptions/jobs.ts';
import { waitlistJobs } from '../waitlists/jobs.ts';
import { waiverJobs } from '../waivers/jobs.ts';
import { purgeOldRecordsHourly } from './retention.ts';

// The one list of what the worker runs. Each area owns its handlers and emails; this is the only
// place jobs/ reaches into the areas, so the areas can enqueue (jobs/queue.ts) without a circle.

/** Every job kind and its handler; a kind without a handler here does not compile. */
export const jobHandlers: JobHandlers<JobKind> = {
  ...appointmentJobs,
  ...requestJobs,
  ...projectJobs,
  ...chatJobs,
  ...paymentJobs,
  ...subscriptionJobs,
  ...reviewJobs,
  ...waiverJobs,
  ...checkInJobs,
  ...teamJobs,
  ...shopNoticeJobs,
  ...proofJobs,
  ...flashJobs,
  ...waitlistJobs,
};

/** Work of every pass before the queue: rows whose time ran out; each answers how many it changed. */
export const sweeps = {
  /** Appointments: unpaid holds, unpaid accepted offers and offered times nobody chose. */
  expired: (deps: Deps) => expireHolds(deps.db, undefined, deps.clock.now()),
  /** Requests whose offer ran out, so the shop can offer again. */
  expiredOffers: (deps: Deps) => expireOffers(deps.db),
  /** Done jobs and old chat events, hourly (worker/retention.ts). */
  purged: (deps: Deps) => purgeOldRecordsHourly(deps),
  /** Idempotency keys older than 24 hours, with the answers kept for their retries. */
  expiredIdempotencyKeys: (deps: Deps) => purgeExpiredIdempotencyKeys(deps),
  /** Sessions inside their design-approval deadline with nothing approved: one reminder each. */
  approvalReminders: (deps: Deps) => remindOfApprovals(deps),
};
