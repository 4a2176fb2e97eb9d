import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.ts';
import { projects } from './projects.ts';

/**
 * That the customer was reminded to approve the design before a session (projects/proof-jobs.ts):
 * one row per session, written with the reminder's job, so the reminder goes once.
 */
export const projectProofReminders = pgTable(
  'project_proof_reminders',
  {
    appointmentId: text('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('project_proof_reminders_project_idx').on(t.projectId)],
);
