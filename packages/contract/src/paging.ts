import { z } from 'zod';

/** Which page of a customer's own list (1 first); pages are small, so a number is enough to say it. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1').max(10_000).default(1),
});

/** One page of a list, and the number of the next page (null on the last). */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextPage: z.number().int().nullable() });
