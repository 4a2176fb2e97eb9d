import { appointmentStatusGroups } from '@linework/contract/appointments';
import {
  type ApprovalSettingsBody,
  type ApprovedDesign,
  type DecideProofBody,
  decideProofBody,
  type ProjectDesign,
  type UploadProofBody,
} from '@linework/contract/project-proofs';
import { and, asc, desc, eq, gt, inArray, isNull, max, type SQL } from 'drizzle-orm';
import type { Member } from '../business/access.ts';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses } from '../db/schema/catalog.ts';
import { projectProofs, projects } from '../db/schema/projects.ts';
import { users } from '../db/schema/users.ts';
import type { Deps } from '../deps.ts';
import { DomainError, notFound } from '../domain/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { ownPicturePaths } from '../uploads/owned.ts';

// Design approval (issue 27 item 4). A project's proofs are seen by its customer and by the shop's
// members (an artist only on their own projects); anyone else gets a 404, as if there were none.

/** What reading proofs needs: the database, the clock and signed links to the private pictures. */
export type ProofContext = Pick<Deps, 'db' | 'storage'>;

/** The pictures are private: their links work for an hour, long enough to look at them. */
const imageLinkSeconds = 60 * 60;

type Project = typeof projects.$inferSelect;

/** A customer sees only their own projects. */
export const customersProject = (customerId: string) => eq(projects.customerId, customerId);

/** A member sees the shop's projects; an artist only those that are theirs. */
export function membersProjects(member: Member): SQL {
  const shop = eq(projects.businessId, member.businessId);
  if (member.role !== 'artist') return shop;
  return and(shop, eq(projects.artistId, member.artistId ?? ''))!;
}

async function findProject(db: Database | Transaction, id: string, scope: SQL, lock = false) {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), scope));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('This project');
  return row;
}

const signed = (ctx: ProofContext, paths: readonly string[]) =>
  Promise.all(
    paths.map(async (path) => ({ path, url: await ctx.storage.signedUrl(path, imageLinkSeconds) })),
  );

/** The next session still ahead (booked, not over), for the approval deadline. */
async function nextSessionOf(db: Database, project: Project, now: Date) {
  const [next] = await db
    .select({ id: appointments.id, startsAt: appointments.startsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.projectId, project.id),
        gt(appointments.startsAt, now),
        inArray(appointments.status, [...appointmentStatusGroups.upcoming]),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(1);
  return next;
}

/** The last moment a session's design may be approved: N whole days before it starts. */
export const approveByOf = (startsAt: Date, daysBefore: number) =>
  new Date(startsAt.getTime() - daysBefore * 86_400_000);

/** The design of one project the scope allows: the project's facts and every version, newest first. */
export async function loadDesign(
  ctx: ProofContext & Pick<Deps, 'clock'>,
  projectId: string,
  scope: SQL,
): Promise<ProjectDesign> {
  const [row] = await ctx.db
    .select({ project: projects, shop: businesses, artist: artists, customer: users })
    .from(projects)
    .innerJoin(businesses, eq(businesses.id, projects.businessId))
    .innerJoin(artists, eq(artists.id, projects.artistId))
    .innerJoin(users, eq(users.id, projects.customerId))
    .where(and(eq(projects.id, projectId), scope));
  if (!row) throw notFound('This project');
  const [proofs, next] = await Promise.all([
    ctx.db
      .select()
      .from(projectProofs)
      .where(eq(projectProofs.projectId, projectId))
      .orderBy(desc(projectProofs.version)),
    nextSessionOf(ctx.db, row.project, ctx.clock.now()),
  ]);
  const p = row.project;
  return {
    project: {
      id: p.id,
      title: p.title,
      shop: { id: row.shop.id, name: row.shop.name, timeZone: row.shop.timeZone },
      artist: { id: row.artist.id, displayName: row.artist.displayName },
      customerName: `${row.customer.firstName} ${row.customer.lastName}`.trim(),
      approvalRequired: p.approvalRequired,
      approvalDaysBefore: p.approvalDaysBefore,
      approvedProofId: p.approvedProofId,
      nextSession: next
        ? {
            appointmentId: next.id,
            startsAt: next.startsAt.toISOString(),
            approveBy: p.approvalRequired
              ? approveByOf(next.startsAt, p.approvalDaysBefore).toISOString()
              : null,
          }
        : null,
    },
    proofs: await Promise.all(
      proofs.map(async (proof, i) => ({
        id: proof.id,
        version: proof.version,
        images: await signed(ctx, proof.images),
        note: proof.note,
        decision: proof.decision,
        decisionComment: proof.decisionComment,
        decidedAt: proof.decidedAt?.toISOString() ?? null,
        createdAt: proof.createdAt.toISOString(),
        open: i === 0 && proof.decision === null,
      })),
    ),
  };
}

/**
 * The owner or the project's own artist shows a new version: pictures they uploaded (the uploads
 * flow) and a note. Versions count up under the project's lock; the customer hears of it by email.
 */
export async function uploadProof(
  deps: Pick<Deps, 'db' | 'clock'>,
  member: Member,
  projectId: string,
  body: UploadProofBody,
) {
  await findProject(deps.db, projectId, membersProjects(member));
  const images = await ownPicturePaths(deps.db, member.userId, body.images, 'body.images');
  const note = (body.note ?? '').trim();
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const project = await findProject(tx, projectId, membersProjects(member), true);
    if (project.cancelledAt || project.completedAt) {
      throw new DomainError('CONFLICT', 'This project is closed; it takes no new design.');
    }
    const [last] = await tx
      .select({ version: max(projectProofs.version) })
      .from(projectProofs)
      .where(eq(projectProofs.projectId, projectId));
    const id = newId();
    const version = (last?.version ?? 0) + 1;
    await tx.insert(projectProofs).values({
      id,
      projectId,
      version,
      images,
      note,
      uploadedByUserId: member.userId,
      createdAt: now,
    });
    await enqueueJob(tx, 'proof.uploaded', { proofId: id }, now);
    return { id, version };
  });
}

