import zlib from 'node:zlib';
import { emptyWaiverForm } from '@linework/contract/waiver-rules';
import type { WaiverForm, WaiverTemplateBody, WaiverTemplateBodyInput } from '@linework/contract/waivers';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { testStart } from '../../test/clock.ts';
import { insertBookingFixtures } from '../appointments/test-fixtures.ts';
import { newId } from '../db/ids.ts';
import { appointmentHistory, appointments } from '../db/schema/appointments.ts';
import { waiverTemplates } from '../db/schema/catalog.ts';

/** A short waiver with one of each kind of question, as a shop would write it. */
export const testWaiverBody: WaiverTemplateBodyInput = {
  sections: [{ heading: 'Before we start', text: 'Read this carefully: a tattoo is permanent.' }],
  clauses: [
    { id: 'permanent', text: 'I understand a tattoo is permanent.' },
    { id: 'aftercare', text: 'I will follow the aftercare I am given.' },
  ],
  questions: [
    { id: 'allergies', kind: 'yesno', label: 'Any allergies?', followUp: 'Which ones?' },
    { id: 'pregnant', kind: 'choice', label: 'Pregnant or breastfeeding?', options: ['No', 'Yes'] },
    { id: 'lastMeal', kind: 'text', label: 'When did you last eat?' },
    { id: 'lastTattoo', kind: 'date', label: 'Your last tattoo, if any' },
  ],
};

/** The booking world of the appointments tests plus a waiver (version 1) at Anchor Ink only. */
export async function insertWaiverWorld(app: TestApp) {
  const ids = await insertBookingFixtures(app);
  await app.db.insert(waiverTemplates).values({
    id: newId(),
    businessId: ids.anchor,
    version: 1,
    title: 'Anchor Ink consent',
    body: testWaiverBody,
  });
  return ids;
}
export type WaiverWorld = Awaited<ReturnType<typeof insertWaiverWorld>>;

let slot = 0;
/**
 * A confirmed appointment today at Anchor Ink (New York), each in its own 20 minutes of the day so
 * they never overlap; `daysFromToday` moves it to another day.
 */
export async function insertAppointmentToday(
  app: TestApp,
  ids: WaiverWorld,
  customerId: string,
  opts: { status?: 'confirmed' | 'held' | 'cancelled'; daysFromToday?: number; businessId?: string } = {},
) {
  const day = DateTime.fromJSDate(app.deps.clock.now())
    .setZone('America/New_York')
    .startOf('day')
    .plus({ days: opts.daysFromToday ?? 0 });
  const start = day.plus({ minutes: 30 + 20 * slot++ });
  const id = newId();
  const confirmationCode = newId()
    .replace(/[^A-Z2-9]/g, '')
    .padEnd(6, 'X')
    .slice(0, 6);
  await app.db.insert(appointments).values({
    id,
    businessId: opts.businessId ?? ids.anchor,
    artistId: ids.ada,
    serviceId: ids.consult,
    customerId,
    startsAt: start.toJSDate(),
    endsAt: start.plus({ minutes: 15 }).toJSDate(),
    blockedFrom: start.toJSDate(),
    blockedUntil: start.plus({ minutes: 15 }).toJSDate(),
    status: opts.status ?? 'confirmed',
    confirmationCode,
    priceAmount: 0,
    depositAmount: 0,
    currency: 'USD',
  });
  await app.db
    .insert(appointmentHistory)
    .values({ id: newId(), appointmentId: id, toStatus: opts.status ?? 'confirmed', reason: 'test' });
  return { id, confirmationCode, localTime: start.toFormat('HH:mm') };
}

/** A small photo of an ID card, as a phone sends it. */
export const idPhoto = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

/** Declares an ID photo through the session and sends its bytes, as the signing screen does. */
export async function uploadSessionPhoto(app: TestApp, shopUrl: string, sessionId: string, name: string) {
  const bytes = await idPhoto();
  const path = `waiver-sessions/${sessionId}/${name}.jpg`;
  const declared = await app.inject({
    method: 'POST',
    url: `/v1/shops/${shopUrl}/waiver-sessions/${sessionId}/uploads`,
    payload: { path, contentType: 'image/jpeg', size: bytes.length },
  });
  expect(declared.statusCode, declared.body).toBe(201);
  const sent = await app.inject({
    method: 'PUT',
    url: new URL(declared.json().result.uploadUrl).pathname,
    headers: { 'content-type': 'image/jpeg' },
    payload: bytes,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return path;
}

/** A signature as the pad draws it: a dark stroke on a transparent PNG. */
export async function drawnSignature(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 70 C 60 10, 90 90, 140 40 S 220 80, 290 30" stroke="#111" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** An untouched signature pad. */
export async function blankSignature(): Promise<string> {
  const png = await sharp({
    create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A date of birth that makes someone `years` old in New York on the test apps' first day (`testStart`). */
export const bornYearsAgo = (years: number, days = 0) =>
  DateTime.fromISO(testStart).setZone('America/New_York').minus({ years, days }).toISODate()!;

/** A complete form for the test waiver, ready to sign. */
export async function filledForm(
  body: WaiverTemplateBody,
  photos: { front: string },
  overrides: Partial<WaiverForm> = {},
): Promise<WaiverForm> {
  const form = emptyWaiverForm(body);
  return {
    ...form,
    signer: {
      legalName: 'Robin Alexandra Ink',
      dateOfBirth: bornYearsAgo(30),
      address: '12 Orchard St, New York',
      phone: '+1 212 555 0123',
      email: 'robin.signer@example.test',
      emergencyName: 'Sam Ink',
      emergencyPhone: '+1 212 555 0199',
    },
    answers: {
      allergies: { value: 'yes', followUp: 'Latex' },
      pregnant: { value: 'No', followUp: '' },
      lastMeal: { value: 'An hour ago', followUp: '' },
      lastTattoo: { value: '', followUp: '' },
    },
    initials: { permanent: 'RI', aftercare: 'RI' },
    idPhotos: { front: photos.front, back: '' },
    signature: { method: 'drawn', image: await drawnSignature(), typedName: '' },
    agreed: true,
    ...overrides,
  };
}

/**
 * The text a reader sees in a PDF made with the standard fonts: every `<hex> Tj` string of every
 * (deflated) content stream, one per line.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const chunks: string[] = [];
  // The end-of-line before `endstream` is left in the data: a compressed stream may itself end in a
  // carriage return byte, which a pattern that strips `\r\n` would cut off (inflate ignores the
  // trailing line break).
  const streams = /stream\r?\n([\s\S]*?)endstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const bytes = Buffer.from(m[1]!, 'latin1');
    let content: string;
    try {
      content = zlib.inflateSync(bytes).toString('latin1');
    } catch {
      content = m[1]!;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      chunks.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
    }
  }
  return chunks.join('\n');
}
