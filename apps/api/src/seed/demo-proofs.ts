import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { artists, businesses, serviceArtists, services } from '../db/schema/catalog.ts';
import { projectProofs, projects } from '../db/schema/projects.ts';
import { uploads } from '../db/schema/uploads.ts';
import { users } from '../db/schema/users.ts';
import { demo } from './demo-names.ts';
import { portfolioImage } from './images.ts';

/**
 * The demo customer's design at North Star: version 1 sent back with a comment, version 2 approved
 * and pinned. Put on the customer's newest project there (the projects seed's sleeve), or on a
 * "Koi sleeve" with Jules written here when there is none yet, with their visit today as a session
 * so the design shows at the door. Safe to call twice: a project that already has proofs is left.
 */
export async function seedDemoProofs(
  app: Pick<FastifyInstance, 'db' | 'storage'> & { deps: { clock: { now(): Date } } },
) {
  const db = app.db;
  const [shop] = await db.select().from(businesses).where(eq(businesses.shopUrl, demo.shops.northStar));
  const [jules] = await db.select().from(artists).where(eq(artists.urlPath, demo.jules.urlPath));
  const [customer] = await db.select().from(users).where(eq(users.email, demo.customerEmail));
  const [julesLogin] = await db.select().from(users).where(eq(users.email, demo.julesEmail));
  if (!shop || !jules || !customer) return null;
  const now = app.deps.clock.now();
  const day = 86_400_000;

  let [project] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.customerId, customer.id), eq(projects.businessId, shop.id)))
    .orderBy(desc(projects.createdAt))
    .limit(1);
  const written = !project;
  if (!project) {
    const [service] = await db
      .select({ id: services.id })
      .from(services)
      .innerJoin(serviceArtists, eq(serviceArtists.serviceId, services.id))
      .where(and(eq(services.businessId, shop.id), eq(serviceArtists.artistId, jules.id)))
      .orderBy(desc(services.durationMinutes))
      .limit(1);
    if (!service) return null;
    const id = newId();
    await db.insert(projects).values({
      id,
      businessId: shop.id,
      artistId: jules.id,
      customerId: customer.id,
      serviceId: service.id,
      title: 'Koi sleeve',
      description: 'A koi climbing a waterfall, from the wrist to the shoulder.',
      placement: 'Left arm',
      size: 'Full sleeve',
      sessionCount: 3,
      quoteKind: 'fixed',
      quoteAmount: 180000,
      currency: shop.currency,
      depositAmount: 30000,
      depositAppliesTo: 'last',
      approvalRequired: true,
      approvalDaysBefore: 2,
      acceptedAt: new Date(now.getTime() - 30 * day),
      createdAt: new Date(now.getTime() - 35 * day),
    });
    [project] = await db.select().from(projects).where(eq(projects.id, id));
  }
  if (!project) return null;
  const [existing] = await db
    .select({ id: projectProofs.id })
    .from(projectProofs)
    .where(eq(projectProofs.projectId, project.id));
  if (existing) return project.id;

  const owner = project.artistId === jules.id ? (julesLogin?.id ?? null) : null;
  const versions = [
    {
      seed: 31,
      note: 'First pass: the koi rising on the forearm, water lines up to the elbow.',
      decision: 'changes_requested' as const,
      comment: 'Love it! Could the koi face up the arm, and a little more water around the wrist?',
      sentDaysAgo: 20,
      decidedDaysAgo: 19,
    },
    {
      seed: 47,
      note: 'Turned the koi to swim up, added the splash at the wrist.',
      decision: 'approved' as const,
      comment: null,
      sentDaysAgo: 16,
      decidedDaysAgo: 15,
    },
  ];
  const ids: string[] = [];
  for (const [i, v] of versions.entries()) {
    const picture = await portfolioImage(v.seed, true);
    const path = `users/${owner ?? 'seed'}/proofs/demo-koi-v${i + 1}.webp`;
    await app.storage.put(path, picture.bytes, 'image/webp');
    await db
      .insert(uploads)
      .values({
        id: newId(),
        ownerId: owner,
        path,
        contentType: 'image/webp',
        declaredSize: picture.bytes.length,
        size: picture.bytes.length,
        isPublic: false,
        status: 'stored',
        expiresAt: now,
      })
      .onConflictDoNothing();
    const id = newId();
    ids.push(id);
    await db.insert(projectProofs).values({
      id,
      projectId: project.id,
      version: i + 1,
      images: [path],
      note: v.note,
      uploadedByUserId: owner,
      decision: v.decision,
      decisionComment: v.comment,
      decidedAt: new Date(now.getTime() - v.decidedDaysAgo * day),
      createdAt: new Date(now.getTime() - v.sentDaysAgo * day),
    });
  }
  await db.update(projects).set({ approvedProofId: ids[1]! }).where(eq(projects.id, project.id));
  // A session of the project the customer can open today shows the design: their visit with Jules.
  const [todays] = await db
    .select({ id: appointments.id, projectId: appointments.projectId })
    .from(appointments)
    .where(
      and(
        eq(appointments.customerId, customer.id),
        eq(appointments.artistId, jules.id),
        eq(appointments.status, 'confirmed'),
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(1);
  if (written && todays && !todays.projectId) {
    await db.update(appointments).set({ projectId: project.id }).where(eq(appointments.id, todays.id));
  }
  return project.id;
}
