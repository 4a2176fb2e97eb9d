import type { JobHandlers } from '../jobs/queue.ts';
import { sendAnnouncementBatch } from './announcement-sending.ts';
import { sendSubscriptionConfirmation } from './subscription-emails-job.ts';

/** The emails of subscriptions: the confirmation of a follow, and announcements in batches. */
export const subscriptionJobs: JobHandlers<'subscription.confirm' | 'announcement.send'> = {
  'subscription.confirm': sendSubscriptionConfirmation,
  'announcement.send': sendAnnouncementBatch,
};
