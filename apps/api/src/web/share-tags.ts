import type { ArtistDetail, ServiceView, ShopDetail, ShopSummary } from '@linework/contract/catalog';
import { currencyDigits } from '@linework/contract/money-format';
import { pages } from '@linework/contract/pages';
import { formatDuration } from '@linework/contract/price-format';
import { scriptSafeJson } from '@linework/contract/script-json';
import {
  type CatalogReader,
  loadArtistDetail,
  loadArtistInShop,
  loadServiceDetail,
  loadShopDetail,
} from '../catalog/details.ts';
import type { Deps } from '../deps.ts';
import { DomainError } from '../domain/errors.ts';
import { absoluteUrl as absoluteFileUrl } from '../storage/storage.ts';
import { escapeHtml } from './html.ts';
import { matchPage } from './page-routes.ts';

/**
 * Head tags for the public catalogue pages, so a link pasted into a chat or a social profile shows
 * the right name, picture and description without running JavaScript, and search engines index it.
 */

type ShareContext = CatalogReader & Pick<Deps, 'config'>;

type HeadTags = {
  title: string;
  description: string;
  /** Path of the page, e.g. /artist/mara-vale; made absolute with the public URL. */
  path: string;
  imageUrl: string | null;
  /** What the picture shows, for people who cannot see it (og:image:alt, twitter:image:alt). */
  imageAlt: string;
  /** The one URL of this content, when another page is it (an artist shown at a shop). */
  canonicalPath?: string;
  ogType: 'profile' | 'website' | 'business.business';
  jsonLd: Record<string, unknown>;
};

type SharePage = { status: 200 | 404; html: string };

const siteName = 'Linework';

const clip = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const isoDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Money in minor units as the decimal string schema.org expects, e.g. 15000 EUR → "150.00". */
function decimalPrice(amount: number, currency: string) {
  let digits = 2;
  try {
    digits = currencyDigits(currency);
  } catch {
    // unknown currency code: keep two digits
  }
  return (amount / 10 ** digits).toFixed(digits);
}

/** Share tags are read by other sites and crawlers, so every address in them is absolute. */
const absoluteUrl = (ctx: ShareContext, pathOrUrl: string) =>
  absoluteFileUrl(ctx.config.publicUrl, pathOrUrl);

function postalAddress(shop: ShopSummary) {
  return {
    '@type': 'PostalAddress',
    streetAddress: shop.address.line,
    addressLocality: shop.address.city,
    ...(shop.address.region ? { addressRegion: shop.address.region } : {}),
    ...(shop.address.postalCode ? { postalCode: shop.address.postalCode } : {}),
    addressCountry: shop.address.country,
  };
}

