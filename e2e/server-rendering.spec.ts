import type { APIRequestContext } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { expect, newCustomer, test, waitForMail } from './support/fixtures.ts';
import { signUpConfirmed } from './support/identity.ts';
import { runJobs } from './support/journey-api.ts';

// Public pages arrive as real HTML: their content, share tags and styles are there before any script
// runs, unknown slugs are 404, and nothing of a signed-in person is ever in the HTML.

/** The text a person reads in raw HTML: no scripts or styles, no tags, entities decoded. */
function visibleText(html: string): string {
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      // React separates neighbouring texts with empty comments: they are not spaces.
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ')
  );
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace('.', '\\.')}" content="([^"]*)"`).exec(html)?.[1];

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

async function result<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return ((await res.json()) as { result: T }).result;
}

type Shop = {
  name: string;
  artists: { displayName: string }[];
  services: { id: string; name: string }[];
  hours: { opens: string; closes: string }[];
  latestReviews: { text: string | null }[];
};
type Artist = { displayName: string; bio: string | null; portfolio: { url: string }[] };

/** A page's raw HTML, with no JavaScript anywhere. */
async function rawPage(request: APIRequestContext, path: string, status = 200) {
  const res = await request.get(path);
  expect(res.status(), path).toBe(status);
  expect(res.headers()['content-type']).toMatch(/text\/html/);
  return { html: await res.text(), headers: res.headers() };
}

test('every public page is real HTML with its content, styles and share tags', async ({ request }) => {
  const northStar = await result<Shop>(request, '/v1/shops/north-star-tattoo');
  const mara = await result<Artist>(request, '/v1/artists/mara-vale');
  const service = northStar.services[0]!;

  const home = visibleText((await rawPage(request, '/')).html);
  expect(home).toContain('Find your tattoo artist.');
  for (const name of ['Dex Okafor', 'Kenji Mori', 'Mara Vale']) expect(home).toContain(name);
  // The search is on the home route: its results come from the server too.
  const search = visibleText((await rawPage(request, '/?style=Japanese')).html);
  expect(search).toContain('Kenji Mori');
  expect(search).not.toContain('Jules Moreau');

  const artist = await rawPage(request, '/artist/mara-vale');
  expect(visibleText(artist.html)).toContain(mara.displayName);
  expect(visibleText(artist.html)).toContain(mara.bio!.slice(0, 40));
  expect(artist.html).toContain(mara.portfolio[0]!.url);
  expect(metaContent(artist.html, 'og:title')).toContain('Mara Vale');
  expect(jsonLd(artist.html)['@type']).toBe('Person');
  // The page is styled before any script: emotion's critical CSS is in the head.
  expect(artist.html.slice(0, artist.html.indexOf('</head>'))).toMatch(/<style data-emotion="css /);
  expect(artist.headers['cache-control']).toBe('public, no-cache');

  const shop = await rawPage(request, '/shop/north-star-tattoo');
  const shopText = visibleText(shop.html);
  expect(shopText).toContain(northStar.name);
  for (const a of northStar.artists) expect(shopText).toContain(a.displayName);
  for (const s of northStar.services) expect(shopText).toContain(s.name);
  expect(shopText).toContain(`${northStar.hours[0]!.opens}–${northStar.hours[0]!.closes}`);
  expect(shopText).toContain(northStar.latestReviews.find((r) => r.text)!.text!.slice(0, 30));
  expect(shopText).toMatch(/\$\d/);
  expect(jsonLd(shop.html)['@type']).toBe('TattooParlor');
  expect(metaContent(shop.html, 'og:url')).toBe(`${baseURL}/shop/north-star-tattoo`);

  const jules = await rawPage(request, '/shop/north-star-tattoo/jules');
  expect(visibleText(jules.html)).toContain('Jules Moreau');
  expect(visibleText(jules.html)).toContain('at North Star Tattoo');
  expect(metaContent(jules.html, 'og:title')).toContain('Jules Moreau at North Star Tattoo');

  const servicePage = await rawPage(request, `/shop/north-star-tattoo/service/${service.id}`);
  expect(visibleText(servicePage.html)).toContain(service.name);
  expect(visibleText(servicePage.html)).toMatch(/\$\d/);
  expect(jsonLd(servicePage.html)['@type']).toBe('Service');

  for (const [path, name] of [
    ['/artist/mara-vale/subscribe', 'Mara Vale'],
    ['/shop/black-harbor-ink/subscribe', 'Black Harbor Ink'],
  ]) {
    const text = visibleText((await rawPage(request, path!)).html);
    expect(text).toContain(`Follow ${name}`);
    // The embed code is for the people who run the page: never in the HTML everyone is served.
    expect(text).not.toContain('Put this form on your own website');
  }
  for (const [path, name] of [
    ['/artist/mara-vale/subscribe/embed', 'Mara Vale'],
    ['/shop/kumo-tattoo/subscribe/embed', 'Kumo Tattoo'],
  ]) {
    const embed = await rawPage(request, path!);
    expect(visibleText(embed.html)).toContain(`Follow ${name}`);
    // The embed is framed by other sites; nothing else is.
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    // The app's header is not part of an embed.
    expect(embed.html).not.toContain('Skip to content');
  }
  expect((await rawPage(request, '/artist/mara-vale')).headers['x-frame-options']).toBe('SAMEORIGIN');
});

test('a review link is server-rendered for its holder and kept by no shared cache', async ({ page }) => {
  const person = newCustomer();
  await signUpConfirmed(page.request, person);
  const { token } = await (await page.request.get('/auth/token')).json();
  await page.request.get('/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
  await page.request.post('/auth/sign-out', { data: {} });
  await page.request.post('/dev/completed-visits', {
    data: { customerEmail: person.email, artistUrlPath: 'mara-vale' },
  });
  await runJobs(page.request);
  const mail = await waitForMail(page, person.email, /How was your tattoo with Mara Vale\?/);
  const link = new URL(mail.text.match(/http:\/\/\S+\/review\/[A-Za-z0-9_-]+/)![0]);

  const review = await rawPage(page.request, link.pathname);
  expect(visibleText(review.html)).toContain('How was your tattoo with Mara Vale?');
  expect(review.headers['cache-control']).toBe('private, no-store');
});

test('unknown artists, shops, services and paths answer 404 with the not-found page', async ({ request }) => {
  for (const [path, what] of [
    ['/artist/nobody-at-all', 'artist'],
    ['/artist/nobody-at-all/subscribe', 'artist'],
    ['/shop/no-such-shop', 'shop'],
    ['/shop/north-star-tattoo/nobody', 'artist'],
    ['/shop/north-star-tattoo/service/no-such-service', 'service'],
    ['/no/such/page', 'page'],
  ]) {
    const { html } = await rawPage(request, path!, 404);
    expect(visibleText(html), path).toContain(`We could not find this ${what}`);
  }
});

test.describe('with JavaScript on', () => {
  // The document of a 404 page is itself a failed load for the browser.
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test('public pages hydrate without an error and without fetching their data again', async ({ page }) => {
    const shop = await result<Shop>(page.request, '/v1/shops/north-star-tattoo');
    const catalogueReads: string[] = [];
    page.on('request', (r) => {
      if (/\/v1\/(artists|shops|search)/.test(r.url())) catalogueReads.push(r.url());
    });
    for (const [path, heading] of [
      ['/', 'Find your tattoo artist.'],
      ['/artist/mara-vale', 'Mara Vale'],
      ['/shop/north-star-tattoo', 'North Star Tattoo'],
      ['/shop/north-star-tattoo/jules', 'Jules Moreau'],
      [`/shop/north-star-tattoo/service/${shop.services[0]!.id}`, shop.services[0]!.name],
      ['/artist/mara-vale/subscribe', 'Follow Mara Vale'],
      ['/shop/black-harbor-ink/subscribe', 'Follow Black Harbor Ink'],
      ['/no/such/page', 'We could not find this page'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
      // The session settles only in the browser, after hydration: the header then offers Sign in.
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    }
    for (const [path, name] of [
      ['/artist/mara-vale/subscribe/embed', 'Mara Vale'],
      ['/shop/kumo-tattoo/subscribe/embed', 'Kumo Tattoo'],
    ]) {
      await page.goto(path!);
      // The server sets the tab title: no React runs in the browser of an embed, and nothing reads the catalogue.
      await expect(page).toHaveTitle(`Follow ${name} · Linework`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Follow ${name}`);
    }
    expect(catalogueReads).toEqual([]);
    // Hydration errors and mismatches are console errors: the fixture fails the test on any.
  });
});

