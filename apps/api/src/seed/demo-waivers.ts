import { emptyWaiverForm } from '@linework/contract/waiver-rules';
import type { WaiverForm } from '@linework/contract/waivers';
import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { newId } from '../db/ids.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses, waiverTemplates } from '../db/schema/catalog.ts';
import { jobs } from '../db/schema/jobs.ts';
import { uploads } from '../db/schema/uploads.ts';
import { users } from '../db/schema/users.ts';
import { waiverSessions } from '../db/schema/waivers.ts';
import type { Deps } from '../deps.ts';
import { sessionPhotoPrefix, signWaiver } from '../waivers/signing.ts';
import { parseTemplateBody } from '../waivers/templates.ts';

// Everyone who came in during the demo week signed at the door tablet before their visit, so the
// studio's day and its signed-waiver search show real records: each one goes through the same
// signing as a customer's (form check, record hash, PDF), dated ten minutes before its visit.

const signedBefore = 10 * 60_000;

/** A photo of an ID card, drawn: a card with a photo box and a few lines of text. */
async function idCardPhoto(seed: number) {
  const hue = (seed * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300">
    <rect width="480" height="300" rx="18" fill="hsl(${hue},35%,82%)"/>
    <rect x="24" y="60" width="120" height="150" rx="8" fill="hsl(${hue},20%,55%)"/>
    <rect x="170" y="70" width="240" height="18" rx="4" fill="#33343a"/>
    <rect x="170" y="110" width="180" height="14" rx="4" fill="#55565c"/>
    <rect x="170" y="140" width="210" height="14" rx="4" fill="#55565c"/>
    <rect x="24" y="20" width="200" height="20" rx="4" fill="hsl(${hue},45%,40%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 75 }).toBuffer();
}

/** A signature as the pad draws it, a little different for each signer. */
async function signatureImage(seed: number) {
  const y = 40 + (seed % 5) * 6;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M12 ${y + 30} C 50 ${y - 30}, 80 ${y + 50}, ${120 + (seed % 3) * 10} ${y} S 210 ${y + 40}, 288 ${y - 10}" stroke="#111" stroke-width="3" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * Signs the waiver of every demo-week visit that has begun (checked in or completed), except the
 * demo customer's own, whose appointments the journeys know as they are.
 */
export async function signDemoWaivers(deps: Pick<Deps, 'db' | 'storage' | 'clock'>) {
  const visits = await deps.db
    .select({ appointment: appointments, customer: users, shopUrl: businesses.shopUrl })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.customerId))
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(
      and(inArray(appointments.status, ['checked_in', 'completed']), like(users.subject, 'demo-customer-%')),
    )
    .orderBy(asc(appointments.startsAt));
  const templates = await deps.db.select().from(waiverTemplates).orderBy(asc(waiverTemplates.version));

  for (const [i, { appointment, customer, shopUrl }] of visits.entries()) {
    const template = templates.find((t) => t.businessId === appointment.businessId);
    if (!template) continue;
    const body = parseTemplateBody(template.body);
    const signedAt = new Date(appointment.startsAt.getTime() - signedBefore);
    const sessionId = newId();
    await deps.db.insert(waiverSessions).values({
      id: sessionId,
      businessId: appointment.businessId,
      templateId: template.id,
      appointmentId: appointment.id,
      customerId: customer.id,
      customerEmail: customer.email,
      customerName: `${customer.firstName} ${customer.lastName}`,
      channel: 'check-in',
      expiresAt: appointment.endsAt,
      createdAt: new Date(signedAt.getTime() - 5 * 60_000),
    });
    const photo = await idCardPhoto(i);
    const photoPath = `${sessionPhotoPrefix(sessionId)}id-front.jpg`;
    await deps.storage.put(photoPath, photo, 'image/jpeg');
    await deps.db.insert(uploads).values({
      id: newId(),
      path: photoPath,
      contentType: 'image/jpeg',
      declaredSize: photo.length,
      size: photo.length,
      isPublic: false,
      status: 'stored',
      expiresAt: appointment.endsAt,
    });
    const name = `${customer.firstName} ${customer.lastName}`;
    const initials = `${customer.firstName[0]}${customer.lastName[0]}`;
    const form: WaiverForm = {
      ...emptyWaiverForm(body),
      signer: {
        legalName: name,
        dateOfBirth: `${1985 + (i % 15)}-0${1 + (i % 9)}-1${i % 10}`,
        address: `${20 + i * 7} Grand St, New York, NY`,
        phone: customer.phoneNumber ?? '+1 212 555 0100',
        email: customer.email,
        emergencyName: i % 2 ? 'Sam Rivera' : 'Alex Morgan',
        emergencyPhone: '+1 212 555 0188',
      },
      answers: Object.fromEntries(
        body.questions.map((q) => {
          if (q.kind === 'yesno') return [q.id, { value: 'no', followUp: '' }];
          if (q.kind === 'choice') return [q.id, { value: q.options?.[0] ?? '', followUp: '' }];
          if (q.kind === 'text') return [q.id, { value: 'About two hours ago', followUp: '' }];
          return [q.id, { value: '', followUp: '' }];
        }),
      ),
      initials: Object.fromEntries(body.clauses.map((c) => [c.id, initials])),
      idPhotos: { front: photoPath, back: '' },
      signature: { method: 'drawn', image: await signatureImage(i), typedName: '' },
      agreed: true,
    };
    const signed = await signWaiver({ ...deps, clock: { now: () => signedAt } }, shopUrl, sessionId, form, {
      ipAddress: '192.0.2.10',
      userAgent: 'Linework door tablet',
    });
    // Its emailed copy went out back then: the demo's first start sends no week of old mail.
    await deps.db
      .update(jobs)
      .set({ doneAt: signedAt })
      .where(
        and(
          eq(jobs.kind, 'waiver.signed'),
          sql`${jobs.payload}->>'signedWaiverId' = ${signed.id}`,
          isNull(jobs.doneAt),
        ),
      );
  }
  return visits.length;
}
