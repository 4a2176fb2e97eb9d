import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database, Transaction } from '../db/client.ts';
import { appointments } from '../db/schema/appointments.ts';
import { businesses } from '../db/schema/catalog.ts';
import { checkInPasses } from '../db/schema/checkin.ts';
import type { Deps } from '../deps.ts';

/**
 * The token in an appointment's check-in QR code: 192 random bits, made once and kept, so the code
 * in the confirmation email and on the appointment page stay the same. It identifies nothing else.
 */
export async function passFor(db: Database | Transaction, appointmentId: string): Promise<string> {
  await db
    .insert(checkInPasses)
    .values({ appointmentId, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing({ target: checkInPasses.appointmentId });
  const [row] = await db.select().from(checkInPasses).where(eq(checkInPasses.appointmentId, appointmentId));
  return row!.token;
}

/** Where the QR code leads: the shop's check-in screen, which checks in with the pass it carries. */
export const checkInUrl = (publicUrl: string, shopUrl: string, token: string) =>
  `${publicUrl}/shop/${shopUrl}/check-in?pass=${token}`;

export const qrSvg = (text: string) =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

const qrPng = (text: string) =>
  QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 360 });

/** The check-in link and its QR code as a PNG, for the appointment's emails. */
export async function checkInQr({ db, config }: Pick<Deps, 'db' | 'config'>, appointmentId: string) {
  const [row] = await db
    .select({ shopUrl: businesses.shopUrl })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(eq(appointments.id, appointmentId));
  const url = checkInUrl(config.publicUrl, row!.shopUrl, await passFor(db, appointmentId));
  return { url, png: await qrPng(url) };
}
