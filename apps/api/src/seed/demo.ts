import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  artistShops,
  artists,
  businesses,
  businessMembers,
  portfolioImages,
  reviews,
  serviceArtists,
  services,
  waiverTemplates,
  workingHours,
} from '../db/schema/catalog.ts';
import { authUser } from '../db/schema/identity.ts';
import { uploads } from '../db/schema/uploads.ts';
import { users } from '../db/schema/users.ts';
import { recordCompletedVisit } from '../dev/completed-visit.ts';
import { builtInIssuer } from '../identity/auth.ts';
import { type MadeVariants, makeVariants } from '../uploads/picture-variants.ts';
import { makeThumbnail, thumbnailPath } from '../uploads/thumbnails.ts';
import { type DemoService, insertTodaysDemoAppointments } from './demo-appointments.ts';
import { demoArtists, demoReviews, demoShops, demoWaiver } from './demo-catalog.ts';
import { insertDemoWeek } from './demo-day.ts';
import { insertDemoFlash } from './demo-flash.ts';
import { insertDemoHistory } from './demo-history.ts';
import { demo } from './demo-names.ts';
import { insertDemoSleeve } from './demo-projects.ts';
import { seedDemoProofs } from './demo-proofs.ts';
import { insertDemoWaitlist } from './demo-waitlist.ts';
import { signDemoWaivers } from './demo-waivers.ts';
import { avatarImage, coverImage, portfolioImage } from './images.ts';

type Picture = { path: string; bytes: Buffer; width: number; height: number };

/** Seeds the demo catalogue when the database has no shop yet. Returns whether it seeded. */
export async function seedDemoIfEmpty(app: FastifyInstance): Promise<boolean> {
  const [row] = await app.db.select({ shops: count() }).from(businesses);
  if (row && row.shops > 0) return false;
  const startedAt = Date.now();

  const customerId = await ensureAccount(app, demo.customerEmail, 'Casey', 'Rivera');
  const staffId = await ensureAccount(app, demo.staffEmail, 'Sam', 'Lee');
  const harborStaffId = await ensureAccount(app, demo.blackHarborStaffEmail, 'Alex', 'Morgan');
  const ownerId = await ensureAccount(app, demo.ownerEmail, 'Nora', 'Quinn');
  const julesId = await ensureAccount(app, demo.julesEmail, 'Jules', 'Moreau');
  const pictures = await drawPictures();
  for (const p of pictures.all) await app.storage.put(p.path, p.bytes, p.contentType);

  await app.db.transaction(async (tx) => {
    await tx.insert(uploads).values(
      pictures.all.map((p) => ({
        id: newId(),
        path: p.path,
        contentType: p.contentType,
        declaredSize: p.bytes.length,
        size: p.bytes.length,
        isPublic: true,
        status: 'stored' as const,
        expiresAt: new Date(),
      })),
    );
    await insertCatalogue(
      tx,
      pictures,
      { customerId, staffId, harborStaffId, ownerId, julesId },
      app.deps.clock.now(),
    );
  });
  await insertDemoFlash(app.db, app.deps.clock.now());
  await insertDemoWaitlist(app.db, app.deps.clock.now());
  // Casey's finished visit with Mara: its review link is in the dev mailbox once the worker runs.
  await recordCompletedVisit(app.deps, { customerId, artistUrlPath: demo.mara.urlPath });
  await signDemoWaivers(app.deps);
  // The demo customer's design at North Star: v1 sent back for changes, v2 approved.
  await seedDemoProofs(app);
  app.log.info({ ms: Date.now() - startedAt }, 'demo catalogue seeded');
  return true;
}

/** A demo account in the identity service plus its profile, created once and reused after. */
async function ensureAccount(app: FastifyInstance, email: string, firstName: string, lastName: string) {
  let [account] = await app.db.select().from(authUser).where(eq(authUser.email, email));
  if (!account) {
    // Straight into the identity store, confirmed, as sign-up stores an account: sign-up itself
    // would mail each demo account a code to confirm an address that is confirmed already.
    const identity = await app.identity.$context;
    const created = await identity.internalAdapter.createUser(
      {
        email,
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
        emailVerified: true,
      },
      { method: 'email-password' },
    );
    await identity.internalAdapter.linkAccount({
      userId: created.id,
      providerId: 'credential',
      accountId: created.id,
      password: await identity.password.hash(demo.password),
    });
    [account] = await app.db.select().from(authUser).where(eq(authUser.email, email));
  }
  await app.db
    .insert(users)
    .values({ id: newId(), issuer: builtInIssuer, subject: account!.id, email, firstName, lastName })
    .onConflictDoNothing({ target: [users.issuer, users.subject] });
  const [profile] = await app.db.select().from(users).where(eq(users.subject, account!.id));
  return profile!.id;
}

