import { describe, expect, it } from 'vitest';
import { matchPage } from './page-routes.ts';

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
