import {
  type CreateWaiverTemplateBody,
  type WaiverPreview,
  type WaiverTemplateBody,
  type WaiverTemplateView,
  waiverTemplateBody,
} from '@linework/contract/waivers';
import { desc, eq, max } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { businesses, waiverTemplates } from '../db/schema/catalog.ts';
import { DomainError, isPgError, notFound, pgErrors } from '../domain/errors.ts';

export type TemplateRow = typeof waiverTemplates.$inferSelect;

/** A stored body with the defaults of fields added after it was written (ID photo, guardian, …). */
export const parseTemplateBody = (stored: TemplateRow['body']): WaiverTemplateBody =>
  waiverTemplateBody.parse(stored);

export const templateView = (row: TemplateRow): WaiverTemplateView => ({
  id: row.id,
  version: row.version,
  title: row.title,
  body: parseTemplateBody(row.body),
  createdAt: row.createdAt.toISOString(),
});

/** The version a new session signs: the shop's newest. */
export async function currentTemplate(db: Database | Transaction, businessId: string) {
  const [row] = await db
    .select()
    .from(waiverTemplates)
    .where(eq(waiverTemplates.businessId, businessId))
    .orderBy(desc(waiverTemplates.version))
    .limit(1);
  return row;
}

/** A shop's current waiver, exactly as it will be signed, for anyone to read first. */
export async function shopWaiverPreview(db: Database, shopUrl: string): Promise<WaiverPreview> {
  const [shop] = await db.select().from(businesses).where(eq(businesses.shopUrl, shopUrl));
  const template = shop ? await currentTemplate(db, shop.id) : undefined;
  if (!shop || !template) throw notFound('The waiver of this shop');
  return {
    shop: { name: shop.name, shopUrl: shop.shopUrl, ageOfMajority: shop.ageOfMajority },
    template: templateView(template),
  };
}

export const listTemplates = (db: Database, businessId: string) =>
  db
    .select()
    .from(waiverTemplates)
    .where(eq(waiverTemplates.businessId, businessId))
    .orderBy(desc(waiverTemplates.version));

/**
 * Adds a new version; earlier versions stay as they are, so every signature keeps pointing at the
 * text it signed. Two staff saving at once both get a version: the unique (shop, version) decides
 * who is first and the other takes the next number.
 */
export async function createTemplateVersion(
  db: Database,
  businessId: string,
  input: { title: string; body: CreateWaiverTemplateBody['body'] },
): Promise<TemplateRow> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    try {
      const [{ latest } = { latest: 0 }] = await db
        .select({ latest: max(waiverTemplates.version) })
        .from(waiverTemplates)
        .where(eq(waiverTemplates.businessId, businessId));
      const [row] = await db
        .insert(waiverTemplates)
        .values({
          id: newId(),
          businessId,
          version: (latest ?? 0) + 1,
          title: input.title,
          body: input.body,
        })
        .returning();
      return row!;
    } catch (error) {
      if (!isPgError(error, pgErrors.uniqueViolation)) throw error;
    }
  }
  throw new DomainError('CONFLICT', 'Someone else is saving this waiver right now. Please try again.');
}
