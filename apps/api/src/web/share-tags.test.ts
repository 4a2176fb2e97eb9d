import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { insertCatalogFixtures } from '../catalog/test-fixtures.ts';
import { artists } from '../db/schema/catalog.ts';

let app: TestApp;
let ids: Awaited<ReturnType<typeof insertCatalogFixtures>>;
const site = 'https://linework.example';

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'linework-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Linework</title></head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: site });
  ids = await insertCatalogFixtures(app);
  // A name that would break out of an attribute or a script if it were not escaped.
  await app.db
    .update(artists)
    .set({ bio: 'Lines & leaves. "Quiet" work </script><script>alert(1)</script>' })
    .where(eq(artists.id, ids.mara));
});
afterAll(() => app.close());

/** The content of one meta tag in raw HTML, as a link preview bot reads it. */
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace('.', '\\.')}" content="([^"]*)"`).exec(html)?.[1];

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('share tags in the HTML the server sends', () => {
  it('gives an artist page its title, description, canonical URL, Open Graph, Twitter card and Person', async () => {
    const res = await app.inject({ url: '/artist/mara-vale' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<title>Mara Vale · Fine line and Botanical tattoo artist in Berlin \| Linework<\/title>/,
    );
    expect(html).toContain(`<link rel="canonical" href="${site}/artist/mara-vale" />`);
    expect(metaContent(html, 'og:title')).toContain('Mara Vale');
    expect(metaContent(html, 'og:url')).toBe(`${site}/artist/mara-vale`);
    expect(metaContent(html, 'og:image')).toBe(`${site}/files/public/artists/mara/avatar.jpg`);
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'description')).toContain(
      'Lines &amp; leaves. &quot;Quiet&quot; work &lt;/script&gt;',
    );
    // The shell is still the app: tags sit in the head, the root element follows.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
    // Nothing from the bio can close the JSON-LD script.
    expect(html).not.toContain('</script><script>alert(1)');
    const ld = jsonLd(html);
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Person', name: 'Mara Vale' });
    expect(ld.description).toContain('</script><script>alert(1)</script>');
    expect(ld.worksFor.map((w: { name: string }) => w.name)).toEqual(['Northside Ink', 'Harbor Tattoo']);
    expect(ld.image).toBe(`${site}/files/public/artists/mara/avatar.jpg`);
  });

  it('gives the app root-relative picture addresses, so they load from any host name, and other sites absolute ones', async () => {
    // The web app on a phone at http://192.168.1.5:3000 reads this answer: an absolute PUBLIC_URL
    // address would point it at a host it cannot reach.
    const answer = (await app.inject({ url: '/v1/shops/north-ink' })).json().result;
    expect(answer.coverUrl).toBe('/files/public/shops/north/cover.jpg');
    const page = (await app.inject({ url: '/shop/north-ink' })).body;
    expect(metaContent(page, 'og:image')).toBe(`${site}/files/public/shops/north/cover.jpg`);
    expect(metaContent(page, 'twitter:image')).toBe(`${site}/files/public/shops/north/cover.jpg`);
    expect(jsonLd(page).image).toBe(`${site}/files/public/shops/north/cover.jpg`);
  });

  it('gives a shop page a TattooParlor with address, geo, opening hours and rating', async () => {
    const res = await app.inject({ url: '/shop/north-ink' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Northside Ink · Tattoo shop in Berlin | Linework</title>');
    expect(metaContent(res.body, 'og:image')).toBe(`${site}/files/public/shops/north/cover.jpg`);
    const ld = jsonLd(res.body);
    expect(ld).toMatchObject({
      '@type': 'TattooParlor',
      name: 'Northside Ink',
      url: `${site}/shop/north-ink`,
      address: {
        streetAddress: 'Torstraße 1',
        addressLocality: 'Berlin',
        postalCode: '10119',
        addressCountry: 'DE',
      },
      geo: { latitude: 52.5295, longitude: 13.4016 },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(ld.openingHoursSpecification[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '10:00',
      closes: '19:00',
    });
  });

  it('tags the artist-in-shop and service pages', async () => {
    const inShop = await app.inject({ url: '/shop/harbor-tattoo/mara-guest' });
    expect(inShop.statusCode).toBe(200);
    expect(inShop.body).toContain('<title>Mara Vale at Harbor Tattoo');
    expect(jsonLd(inShop.body).worksFor).toEqual([expect.objectContaining({ name: 'Harbor Tattoo' })]);
    // One URL per artist: the page of Mara at a shop points to her own page.
    expect(inShop.body).toContain(`<link rel="canonical" href="${site}/artist/mara-vale" />`);
    expect(metaContent(inShop.body, 'og:url')).toBe(`${site}/artist/mara-vale`);

    const service = await app.inject({ url: `/shop/north-ink/service/${ids.fineLine}` });
    expect(service.statusCode).toBe(200);
    expect(service.body).toContain('<title>Small fine line piece at Northside Ink | Linework</title>');
    expect(metaContent(service.body, 'description')).toContain('1 h 30 min, 150.00 EUR, deposit 50.00 EUR.');
    expect(jsonLd(service.body)).toMatchObject({
      '@type': 'Service',
      name: 'Small fine line piece',
      provider: { '@type': 'TattooParlor', name: 'Northside Ink' },
      offers: { price: '150.00', priceCurrency: 'EUR' },
    });
  });

  it('sends the app shell with status 404 for an unknown artist, shop, artist in shop or service', async () => {
    for (const url of [
      '/artist/no-such-artist',
      '/shop/no-such-shop',
      '/shop/north-ink/mara-vane',
      `/shop/north-ink/service/${ids.realism}`,
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('leaves other screens under a shop and other routes to the app as before', async () => {
    const request = await app.inject({ url: '/shop/north-ink/request' });
    expect(request.statusCode).toBe(200);
    expect(request.body).toContain('<title>Linework</title>');
  });

  it('gives the home page its canonical URL, Open Graph and Twitter tags', async () => {
    const home = await app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="${site}/" />`);
    expect(metaContent(home.body, 'og:title')).toBe('Linework · Find and book tattoo artists');
    expect(metaContent(home.body, 'og:url')).toBe(`${site}/`);
    expect(metaContent(home.body, 'og:description')).toMatch(/tattoo artists/);
    // Shared, the site shows its card: a wide picture, described for people who cannot see it.
    expect(metaContent(home.body, 'og:image')).toBe(`${site}/share.png`);
    expect(metaContent(home.body, 'og:image:alt')).toBe('Linework: find and book tattoo artists');
    expect(metaContent(home.body, 'twitter:card')).toBe('summary_large_image');
  });

  it('describes every shared picture for people who cannot see it', async () => {
    for (const url of ['/artist/mara-vale', '/shop/north-ink', `/shop/north-ink/service/${ids.fineLine}`]) {
      const res = await app.inject({ url });
      expect(metaContent(res.body, 'og:image'), url).toBeTruthy();
      expect(metaContent(res.body, 'og:image:alt'), url).toBeTruthy();
      expect(metaContent(res.body, 'twitter:image:alt'), url).toBe(metaContent(res.body, 'og:image:alt'));
    }
    expect(metaContent((await app.inject({ url: '/artist/mara-vale' })).body, 'og:image:alt')).toBe(
      'Portrait of Mara Vale',
    );
  });

  it('keeps pages of one visit at the shop, the embeddable form and private screens out of search indexes', async () => {
    for (const url of [
      '/account',
      '/studio',
      '/invitations/abc',
      '/shop/north-ink/check-in',
      '/shop/north-ink/waiver-session/abc123',
      '/shop/north-ink/preview-waiver',
      '/artist/mara-vale/subscribe/embed',
    ]) {
      const res = await app.inject({ url });
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
    expect((await app.inject({ url: '/shop/north-ink' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('answers 404, not the app shell, for a file the build does not have', async () => {
    for (const url of [
      '/favicon.png',
      '/wp-login.php',
      '/assets-old/app.js',
      '/shop/north-ink/logo.svg.map',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('tells browsers which powerful features pages may use', async () => {
    const policy = (await app.inject({ url: '/shop/north-ink' })).headers['permissions-policy'];
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('geolocation=(self)');
  });
});

describe('the icons of the web build', () => {
  it('are real pictures: a favicon.ico with PNG images and a 180 px apple-touch-icon', async () => {
    const webPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/public');
    const ico = readFileSync(path.join(webPublic, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
    const firstImage = ico.subarray(ico.readUInt32LE(6 + 12));
    expect((await sharp(firstImage).metadata()).format).toBe('png');
    const touch = await sharp(readFileSync(path.join(webPublic, 'apple-touch-icon.png'))).metadata();
    expect([touch.format, touch.width, touch.height]).toEqual(['png', 180, 180]);
    const card = await sharp(readFileSync(path.join(webPublic, 'share.png'))).metadata();
    expect([card.format, card.width, card.height]).toEqual(['png', 1200, 630]);
  });
});

describe('sitemap and robots', () => {
  it('lists every public artist, shop and service page with absolute URLs, each artist once', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of [
      '/artist/mara-vale',
      '/artist/jun-park',
      '/shop/north-ink',
      `/shop/north-ink/service/${ids.fineLine}`,
      `/shop/kreuzberg-needle/service/${ids.blackwork}`,
    ]) {
      expect(locs).toContain(`${site}${page}`);
    }
    // An artist's page at a shop has the artist's own page as its canonical URL: only that is listed.
    expect(locs).not.toContain(`${site}/shop/harbor-tattoo/mara-guest`);
    expect(
      locs.filter((l) => l!.includes('/shop/') && !l!.includes('/service/') && l!.split('/').length > 5),
    ).toEqual([]);
  });

  it('allows crawling, points to the sitemap and keeps private screens out', async () => {
    const res = await app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('User-agent: *\nAllow: /');
    expect(res.body).toContain(`Sitemap: ${site}/sitemap.xml`);
    for (const p of [
      '/dev/',
      '/checkout',
      '/receipt',
      '/booking',
      '/chat',
      '/payment-redirect',
      '/reschedule',
      '/unsubscribe',
      '/review',
      '/account',
      '/studio',
      '/invitations',
    ]) {
      expect(res.body).toContain(`Disallow: ${p}\n`);
    }
  });
});
