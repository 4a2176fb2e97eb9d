import type { WeeklyInterval } from '@linework/contract/catalog';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';
import { artistShops, businesses, workingHours } from '../db/schema/catalog.ts';

/**
 * A shop's opening hours as its team's weekly hours make them: on each weekday, from the earliest
 * start of any artist to the latest end. Pure, so the rule is tested on its own.
 */
export function openingHoursOfTeam(
  worked: { weekday: number; startTime: string; endTime: string }[],
): WeeklyInterval[] {
  const days = new Map<number, WeeklyInterval>();
  for (const w of worked) {
    const day = days.get(w.weekday);
    days.set(w.weekday, {
      weekday: w.weekday,
      opens: day && day.opens < w.startTime ? day.opens : w.startTime,
      closes: day && day.closes > w.endTime ? day.closes : w.endTime,
    });
  }
  return [...days.values()].sort((a, b) => a.weekday - b.weekday);
}

/**
 * Keeps the opening hours of a shop whose owner has not set them (a new shop) in step with its
 * team's weekly hours, in the transaction that changed them, so its page never says "Closed" on
 * days it can be booked.
 */
export async function followTeamHours(tx: Transaction, businessId: string) {
  const [shop] = await tx
    .select({ hoursFromTeam: businesses.hoursFromTeam })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!shop?.hoursFromTeam) return;
  const worked = await tx
    .select({
      weekday: workingHours.weekday,
      startTime: workingHours.startTime,
      endTime: workingHours.endTime,
    })
    .from(workingHours)
    .innerJoin(artistShops, eq(artistShops.id, workingHours.artistShopId))
    .where(eq(artistShops.businessId, businessId));
  await tx
    .update(businesses)
    .set({ hours: openingHoursOfTeam(worked) })
    .where(eq(businesses.id, businessId));
}
