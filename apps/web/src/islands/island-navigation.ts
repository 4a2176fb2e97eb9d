import { sessionStore } from '../lib/browser-storage.ts';

const key = 'linework.islandNavigation';

/** Notes that an island is loading the next page (a filter chosen, the map asked for). */
export function leavingFromIsland() {
  sessionStore().setItem(key, '1');
}

/** Whether an island of the last page loaded this one (asked once per document). */
export function cameFromIsland(): boolean {
  const storage = sessionStore();
  const came = storage.getItem(key) === '1';
  storage.removeItem(key);
  return came;
}

/** Fired when the visitor signs in on a static page: its server islands are asked again. */
export const signedInEvent = 'linework:signed-in';