/**
 * The customer approves the newest version or asks for changes (a comment required). Deciding twice,
 * or on a version a newer one replaced, is a 409 that says which. Approving pins it to the project.
 */
export async function decideProof(
  deps: Pick<Deps, 'db' | 'clock'>,
  customerId: string,
  projectId: string,
  proofId: string,
  input: DecideProofBody,
) {
  const body = decideProofBody.parse(input);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await findProject(tx, projectId, customersProject(customerId), true);
    const [proof] = await tx
      .select()
      .from(projectProofs)
      .where(and(eq(projectProofs.id, proofId), eq(projectProofs.projectId, projectId)));
    if (!proof) throw notFound('This design');
    if (proof.decision) {
      throw new DomainError(
        'PROOF_DECIDED',
        proof.decision === 'approved'
          ? `You already approved version ${proof.version} of this design.`
          : `You already asked for changes to version ${proof.version}; the artist is working on it.`,
      );
    }
    const [newest] = await tx
      .select({ version: max(projectProofs.version) })
      .from(projectProofs)
      .where(eq(projectProofs.projectId, projectId));
    if ((newest?.version ?? 0) > proof.version) {
      throw new DomainError(
        'PROOF_SUPERSEDED',
        `Version ${proof.version} was replaced by version ${newest?.version}; decide on the newest.`,
      );
    }
    await tx
      .update(projectProofs)
      .set({ decision: body.decision, decisionComment: body.comment || null, decidedAt: now })
      .where(and(eq(projectProofs.id, proofId), isNull(projectProofs.decision)));
    if (body.decision === 'approved') {
      await tx
        .update(projects)
        .set({ approvedProofId: proofId, updatedAt: now })
        .where(eq(projects.id, projectId));
    }
    await enqueueJob(tx, 'proof.decided', { proofId }, now);
  });
}

/** Whether the project's sessions need an approved design, and by how many days before each. */
export async function setApproval(
  deps: Pick<Deps, 'db' | 'clock'>,
  member: Member,
  projectId: string,
  body: ApprovalSettingsBody,
) {
  await findProject(deps.db, projectId, membersProjects(member));
  await deps.db
    .update(projects)
    .set({
      approvalRequired: body.approvalRequired,
      approvalDaysBefore: body.approvalDaysBefore,
      updatedAt: deps.clock.now(),
    })
    .where(eq(projects.id, projectId));
}

/** The approved designs of these appointments' projects, for those that have one (scope: who asks). */
export async function approvedDesigns(
  ctx: ProofContext,
  appointmentIds: readonly string[],
  scope: SQL,
): Promise<ApprovedDesign[]> {
  if (appointmentIds.length === 0) return [];
  const rows = await ctx.db
    .select({ appointmentId: appointments.id, project: projects, proof: projectProofs })
    .from(appointments)
    .innerJoin(projects, eq(projects.id, appointments.projectId))
    .innerJoin(projectProofs, eq(projectProofs.id, projects.approvedProofId))
    .where(and(inArray(appointments.id, [...appointmentIds]), scope));
  return Promise.all(
    rows.map(async (r) => ({
      appointmentId: r.appointmentId,
      projectId: r.project.id,
      projectTitle: r.project.title,
      proofId: r.proof.id,
      version: r.proof.version,
      images: await signed(ctx, r.proof.images),
      note: r.proof.note,
      decidedAt: (r.proof.decidedAt ?? r.proof.createdAt).toISOString(),
    })),
  );
}

/** The customer's own appointment's approved design, or null; another's appointment is a 404. */
export async function appointmentDesign(ctx: ProofContext, customerId: string, appointmentId: string) {
  const [own] = await ctx.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.customerId, customerId)));
  if (!own) throw notFound('This appointment');
  const [design] = await approvedDesigns(ctx, [appointmentId], customersProject(customerId));
  return design ?? null;
}

/** The member's shop's appointments only (an artist: those of their own projects). */
export const membersAppointments = (member: Member) =>
  and(eq(appointments.businessId, member.businessId), membersProjects(member));
