import { unindexedPrefixes } from '@linework/contract/pages';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { artists, businesses, services } from '../db/schema/catalog.ts';
import type { Deps } from '../deps.ts';
import { escapeHtml as xmlEscape } from './html.ts';

/** The pages the contract's page table marks as not indexed, and the API's development helpers. */
const privatePaths = ['/dev/', ...unindexedPrefixes()];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * Every public artist, shop and service page; three queries whatever the size. An artist's page at
 * a shop is not listed: its canonical URL is the artist's own page (share-tags.ts).
 */
export async function sitemapXml({ db, config }: Pick<Deps, 'db' | 'config'>): Promise<string> {
  const [artistRows, shopRows, serviceRows] = await Promise.all([
    db
      .select({ urlPath: artists.urlPath, updatedAt: artists.updatedAt })
      .from(artists)
      .orderBy(asc(artists.urlPath)),
    db
      .select({ shopUrl: businesses.shopUrl, updatedAt: businesses.updatedAt })
      .from(businesses)
      .where(isNotNull(businesses.publishedAt))
      .orderBy(asc(businesses.shopUrl)),
    db
      .select({ shopUrl: businesses.shopUrl, id: services.id })
      .from(services)
      .innerJoin(businesses, eq(businesses.id, services.businessId))
      .where(and(eq(services.active, true), isNotNull(businesses.publishedAt)))
      .orderBy(asc(businesses.shopUrl), asc(services.sortOrder), asc(services.id)),
  ]);
  const base = config.publicUrl;
  const seg = encodeURIComponent;
  const entry = (path: string, lastmod?: Date) =>
    `  <url><loc>${xmlEscape(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    entry('/'),
    ...artistRows.map((a) => entry(`/artist/${seg(a.urlPath)}`, a.updatedAt)),
    ...shopRows.map((s) => entry(`/shop/${seg(s.shopUrl)}`, s.updatedAt)),
    ...serviceRows.map((s) => entry(`/shop/${seg(s.shopUrl)}/service/${seg(s.id)}`)),
    '</urlset>',
    '',
  ].join('\n');
}