function parlorLd(ctx: ShareContext, shop: ShopSummary, extra: Partial<ShopDetail> = {}) {
  return {
    '@type': 'TattooParlor',
    name: shop.name,
    url: absoluteUrl(ctx, `/shop/${shop.shopUrl}`),
    ...(shop.coverUrl || shop.logoUrl ? { image: absoluteUrl(ctx, (shop.coverUrl ?? shop.logoUrl)!) } : {}),
    ...(extra.about ? { description: clip(extra.about, 300) } : {}),
    ...(extra.contact?.phone ? { telephone: extra.contact.phone } : {}),
    address: postalAddress(shop),
    geo: { '@type': 'GeoCoordinates', latitude: shop.address.latitude, longitude: shop.address.longitude },
    openingHoursSpecification: shop.hours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${isoDays[h.weekday - 1]}`,
      opens: h.opens,
      closes: h.closes,
    })),
    ...(extra.rating && extra.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: extra.rating.average,
            reviewCount: extra.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

function artistTags(ctx: ShareContext, a: ArtistDetail, path: string, shop?: ShopSummary): HeadTags {
  const place = shop ? ` at ${shop.name}` : a.city ? ` in ${a.city}` : '';
  const styles = a.styles.length ? `${list(a.styles.slice(0, 3))} tattoo artist` : 'Tattoo artist';
  const books = a.booksOpen ? 'Books open.' : 'Books closed.';
  const about = a.bio ? clip(a.bio, 120) : `${styles}${place}.`;
  const workplaces = shop ? [{ shop }] : a.workplaces;
  return {
    title: `${a.displayName}${shop ? ` at ${shop.name}` : ''} · ${styles}${shop ? '' : place} | ${siteName}`,
    description: clip(`${about} ${books} See the portfolio, prices and reviews, and book on ${siteName}.`),
    path,
    // One URL per artist: their own page, also for the page of them at a shop.
    canonicalPath: `/artist/${a.urlPath}`,
    imageUrl: a.avatarUrl ?? a.portfolio[0]?.url ?? shop?.coverUrl ?? null,
    imageAlt: a.avatarUrl
      ? `Portrait of ${a.displayName}`
      : a.portfolio[0]
        ? `A tattoo by ${a.displayName}`
        : `${shop?.name ?? a.displayName}`,
    ogType: 'profile',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: a.displayName,
      url: absoluteUrl(ctx, `/artist/${a.urlPath}`),
      jobTitle: 'Tattoo artist',
      ...(a.bio ? { description: clip(a.bio, 300) } : {}),
      ...(a.avatarUrl ? { image: absoluteUrl(ctx, a.avatarUrl) } : {}),
      ...(a.styles.length ? { knowsAbout: a.styles } : {}),
      ...([a.social.instagram, a.social.website].some(Boolean)
        ? { sameAs: [a.social.instagram, a.social.website].filter(Boolean) }
        : {}),
      worksFor: workplaces.map(({ shop: s }) => ({
        '@type': 'TattooParlor',
        name: s.name,
        url: absoluteUrl(ctx, `/shop/${s.shopUrl}`),
        address: {
          '@type': 'PostalAddress',
          streetAddress: s.address.line,
          addressLocality: s.address.city,
          addressCountry: s.address.country,
        },
      })),
    },
  };
}

function shopTags(ctx: ShareContext, s: ShopDetail): HeadTags {
  const styles = s.styles.length ? ` for ${list(s.styles.slice(0, 3).map((x) => x.toLowerCase()))}` : '';
  const about = s.about ? clip(s.about, 110) : `Tattoo shop${styles} in ${s.address.city}.`;
  const rating = s.rating.count ? ` Rated ${s.rating.average}/5 by ${s.rating.count} customers.` : '';
  return {
    title: `${s.name} · Tattoo shop in ${s.address.city} | ${siteName}`,
    description: clip(`${about}${rating} See artists, prices and hours, and book on ${siteName}.`),
    path: `/shop/${s.shopUrl}`,
    imageUrl: s.coverUrl ?? s.logoUrl ?? null,
    imageAlt: s.coverUrl ? `Inside ${s.name}` : `${s.name} logo`,
    ogType: 'business.business',
    jsonLd: { '@context': 'https://schema.org', ...parlorLd(ctx, s, s) },
  };
}

function serviceTags(ctx: ShareContext, service: ServiceView, shop: ShopSummary): HeadTags {
  const price = `${decimalPrice(service.priceAmount, service.currency)} ${service.currency}`;
  const priceWords =
    service.priceKind === 'hourly'
      ? `${price} an hour`
      : service.priceKind === 'from'
        ? `from ${price}`
        : price;
  const deposit = service.depositAmount
    ? `, deposit ${decimalPrice(service.depositAmount, service.currency)} ${service.currency}`
    : '';
  const summary = `${formatDuration(service.durationMinutes)}, ${priceWords}${deposit}.`;
  const path = `/shop/${shop.shopUrl}/service/${service.id}`;
  return {
    title: `${service.name} at ${shop.name} | ${siteName}`,
    description: clip(
      `${service.description ? `${clip(service.description, 90)} ` : ''}${summary} Book at ${shop.name}, ${shop.address.city}.`,
    ),
    path,
    imageUrl: service.imageUrl ?? shop.coverUrl ?? null,
    imageAlt: service.imageUrl ? service.name : `Inside ${shop.name}`,
    ogType: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: service.name,
      url: absoluteUrl(ctx, path),
      serviceType: 'Tattoo',
      ...(service.description ? { description: clip(service.description, 300) } : {}),
      provider: parlorLd(ctx, shop),
      offers: {
        '@type': 'Offer',
        price: decimalPrice(service.priceAmount, service.currency),
        priceCurrency: service.currency,
        url: absoluteUrl(ctx, path),
      },
    },
  };
}

/** The home page: what Linework is, for a link to the site itself. */
function homeTags(ctx: ShareContext): HeadTags {
  const description =
    'Find tattoo artists and shops near you: portfolios, prices, free times and reviews. Book and pay the deposit online.';
  return {
    title: `${siteName} · Find and book tattoo artists`,
    description,
    path: '/',
    // The site's own card (apps/web/public/share.png, 1200 × 630, the size link previews ask for).
    imageUrl: '/share.png',
    imageAlt: 'Linework: find and book tattoo artists',
    ogType: 'website',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteName,
      url: absoluteUrl(ctx, '/'),
      description,
    },
  };
}

type ShareRoute =
  | { kind: 'home' }
  | { kind: 'artist'; urlPath: string }
  | { kind: 'shop'; shopUrl: string }
  | { kind: 'artistInShop'; shopUrl: string; artistUrl: string }
  | { kind: 'service'; shopUrl: string; serviceId: string };

/** The public catalogue page a URL shows, if it is one: the pages the contract's table gives share tags. */
function matchShareRoute(url: string): ShareRoute | null {
  if (url.split(/[?#]/)[0] === '/') return { kind: 'home' };
  const match = matchPage(url);
  const kind = match && pages[match.page].share;
  if (!kind || kind === 'home') return null;
  return { kind, ...match.params } as ShareRoute;
}

/** The tags of a share route, or null when the artist, shop or service does not exist. */
async function headTagsFor(ctx: ShareContext, route: ShareRoute): Promise<HeadTags | null> {
  try {
    switch (route.kind) {
      case 'home':
        return homeTags(ctx);
      case 'artist':
        return artistTags(ctx, await loadArtistDetail(ctx, route.urlPath), `/artist/${route.urlPath}`);
      case 'shop':
        return shopTags(ctx, await loadShopDetail(ctx, route.shopUrl));
      case 'artistInShop': {
        const r = await loadArtistInShop(ctx, route.shopUrl, route.artistUrl);
        return artistTags(ctx, r.artist, `/shop/${r.shop.shopUrl}/${r.membership.artistUrl}`, r.shop);
      }
      case 'service': {
        const r = await loadServiceDetail(ctx, route.shopUrl, route.serviceId);
        return serviceTags(ctx, r.service, r.shop);
      }
    }
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function renderHeadTags(ctx: ShareContext, tags: HeadTags): string {
  const url = absoluteUrl(ctx, tags.canonicalPath ?? tags.path);
  const image = tags.imageUrl ? absoluteUrl(ctx, tags.imageUrl) : null;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', tags.ogType),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image), meta('property', 'og:image:alt', tags.imageAlt)] : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    ...(image
      ? [meta('name', 'twitter:image', image), meta('name', 'twitter:image:alt', tags.imageAlt)]
      : []),
    `<script type="application/ld+json">${scriptSafeJson(tags.jsonLd)}</script>`,
  ].join('\n    ');
}

/** Puts `head` into the app shell before </head>, replacing its default title and description. */
function injectHead(indexHtml: string, head: string): string {
  const shell = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  return shell.includes('</head>')
    ? shell.replace('</head>', `\n    ${head}\n  </head>`)
    : `${head}\n${shell}`;
}

/**
 * For the history fallback: the app shell with the page's share tags, status 404 (same shell, so the
 * app still shows its not-found screen) when the slug is unknown, or null for any other path.
 */
export async function renderSharePage(
  ctx: ShareContext,
  url: string,
  indexHtml: string,
): Promise<SharePage | null> {
  const route = matchShareRoute(url);
  if (!route) return null;
  const tags = await headTagsFor(ctx, route);
  if (!tags) {
    const what =
      route.kind === 'artist' || route.kind === 'artistInShop'
        ? 'Artist'
        : route.kind === 'shop'
          ? 'Shop'
          : 'Service';
    return {
      status: 404,
      html: injectHead(
        indexHtml,
        `<title>${what} not found | ${siteName}</title>\n    <meta name="robots" content="noindex" />`,
      ),
    };
  }
  return { status: 200, html: injectHead(indexHtml, renderHeadTags(ctx, tags)) };
}
