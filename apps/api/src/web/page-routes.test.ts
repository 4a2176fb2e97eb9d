import { pages, unindexedPrefixes } from '@linework/contract/pages';
import { describe, expect, it } from 'vitest';
import { matchPage } from './page-routes.ts';
import { robotsTxt } from './sitemap.ts';
import { speculationRules } from './speculation-rules.ts';

describe('which page of the web app a URL shows', () => {
  it('prefers a written-out segment to a param, as the web router does', () => {
    expect(matchPage('/shop/north-ink/request')).toEqual({
      page: 'shopRequest',
      params: { shopUrl: 'north-ink' },
    });
    expect(matchPage('/shop/north-ink/mara-guest')).toEqual({
      page: 'artistInShop',
      params: { shopUrl: 'north-ink', artistUrl: 'mara-guest' },
    });
    expect(matchPage('/shop/north-ink/service/svc_1')?.page).toBe('service');
    expect(matchPage('/chat/shop/biz_1')?.page).toBe('shopChat');
  });

  it('decodes params, ignores the query and a trailing slash, and knows nothing of other paths', () => {
    expect(matchPage('/artist/mara%20vale/?ref=x')).toEqual({
      page: 'artist',
      params: { urlPath: 'mara vale' },
    });
    expect(matchPage('/')).toBeNull();
    expect(matchPage('/nowhere/at/all/here')).toBeNull();
    expect(matchPage('/artist//subscribe')).toBeNull();
    expect(matchPage('/artist/%E0%A4%A')).toBeNull();
  });
});

describe('the contract’s page table, as robots and browsers are told', () => {
  it('keeps every page that is not indexed out of robots.txt, and no indexed page', () => {
    const robots = robotsTxt('https://linework.example');
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
    const blocked = (path: string) =>
      disallowed.some((d) => new RegExp(`^${d.replaceAll('*', '[^/]+')}(/|$)`).test(path));
    for (const [name, page] of Object.entries(pages)) {
      const example = `/${page.path.replace(/:\w+/g, 'x1')}`;
      expect(blocked(example), name).toBe(!page.indexed);
    }
    for (const p of ['/account', '/studio', '/invitations']) expect(unindexedPrefixes()).toContain(p);
  });

  it('lets browsers prefetch only the pages the page cache keeps', () => {
    const rules = JSON.parse(speculationRules()) as { prefetch: { where: { href_matches: string[] } }[] };
    const prefetched = rules.prefetch[0]!.where.href_matches;
    expect(prefetched).toContain('/artist/:urlPath');
    expect(prefetched).toContain('/shop/:shopUrl/:artistUrl');
    expect(prefetched).not.toContain('/booking');
    expect(prefetched).not.toContain('/review/:reviewLinkId');
  });
});
