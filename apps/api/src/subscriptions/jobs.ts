import type { JobHandlers } from '../jobs/queue.ts';
import { sendAnnouncementBatch } from './announcement-sending.ts';
import { sendSubscriptionConfirmation } from './subscription-emails-job.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Subscription emails and announcement batches: the id of the row they are about. */
    'subscription.confirm': { subscriptionId: string };
    'announcement.send': { announcementId: string };
  }
}

/** The emails of subscriptions: the confirmation of a follow, and announcements in batches. */
export const subscriptionJobs: JobHandlers<'subscription.confirm' | 'announcement.send'> = {
  'subscription.confirm': sendSubscriptionConfirmation,
  'announcement.send': sendAnnouncementBatch,
};
