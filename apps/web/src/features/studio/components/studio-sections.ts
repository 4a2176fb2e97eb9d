import type { BusinessRole } from '@linework/contract/users';

export { roleLabels } from '@linework/contract/business-roles';

export type StudioSection = {
  /** The path under `/studio/:businessId` ('' is the day). */
  path: string;
  label: string;
  /** Who sees it: an owner everything, the front desk the day and the door, an artist their own work. */
  roles: readonly BusinessRole[];
};

const everyone = ['owner', 'staff', 'artist'] as const;
const frontOfHouse = ['owner', 'staff'] as const;

/** The studio's sections in menu order (routes.tsx declares a route for each). */
export const studioSections: readonly StudioSection[] = [
  { path: '', label: 'Today', roles: everyone },
  { path: 'calendar', label: 'Calendar', roles: everyone },
  { path: 'requests', label: 'Requests', roles: everyone },
  { path: 'inbox', label: 'Inbox', roles: everyone },
  { path: 'notices', label: 'Notices', roles: everyone },
  { path: 'hours', label: 'Hours and booking', roles: everyone },
  { path: 'catalogue', label: 'Shop and services', roles: ['owner', 'artist'] },
  { path: 'money', label: 'Money', roles: frontOfHouse },
  { path: 'waivers', label: 'Waivers and the door', roles: frontOfHouse },
  { path: 'followers', label: 'Followers', roles: frontOfHouse },
  { path: 'reviews', label: 'Reviews', roles: everyone },
];

export const sectionsFor = (role: BusinessRole) => studioSections.filter((s) => s.roles.includes(role));

/** The section a studio URL is in: its first segment after the business id. */
export function sectionOf(pathname: string, businessId: string): StudioSection | undefined {
  const rest = pathname.split(`/studio/${businessId}`)[1] ?? '';
  const first = rest.split('/').filter(Boolean)[0] ?? '';
  return studioSections.find((s) => s.path === first);
}

export const studioPath = (businessId: string, section = '') =>
  `/studio/${businessId}${section ? `/${section}` : ''}`;
