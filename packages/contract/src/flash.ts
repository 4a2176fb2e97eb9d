import { z } from 'zod';
import { isoInstant } from './common.ts';
import { resultOf } from './envelope.ts';
import { storagePath } from './uploads.ts';

// Flash (issue 29): an artist's ready designs in sizes, booked size by size, and drops of them with
// a stock per design and a limit per customer.

const id = z.string().min(1).max(64);
const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} has ${max} characters at most`);

export const flashSizeInput = z.strictObject({
  label: text('The size', 40),
  durationMinutes: z
    .number()
    .int()
    .min(15, 'A size takes 15 minutes at least')
    .max(12 * 60, 'A size takes 12 hours at most'),
  priceAmount: z.number().int().min(0, 'The price cannot be negative').max(10_000_000),
});

export const createFlashDesignBody = z.strictObject({
  artistId: id,
  /** The shop's service it is booked through: its deposit and buffers apply. */
  serviceId: id,
  title: text('The title', 80),
  picturePath: storagePath,
  placementNotes: z.string().trim().max(500, 'Keep the placement notes under 500 characters').optional(),
  repeatable: z.boolean().default(true),
  sizes: z.array(flashSizeInput).min(1, 'Add one size at least').max(6, 'Add 6 sizes at most'),
});
export type CreateFlashDesignBody = z.infer<typeof createFlashDesignBody>;

export const flashSizeView = z.object({
  id: z.string(),
  label: z.string(),
  durationMinutes: z.number(),
  priceAmount: z.number(),
});
export const flashDesignView = z.object({
  id: z.string(),
  artistId: z.string(),
  serviceId: z.string(),
  title: z.string(),
  pictureUrl: z.string(),
  placementNotes: z.string().nullable(),
  repeatable: z.boolean(),
  sizes: z.array(flashSizeView),
});
export type FlashDesignView = z.infer<typeof flashDesignView>;

export const flashSheet = z.object({
  currency: z.string(),
  designs: z.array(flashDesignView),
});
export type FlashSheet = z.infer<typeof flashSheet>;

export const flashDesignResult = resultOf(flashDesignView);
export const flashSheetResult = resultOf(flashSheet);

export const shopFlashParams = z.object({ shopUrl: z.string().min(1).max(200) });
export const shopArtistFlashParams = shopFlashParams.extend({ artistId: id });
export const businessFlashParams = z.object({ businessId: id });
export const businessFlashDesignParams = businessFlashParams.extend({ designId: id });
export const businessFlashQuery = z.object({ artistId: id.optional() });

// Drops

export const createDropBody = z
  .strictObject({
    artistId: id,
    title: text('The title', 80),
    opensAt: isoInstant,
    /** Until then only the shop's followers may claim. */
    followersUntil: isoInstant.optional(),
    perCustomerLimit: z.number().int().min(1).max(20).default(1),
    holdMinutes: z.number().int().min(2).max(30).default(10),
    items: z
      .array(z.strictObject({ designId: id, stock: z.number().int().min(1).max(500) }))
      .min(1, 'Add one design at least')
      .max(100, 'A drop has 100 designs at most'),
  })
  .refine((d) => !d.followersUntil || d.followersUntil > d.opensAt, {
    message: 'The followers-first window ends after the drop opens',
    path: ['followersUntil'],
  })
  .refine((d) => new Set(d.items.map((i) => i.designId)).size === d.items.length, {
    message: 'Each design once',
    path: ['items'],
  });
export type CreateDropBody = z.infer<typeof createDropBody>;

export const dropItemView = z.object({
  id: z.string(),
  design: flashDesignView,
  stock: z.number(),
  /** How many are still to claim: 0 reads "Claimed". */
  left: z.number(),
});
export const dropView = z.object({
  id: z.string(),
  title: z.string(),
  shopUrl: z.string(),
  shopName: z.string(),
  artistName: z.string(),
  /** The artist's address at the shop (shop/{shopUrl}/{artistUrl}): a claimed design's waitlist is theirs. */
  artistUrl: z.string(),
  currency: z.string(),
  /** The shop's zone: the opening and the followers' window read in it. */
  timeZone: z.string(),
  opensAt: z.string(),
  followersUntil: z.string().nullable(),
  /** `upcoming` before it opens, `followers` in the followers-first window, then `open`. */
  phase: z.enum(['upcoming', 'followers', 'open']),
  perCustomerLimit: z.number(),
  holdMinutes: z.number(),
  items: z.array(dropItemView),
});
export type DropView = z.infer<typeof dropView>;
export const dropResult = resultOf(dropView);
export const dropListResult = resultOf(z.array(dropView));
export const dropParams = z.object({ dropId: id });

export const claimBody = z.strictObject({ dropItemId: id });
export const claimView = z.object({
  id: z.string(),
  dropId: z.string(),
  dropItemId: z.string(),
  designId: z.string(),
  holdExpiresAt: z.string(),
  /** What to book with: the artist, the shop and the service of the design. */
  shopUrl: z.string(),
  artistId: z.string(),
  serviceId: z.string(),
});
export const claimResult = resultOf(claimView);

// The studio's edits (issue 29 item 5): a design changed in place, a drop changed or called off
// before it opens, and a drop's sales as they happen.

export const updateFlashDesignBody = createFlashDesignBody.omit({ artistId: true }).extend({
  /** Left out, the design keeps its picture. */
  picturePath: storagePath.optional(),
  /** Each size keeps its id when it is kept; a size left out is taken off the design. */
  sizes: z
    .array(flashSizeInput.extend({ id: id.optional() }))
    .min(1, 'Add one size at least')
    .max(6, 'Add 6 sizes at most'),
});
export type UpdateFlashDesignBody = z.infer<typeof updateFlashDesignBody>;

export const updateDropBody = createDropBody;
export type UpdateDropBody = z.infer<typeof updateDropBody>;
export const businessDropParams = businessFlashParams.extend({ dropId: id });

export const dropSalesItem = z.object({
  dropItemId: z.string(),
  designId: z.string(),
  title: z.string(),
  stock: z.number(),
  /** Held and paid together: what the stock counter says is gone. */
  claimed: z.number(),
  /** Claimed and waiting for a time or a deposit. */
  held: z.number(),
  /** Claimed and booked with the deposit paid. */
  paid: z.number(),
  remaining: z.number(),
});
export const dropSales = z.object({
  dropId: z.string(),
  phase: z.enum(['upcoming', 'followers', 'open']),
  items: z.array(dropSalesItem),
  /** When the numbers were read: the studio polls for new ones. */
  at: z.string(),
});
export type DropSales = z.infer<typeof dropSales>;
export const dropSalesResult = resultOf(dropSales);
export const cancelDropResult = resultOf(z.object({ id: z.string(), cancelled: z.literal(true) }));
/**
 * What changes on a drop page while it is open: the phase and how many of each design are left,
 * with the server's own time so a countdown does not trust the phone's clock. Cheap and briefly
 * cached, so hundreds of open pages can ask every few seconds.
 */
export const dropStockView = z.object({
  now: z.string(),
  phase: dropView.shape.phase,
  items: z.array(z.object({ id: z.string(), left: z.number() })),
});
export type DropStockView = z.infer<typeof dropStockView>;
export const dropStockResult = resultOf(dropStockView);
