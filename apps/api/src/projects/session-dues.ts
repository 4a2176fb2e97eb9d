import { type ProjectMoney, projectMoney } from '@linework/contract/project-money';
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { services } from '../db/schema/catalog.ts';
import { projects } from '../db/schema/projects.ts';
import {
  asMoneyEntry,
  loadEntries,
  loadSessionAppointments,
  moneySessions,
  unservedStatuses,
} from './ledger.ts';

// What a project's session has left to pay, for the pages and jobs that show an appointment (its
// page, the shop's day, the balance request): read from the project's money record, so they say what
// the project page and the session's checkout say. The appointments layer imports this one module.

type Db = Database | Transaction;

/**
 * What is due for each of these appointments that is a project's session, as its project's record
 * says (its price less the deposit credited or planned for it and what was paid for it): the same
 * figure as the project page and the session's checkout. An appointment's own payments cannot say
 * it, since the deposit was paid once with another session. Appointments that are no session, or
 * one that ended unserved, are left out: their own sums stand.
 */
export async function sessionDuesOf(db: Db, appointmentIds: string[]): Promise<Map<string, number>> {
  const dues = new Map<string, number>();
  if (!appointmentIds.length) return dues;
  const asked = await db
    .select({
      id: appointments.id,
      status: appointments.status,
      sessionNumber: appointments.sessionNumber,
      project: projects,
      durationMinutes: services.durationMinutes,
    })
    .from(appointments)
    .innerJoin(projects, eq(projects.id, appointments.projectId))
    .innerJoin(services, eq(services.id, projects.serviceId))
    .where(inArray(appointments.id, appointmentIds));
  const sessions = asked.filter(
    (a) => a.sessionNumber && !(unservedStatuses as readonly string[]).includes(a.status),
  );
  if (!sessions.length) return dues;
  const projectIds = [...new Set(sessions.map((a) => a.project.id))];
  const [entries, booked] = await Promise.all([
    loadEntries(db, projectIds),
    loadSessionAppointments(db, projectIds),
  ]);
  const money = new Map<string, ProjectMoney>();
  for (const a of sessions) {
    const p = a.project;
    let m = money.get(p.id);
    if (!m) {
      const own = booked.filter((b) => b.projectId === p.id);
      const rows = entries.get(p.id) ?? [];
      m = projectMoney(p, moneySessions(p, a.durationMinutes, own), rows.map(asMoneyEntry));
      money.set(p.id, m);
    }
    dues.set(a.id, m.sessions.find((s) => s.sessionNumber === a.sessionNumber)?.dueAmount ?? 0);
  }
  return dues;
}
