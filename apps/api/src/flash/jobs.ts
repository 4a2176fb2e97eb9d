import type { JobHandlers } from '../jobs/queue.ts';
import { announceDropOpening } from './drop-announcement.ts';

/** Flash's jobs: a drop's opening told to followers. */
export const flashJobs: JobHandlers<'flash.dropOpens'> = {
  'flash.dropOpens': announceDropOpening,
};