async function drawPictures() {
  const covers = new Map<string, Picture>();
  const avatars = new Map<string, Picture>();
  const portfolio = new Map<string, Picture[]>();
  let seed = 7;
  for (const shop of demoShops) {
    covers.set(shop.shopUrl, {
      path: `public/seed/shops/${shop.shopUrl}/cover.webp`,
      ...(await coverImage(seed++)),
    });
    const initials = shop.name
      .split(' ')
      .map((w) => w[0])
      .join('')
      .slice(0, 2);
    avatars.set(shop.shopUrl, {
      path: `public/seed/shops/${shop.shopUrl}/logo.webp`,
      ...(await avatarImage(seed++, initials)),
    });
  }
  for (const artist of demoArtists) {
    avatars.set(artist.key, {
      path: `public/seed/artists/${artist.urlPath}/avatar.webp`,
      ...(await avatarImage(seed++, artist.initials)),
    });
    const works: Picture[] = [];
    for (let i = 0; i < 4; i++) {
      works.push({
        path: `public/seed/artists/${artist.urlPath}/work-${i + 1}.webp`,
        ...(await portfolioImage(seed++, i % 2 === 0)),
      });
    }
    portfolio.set(artist.key, works);
  }
  const works = [...portfolio.values()].flat();
  const thumbnails = await Promise.all(
    works.map(async (p) => ({ ...p, path: thumbnailPath(p.path), bytes: await makeThumbnail(p.bytes) })),
  );
  // AVIF/WebP copies for srcset, as an upload gets them (uploads/picture-variants.ts).
  const variants = new Map<string, MadeVariants>();
  for (const p of [...covers.values(), ...works]) variants.set(p.path, await makeVariants(p.path, p.bytes));
  const copies = [...variants.values()].flatMap((v) => v.files);
  const all = [
    ...[...covers.values(), ...avatars.values(), ...works, ...thumbnails].map((p) => ({
      ...p,
      contentType: 'image/webp',
    })),
    ...copies,
  ];
  return { covers, avatars, portfolio, variants, all };
}

