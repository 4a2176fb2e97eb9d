import type { BusinessRole } from './users.ts';

// No zod here: the web's studio menu and the API's emails name the roles alike.

/** What each role is called on screen and in emails: `staff` is the front desk. */
export const roleLabels: Record<BusinessRole, string> = {
  owner: 'Owner',
  staff: 'Front desk',
  artist: 'Artist',
};
