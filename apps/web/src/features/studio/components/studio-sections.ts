import { mayUse, type StudioSection, studioSections } from '@linework/contract/business-roles';
import type { BusinessRole } from '@linework/contract/users';

// The sections and who may use each are the contract's one table, which the API enforces too.
export { roleLabels, type StudioSection, studioSections } from '@linework/contract/business-roles';

export const sectionsFor = (role: BusinessRole): StudioSection[] =>
  studioSections.filter((s) => mayUse(s.rule, role));

export const mayOpen = (section: StudioSection, role: BusinessRole) => mayUse(section.rule, role);

/**
 * Studio pages outside the menu, reached from a link (a project's design from its email): the whole
 * team may open them, the API narrowing an artist to their own. A menu section of the same path wins.
 */
const linkedPages: StudioSection[] = [
  { path: 'projects', label: 'Projects', rule: { owner: 'all', staff: 'all', artist: 'own' } },
];

/** The section a studio URL is in: its first segment after the business id. */
export function sectionOf(pathname: string, businessId: string): StudioSection | undefined {
  const rest = pathname.split(`/studio/${businessId}`)[1] ?? '';
  const first = rest.split('/').filter(Boolean)[0] ?? '';
  return studioSections.find((s) => s.path === first) ?? linkedPages.find((s) => s.path === first);
}

export const studioPath = (businessId: string, section = '') =>
  `/studio/${businessId}${section ? `/${section}` : ''}`;