test('a signed-in person’s name, email and appointments never reach the HTML of a page', async ({
  page,
  playwright,
}) => {
  // The demo customer has appointments at North Star today.
  const signedIn = await playwright.request.newContext({ baseURL });
  const demo = { email: 'customer@linework.test', password: 'linework-demo' };
  expect((await signedIn.post('/auth/sign-in/email', { data: demo })).ok()).toBe(true);
  const { token } = (await (await signedIn.get('/auth/token')).json()) as { token: string };
  const authorization = `Bearer ${token}`;
  const me = (await (await signedIn.get('/v1/users/me', { headers: { authorization } })).json()).result as {
    email: string;
    firstName: string;
    lastName: string;
  };
  const upcoming = (
    await (await signedIn.get('/v1/appointments?scope=upcoming', { headers: { authorization } })).json()
  ).result.items as { id: string; confirmationCode: string }[];
  expect(upcoming.length).toBeGreaterThan(0);
  const personal = [
    me.email,
    `${me.firstName} ${me.lastName}`,
    `Welcome back, ${me.firstName}`,
    ...upcoming.flatMap((a) => [a.id, a.confirmationCode]),
  ];
  const shop = await result<Shop>(page.request, '/v1/shops/north-star-tattoo');
  const paths = [
    '/',
    '/artist/mara-vale',
    '/shop/north-star-tattoo',
    '/shop/north-star-tattoo/jules',
    `/shop/north-star-tattoo/service/${shop.services[0]!.id}`,
    '/artist/mara-vale/subscribe',
    '/shop/north-star-tattoo/subscribe',
    '/artist/mara-vale/subscribe/embed',
  ];
  for (const path of paths) {
    // Their cookie and their token ride along; the HTML, which may be cached, has none of them.
    const mine = await signedIn.get(path, { headers: { authorization } });
    const html = await mine.text();
    for (const secret of personal) expect(html, `${path} as the customer`).not.toContain(secret);
    const anonymous = await (await page.request.get(path)).text();
    for (const secret of personal) expect(anonymous, `${path} anonymously`).not.toContain(secret);
    // A kept page past its time limit is re-rendered while it is served, so the two answers may be
    // two renders: the same page but for when its data was read.
    const renderTimes = /"(dehydratedAt|dataUpdatedAt)":\d+/g;
    expect(anonymous.replace(renderTimes, '$1'), path).toBe(html.replace(renderTimes, '$1'));
  }

  // In the browser the same person sees their own things: home is static (docs/decisions/034), so
  // their name comes from the header's server island, after the page shows.
  await page.context().addCookies(await signedIn.storageState().then((s) => s.cookies));
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(me.firstName) }),
  ).toBeVisible();
  const raw = await (await playwright.request.newContext({ baseURL })).get('/');
  for (const secret of personal) expect(await raw.text()).not.toContain(secret);
  await signedIn.dispose();
});

test('pictures load when the product is reached at another host name than PUBLIC_URL', async ({ page }) => {
  // PUBLIC_URL is http://localhost:<port>; a phone on the LAN reaches the same server by its address.
  const otherHost = baseURL.replace('localhost', '127.0.0.1');
  await page.goto(`${otherHost}/shop/north-star-tattoo`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('North Star Tattoo');
  const pictures = () =>
    page.evaluate(() =>
      Array.from(document.images)
        .filter((img) => new URL(img.currentSrc || img.src).pathname.startsWith('/files/'))
        .map((img) => ({ origin: new URL(img.currentSrc || img.src).origin, loaded: img.naturalWidth > 0 })),
    );
  await expect.poll(async () => (await pictures()).some((p) => p.loaded)).toBe(true);
  for (const picture of await pictures()) expect(picture.origin).toBe(otherHost);
});
