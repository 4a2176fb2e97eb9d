import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';

// Made-up appointments for the demo seed and the dev tools, written as their life would have left
// them (a past visit, a day already under way) without living it. Never on a request's path: real
// changes go through lifecycle.ts.

type HistoryLine = Omit<typeof appointmentHistory.$inferInsert, 'id' | 'appointmentId'>;

/** Writes an appointment as it stands now, with the history lines that led there. */
export async function recordMadeUpAppointment(
  tx: Transaction,
  row: typeof appointments.$inferInsert,
  history: HistoryLine[],
) {
  await tx.insert(appointments).values(row);
  if (history.length) {
    await tx
      .insert(appointmentHistory)
      .values(history.map((line) => ({ id: newId(), appointmentId: row.id, ...line })));
  }
}
