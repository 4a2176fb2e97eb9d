import type { DropStockView, DropView } from '@linework/contract/flash';
import type { Deps } from '../deps.ts';
import { getDrop } from './service.ts';

type Ctx = Pick<Deps, 'db' | 'storage' | 'clock'>;

// The drop page's reads under a crowd (issue 29): hundreds of open pages ask for the drop and its
// stock every few seconds. Each instance answers them from one read of the database per drop per
// second, and the requests that arrive while that read runs wait for it instead of starting their
// own. A second of staleness only shows: a claim is decided by the database, never by this copy,
// and a claim made on this instance forgets the copy at once.

/** How long a read of a drop serves the pages, in the machine's monotonic milliseconds. */
const freshMs = 1_000;
/** Past this many drops kept, the stale ones are let go. */
const keptDrops = 500;

type Entry = { readAt: number; clockAt: number; view: Promise<DropView> };
const kept = new Map<string, Entry>();

const phaseAt = (view: Pick<DropView, 'opensAt' | 'followersUntil'>, now: Date): DropView['phase'] =>
  now.getTime() < Date.parse(view.opensAt)
    ? 'upcoming'
    : view.followersUntil && now.getTime() < Date.parse(view.followersUntil)
      ? 'followers'
      : 'open';

/**
 * The drop as its page shows it, at most a second old; its phase is always the present one. A copy
 * is also stale once the services' clock moved past it (tests move that clock by minutes).
 */
export async function readDrop(ctx: Ctx, dropId: string): Promise<DropView> {
  const now = ctx.clock.now();
  const at = performance.now();
  let entry = kept.get(dropId);
  if (!entry || at - entry.readAt >= freshMs || Math.abs(now.getTime() - entry.clockAt) >= freshMs) {
    entry = { readAt: at, clockAt: now.getTime(), view: getDrop(ctx, dropId) };
    if (kept.size >= keptDrops) {
      for (const [id, e] of kept) if (at - e.readAt >= freshMs) kept.delete(id);
    }
    kept.set(dropId, entry);
    // A failed read (a missing drop) is not kept: the next request asks again.
    entry.view.catch(() => {
      if (kept.get(dropId) === entry) kept.delete(dropId);
    });
  }
  const view = await entry.view;
  return { ...view, phase: phaseAt(view, now) };
}

/** The live part of a drop page: its phase, what is left of each design, and the server's time. */
export async function readDropStock(ctx: Ctx, dropId: string): Promise<DropStockView> {
  const view = await readDrop(ctx, dropId);
  return {
    now: ctx.clock.now().toISOString(),
    phase: view.phase,
    items: view.items.map((i) => ({ id: i.id, left: i.left })),
  };
}

/** A claim on this instance changed the drop: its next read goes to the database. */
export function forgetDrop(dropId: string) {
  kept.delete(dropId);
}
