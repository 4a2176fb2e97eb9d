import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, businessMembers } from '../db/schema/catalog.ts';
import { projectProofReminders } from '../db/schema/project-proof-reminders.ts';
import { projectProofs, projects } from '../db/schema/projects.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { enqueueJob, type JobHandlers, type JobKindsOf } from '../jobs/queue.ts';
import { wants } from '../users/preferences.ts';
import { textCustomer } from './jobs.ts';
import { approvalReminderEmail, newProofEmail, type ProofFacts, proofDecidedEmail } from './proof-emails.tsx';
import { approveByOf } from './proofs.ts';

declare module '../jobs/queue.ts' {
  interface JobPayloads {
    /** Tell the customer a new version of their design is there to look at. */
    'proof.uploaded': { proofId: string };
    /** Tell the shop (the artist, and the team who take notices by email) of the customer's answer. */
    'proof.decided': { proofId: string };
    /** Remind the customer to approve the design before a session that needs it; once per session. */
    'proof.deadline': { appointmentId: string };
  }
}

async function loadProject(db: Database, projectId: string) {
  const [row] = await db
    .select({ project: projects, shop: businesses, artist: artists, customer: users })
    .from(projects)
    .innerJoin(businesses, eq(businesses.id, projects.businessId))
    .innerJoin(artists, eq(artists.id, projects.artistId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(eq(projects.id, projectId));
  return row;
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadProject>>>;

const factsOf = (r: Loaded, proof: { version: number; note: string }): ProofFacts => ({
  projectId: r.project.id,
  projectTitle: r.project.title,
  version: proof.version,
  note: proof.note,
  shop: { id: r.shop.id, name: r.shop.name, timeZone: r.shop.timeZone },
  artistName: r.artist.displayName,
  customer: {
    email: r.customer.email,
    firstName: r.customer.firstName,
    name: `${r.customer.firstName} ${r.customer.lastName}`.trim(),
  },
});

/** Design news is appointment news: by email only to a customer who takes those by email. */
const customerWantsEmail = (r: Loaded) => !r.customer.deletedAt && wants(r.customer, 'appointments', 'email');

async function loadProof(db: Database, proofId: string) {
  const [proof] = await db.select().from(projectProofs).where(eq(projectProofs.id, proofId));
  if (!proof) return undefined;
  const project = await loadProject(db, proof.projectId);
  return project && { proof, project };
}

/** A new version, while it is still the one to look at (not decided, and no newer one since). */
async function uploadedMessage(deps: Deps, { proofId }: { proofId: string }) {
  const found = await loadProof(deps.db, proofId);
  if (!found || found.proof.decision) return;
  const [newer] = await deps.db
    .select({ id: projectProofs.id })
    .from(projectProofs)
    .where(
      and(eq(projectProofs.projectId, found.proof.projectId), gt(projectProofs.version, found.proof.version)),
    )
    .limit(1);
  if (newer) return;
  if (customerWantsEmail(found.project))
    await deps.mailer.send(await newProofEmail(factsOf(found.project, found.proof), deps.config.publicUrl));
  const { project, shop, customer } = found.project;
  if (!customer.deletedAt)
    await textCustomer(
      deps,
      customer,
      shop.timeZone,
      'appointments',
      `${shop.name}: version ${found.proof.version} of the design for your ${project.title} is ready to look at: ${deps.config.publicUrl}/account/projects/${project.id}/design`,
    );
}

/**
 * The customer's answer, to the project's artist (always: it is their drawing) and to the owners and
 * the front desk who take the shop's notices by email (shop-notices' preference).
 */
async function decidedMessage(deps: Deps, { proofId }: { proofId: string }) {
  const found = await loadProof(deps.db, proofId);
  if (!found?.proof.decision) return;
  const p = found.project.project;
  const team = await deps.db
    .select({ email: users.email, member: businessMembers, deletedAt: users.deletedAt })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.userId))
    .where(
      and(
        eq(businessMembers.businessId, p.businessId),
        or(
          eq(businessMembers.artistId, p.artistId),
          and(sql`${businessMembers.role} <> 'artist'`, eq(businessMembers.newBookingEmail, true)),
        ),
      ),
    )
    .orderBy(businessMembers.id);
  const to = [...new Set(team.filter((t) => !t.deletedAt).map((t) => t.email))];
  const facts = {
    ...factsOf(found.project, found.proof),
    decision: found.proof.decision,
    comment: found.proof.decisionComment,
  };
  for (const address of to) {
    await deps.mailer.send(await proofDecidedEmail(facts, address, deps.config.publicUrl));
  }
  // The customer's approval, confirmed to them by text when they take appointment texts.
  const { project, shop, customer } = found.project;
  if (found.proof.decision === 'approved' && !customer.deletedAt)
    await textCustomer(
      deps,
      customer,
      shop.timeZone,
      'appointments',
      `${shop.name}: you approved version ${found.proof.version} of the design for your ${project.title}. It is the design for your sessions: ${deps.config.publicUrl}/account/projects/${project.id}`,
    );
}

/** The reminder, while it is still true: the session is ahead, booked, and nothing is approved yet. */
async function deadlineMessage(deps: Deps, { appointmentId }: { appointmentId: string }) {
  const [a] = await deps.db.select().from(appointments).where(eq(appointments.id, appointmentId));
  if (!a?.projectId || a.startsAt <= deps.clock.now() || a.status !== 'confirmed') return;
  const found = await loadProject(deps.db, a.projectId);
  if (!found || found.project.approvedProofId || !found.project.approvalRequired) return;
  if (!customerWantsEmail(found)) return;
  const [anyProof] = await deps.db
    .select({ id: projectProofs.id })
    .from(projectProofs)
    .where(and(eq(projectProofs.projectId, a.projectId), isNull(projectProofs.decision)))
    .limit(1);
  const { version: _v, note: _n, ...facts } = factsOf(found, { version: 0, note: '' });
  await deps.mailer.send(
    await approvalReminderEmail(
      {
        ...facts,
        startsAt: a.startsAt,
        approveBy: approveByOf(a.startsAt, found.project.approvalDaysBefore),
        hasProof: Boolean(anyProof),
      },
      deps.config.publicUrl,
    ),
  );
}

/** How far ahead the sweep looks at most: the longest approval deadline the contract allows. */
const longestDeadlineDays = 60;

/**
 * Finds the sessions that need an approved design and are now inside their deadline window (the
 * project's days before the session) without one, and enqueues one reminder each: the reminder row
 * and its job are written together, and the row's key makes a second pass find nothing to do.
 */
export async function remindOfApprovals(deps: Pick<Deps, 'db' | 'clock'>) {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ appointmentId: appointments.id, projectId: projects.id })
    .from(appointments)
    .innerJoin(projects, eq(projects.id, appointments.projectId))
    .leftJoin(projectProofReminders, eq(projectProofReminders.appointmentId, appointments.id))
    .where(
      and(
        eq(projects.approvalRequired, true),
        isNull(projects.approvedProofId),
        isNull(projects.cancelledAt),
        isNull(projectProofReminders.appointmentId),
        inArray(appointments.status, ['confirmed']),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, new Date(now.getTime() + longestDeadlineDays * 86_400_000)),
        lte(
          appointments.startsAt,
          sql`${now.toISOString()}::timestamptz + make_interval(days => ${projects.approvalDaysBefore}::int)`,
        ),
      ),
    )
    .limit(100);
  let enqueued = 0;
  for (const d of due) {
    await deps.db.transaction(async (tx) => {
      const [written] = await tx
        .insert(projectProofReminders)
        .values({ appointmentId: d.appointmentId, projectId: d.projectId, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: projectProofReminders.appointmentId });
      if (!written) return;
      await enqueueJob(tx, 'proof.deadline', { appointmentId: d.appointmentId }, now);
      enqueued += 1;
    });
  }
  return enqueued;
}

export const proofJobs: JobHandlers<JobKindsOf<'proof'>> = {
  'proof.uploaded': uploadedMessage,
  'proof.decided': decidedMessage,
  'proof.deadline': deadlineMessage,
};