async function insertCatalogue(
  tx: Transaction,
  pictures: Awaited<ReturnType<typeof drawPictures>>,
  people: { customerId: string; staffId: string; harborStaffId: string; ownerId: string; julesId: string },
  /** The seed's present (the services' clock): guest spots, today's visits and the history hang on it. */
  seededAt: Date,
) {
  const artistIds = new Map(demoArtists.map((a) => [a.key, newId()]));
  await tx.insert(artists).values(
    demoArtists.map((a) => ({
      id: artistIds.get(a.key)!,
      urlPath: a.urlPath,
      displayName: a.displayName,
      bio: a.bio,
      styles: a.styles,
      avatarImage: pictures.avatars.get(a.key)!.path,
      city: a.city,
      timeZone: a.timeZone,
      instagram: a.instagram,
      booksOpen: a.booksOpen,
      booksNote: a.booksNote,
    })),
  );
  await tx.insert(portfolioImages).values(
    demoArtists.flatMap((a) =>
      pictures.portfolio.get(a.key)!.map((p, i) => ({
        id: newId(),
        artistId: artistIds.get(a.key)!,
        path: p.path,
        width: p.width,
        height: p.height,
        variantWidths: pictures.variants.get(p.path)!.widths,
        caption: `${a.styles[i % a.styles.length]} piece by ${a.displayName}`,
        style: a.styles[i % a.styles.length]!,
        sortOrder: i,
      })),
    ),
  );

  const shopIds = new Map<string, string>();
  for (const shop of demoShops) {
    const businessId = newId();
    shopIds.set(shop.shopUrl, businessId);
    await tx.insert(businesses).values({
      id: businessId,
      shopUrl: shop.shopUrl,
      name: shop.name,
      about: shop.about,
      addressLine: shop.addressLine,
      city: shop.city,
      region: shop.region,
      postalCode: shop.postalCode,
      country: shop.country,
      latitude: shop.latitude,
      longitude: shop.longitude,
      timeZone: shop.timeZone,
      currency: shop.currency,
      phone: shop.phone,
      email: shop.email,
      website: shop.website,
      instagram: shop.instagram,
      coverImage: pictures.covers.get(shop.shopUrl)!.path,
      coverWidth: pictures.covers.get(shop.shopUrl)!.width,
      coverHeight: pictures.covers.get(shop.shopUrl)!.height,
      coverVariantWidths: pictures.variants.get(pictures.covers.get(shop.shopUrl)!.path)!.widths,
      logoImage: pictures.avatars.get(shop.shopUrl)!.path,
      styles: shop.styles,
      hours: shop.hours,
      policies: shop.policies,
    });

    const members = [...shop.residents];
    /** The weekdays each artist works here (1 = Monday). */
    const workdays = new Map<string, number[]>();
    // Mara's guest spot: from next week for two weeks, in the shop's own calendar.
    const guest = shop.shopUrl === demo.shops.blackHarbor;
    const today = DateTime.fromJSDate(seededAt).setZone(shop.timeZone).startOf('day');
    if (guest) members.push({ artist: 'mara', artistUrl: demo.mara.urlPath });
    for (const member of members) {
      const artistShopId = newId();
      const isGuest = member.artist === 'mara';
      await tx.insert(artistShops).values({
        id: artistShopId,
        artistId: artistIds.get(member.artist)!,
        businessId,
        artistUrl: member.artistUrl,
        kind: isGuest ? 'guest' : 'resident',
        startsOn: isGuest ? today.plus({ days: 7 }).toISODate() : null,
        endsOn: isGuest ? today.plus({ days: 21 }).toISODate() : null,
      });
      // Artists work the shop's opening hours, each taking one weekday off.
      const dayOff = 2 + (member.artistUrl.length % 4);
      const hours = shop.hours.filter((h) => h.weekday !== dayOff || isGuest);
      workdays.set(
        member.artist,
        hours.map((h) => h.weekday),
      );
      await tx.insert(workingHours).values(
        hours.map((h) => ({
          id: newId(),
          artistShopId,
          weekday: h.weekday,
          startTime: h.opens,
          endTime: h.closes,
        })),
      );
    }

    const serviceRows = new Map<string, DemoService>();
    for (const [i, service] of shop.services.entries()) {
      const serviceId = newId();
      serviceRows.set(service.name, { id: serviceId, ...service });
      await tx.insert(services).values({
        id: serviceId,
        businessId,
        name: service.name,
        description: service.description,
        durationMinutes: service.durationMinutes,
        priceKind: service.priceKind,
        priceAmount: service.priceAmount,
        depositAmount: service.depositAmount,
        requiresRequest: service.requiresRequest ?? false,
        sortOrder: i,
      });
      await tx
        .insert(serviceArtists)
        .values(service.artists.map((a) => ({ serviceId, artistId: artistIds.get(a)! })));
    }

    const waiver = demoWaiver(shop.name);
    await tx
      .insert(waiverTemplates)
      .values({ id: newId(), businessId, version: 1, title: waiver.title, body: waiver.body });
    if (shop.shopUrl === demo.shops.northStar) {
      const mine = {
        businessId,
        timeZone: shop.timeZone,
        currency: shop.currency,
        customerId: people.customerId,
        artistIds,
        services: serviceRows,
        seededAt,
      };
      const caseys = await insertTodaysDemoAppointments(tx, mine);
      await insertDemoWeek(tx, mine, workdays, caseys);
      await insertDemoHistory(tx, mine);
      await insertDemoSleeve(tx, mine);
    }
  }

  await tx.insert(businessMembers).values([
    { id: newId(), businessId: shopIds.get(demo.shops.northStar)!, userId: people.staffId, role: 'staff' },
    { id: newId(), businessId: shopIds.get(demo.shops.northStar)!, userId: people.ownerId, role: 'owner' },
    {
      id: newId(),
      businessId: shopIds.get(demo.shops.northStar)!,
      userId: people.julesId,
      role: 'artist',
      artistId: artistIds.get(demo.jules.artistUrl)!,
    },
    {
      id: newId(),
      businessId: shopIds.get(demo.shops.blackHarbor)!,
      userId: people.harborStaffId,
      role: 'staff',
    },
  ]);

  const now = DateTime.fromJSDate(seededAt, { zone: 'utc' });
  await tx.insert(reviews).values(
    demoReviews.map((r) => ({
      id: newId(),
      businessId: shopIds.get(r.shop)!,
      artistId: artistIds.get(r.artist)!,
      authorName: r.author,
      rating: r.rating,
      text: r.text,
      verified: true,
      reply: r.reply,
      repliedAt: r.reply ? now.minus({ days: r.daysAgo - 1 }).toJSDate() : null,
      createdAt: now.minus({ days: r.daysAgo }).toJSDate(),
    })),
  );
}
