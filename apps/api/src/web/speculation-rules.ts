import { type PageFacts, pages } from '@linework/contract/pages';

export const speculationRulesPath = '/speculation-rules.json';

/**
 * Speculation rules (sent by a `Speculation-Rules` header, so the content security policy stays free
 * of inline script): the browser prefetches a public page once a link to it is pressed or hovered,
 * so moving between artist, shop and service pages feels instant. Only the pages the contract's
 * table keeps in the page cache: the same for everyone, cheap to serve again.
 */
export function speculationRules(): string {
  const publicPaths = (Object.values(pages) as PageFacts[])
    .filter((page) => page.cache === 'page')
    .map((page) => `/${page.path}`);
  return JSON.stringify({
    prefetch: [{ source: 'document', where: { href_matches: publicPaths }, eagerness: 'moderate' }],
  });
}
