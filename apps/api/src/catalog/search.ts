import { createHash } from 'node:crypto';
import {
  needsFreeTimes,
  type SearchHit,
  type SearchPage,
  type SearchQuery,
} from '@linework/contract/catalog';
import { type SQL, sql } from 'drizzle-orm';
import { DomainError } from '../domain/errors.ts';
import type { CatalogContext } from './details.ts';
import {
  type BookableLink,
  type FreeTime,
  type FreeTimeLookup,
  firstFreeOn,
  mapLimited,
  soonestFree,
} from './free-times.ts';

/** Great-circle distance in km from the searched place to a row's coordinates (haversine, in SQL). */
const distanceFrom = (near: { lat: number; lng: number }, lat: SQL, lng: SQL) => sql`(
  6371.0 * 2 * asin(least(1.0, sqrt(
    power(sin(radians(${lat} - ${near.lat}::float8) / 2), 2)
    + cos(radians(${near.lat}::float8)) * cos(radians(${lat}))
      * power(sin(radians(${lng} - ${near.lng}::float8) / 2), 2)
  )))
)`;

/** Filters and order a cursor belongs to, so a cursor from another search is refused. */
const fingerprint = (query: SearchQuery) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        query.q,
        query.style,
        query.city,
        query.near,
        query.radiusKm,
        query.type,
        query.booksOpen,
        query.sort,
        query.priceMax,
        query.currency,
        query.freeOn,
      ]),
    )
    .digest('base64url')
    .slice(0, 12);

const encodeCursor = (query: SearchQuery, offset: number) =>
  Buffer.from(JSON.stringify({ o: offset, f: fingerprint(query) })).toString('base64url');

function decodeCursor(query: SearchQuery): number {
  if (!query.cursor) return 0;
  try {
    const parsed = JSON.parse(Buffer.from(query.cursor, 'base64url').toString('utf8')) as {
      o?: unknown;
      f?: unknown;
    };
    if (
      typeof parsed.o === 'number' &&
      Number.isInteger(parsed.o) &&
      parsed.o >= 0 &&
      parsed.f === fingerprint(query)
    )
      return parsed.o;
  } catch {
    // fall through to the friendly error
  }
  throw new DomainError(
    'VALIDATION_FAILED',
    'This page of results no longer matches the search. Please search again.',
    {
      fields: { 'querystring.cursor': 'Use the nextCursor of the same search' },
    },
  );
}

type Row = {
  type: 'artist' | 'shop';
  id: string;
  name: string;
  slug: string;
  image: string | null;
  styles: string[];
  city: string | null;
  books_open: boolean;
  shops: { name: string; shopUrl: string; artistUrl: string }[] | string;
  distance_km: number | null;
  latitude: number | null;
  longitude: number | null;
  rating_average: number | string | null;
  rating_count: number | string;
  links?: BookableLink[] | string;
};

/**
 * Sorting or filtering by free time computes real availability, so its work is bounded: only the
 * first `freeTimeCandidates` entries in the search's other order are looked at, with at most
 * `freeTimeLinks` artist-and-shop calendars, `freeTimeParallel` at a time. Those answers come from the
 * availability cache, which the booking page shares and every calendar change keeps right.
 */
const freeTimeCandidates = 50;
const freeTimeLinks = 80;
const freeTimeParallel = 4;

/**
 * One bounded query for a page of artists and shops: text relevance from full-text search and
 * trigram similarity, distance when a place is given, ratings aggregated in the same statement.
 */
export async function searchCatalog(
  ctx: CatalogContext,
  query: SearchQuery,
  freeTimes?: FreeTimeLookup,
): Promise<SearchPage> {
  const offset = decodeCursor(query);
  const byFreeTime = needsFreeTimes(query);
  if (byFreeTime && !freeTimes) throw new Error('Searching by free time needs the availability lookup');
  const q = query.q?.trim() ? query.q.trim().toLowerCase() : undefined;
  const near = query.near;

  const artistDistance = near ? distanceFrom(near, sql`cl.latitude`, sql`cl.longitude`) : sql`null::float8`;
  const shopDistance = near ? distanceFrom(near, sql`b.latitude`, sql`b.longitude`) : sql`null::float8`;

  const document = sql`to_tsvector('simple', e.name || ' ' || array_to_string(e.styles, ' ') || ' ' || coalesce(e.city, '') || ' ' || e.body)`;
  const tsQuery = sql`plainto_tsquery('simple', ${q ?? ''}::text)`;
  const score = q
    ? sql`(
        (case when lower(e.name) = ${q}::text then 2.0 else 0.0 end)
        + (case when strpos(lower(e.name), ${q}::text) > 0 then 0.5 else 0.0 end)
        + greatest(similarity(lower(e.name), ${q}::text), word_similarity(${q}::text, lower(e.name)))
        + ts_rank(${document}, ${tsQuery})
      )::float8`
    : sql`0::float8`;

  const filters: SQL[] = [];
  if (q) {
    filters.push(sql`(
      word_similarity(${q}::text, lower(e.name)) >= 0.4
      or strpos(lower(e.name), ${q}::text) > 0
      or ${document} @@ ${tsQuery}
    )`);
  }
  if (query.style) {
    filters.push(sql`exists (select 1 from unnest(e.styles) s where lower(s) = lower(${query.style}::text))`);
  }
  if (query.city) {
    filters.push(sql`(
      lower(e.city) = lower(${query.city}::text)
      or (e.type = 'artist' and exists (
        select 1 from current_links cl where cl.artist_id = e.id and lower(cl.city) = lower(${query.city}::text)))
    )`);
  }
  if (near) filters.push(sql`e.distance_km <= ${query.radiusKm}::float8`);
  if (query.type) filters.push(sql`e.type = ${query.type}::text`);
  if (query.booksOpen !== undefined) filters.push(sql`e.books_open = ${query.booksOpen}::boolean`);
  if (query.priceMax !== undefined && query.currency) {
    // A service at or below the price, priced in that currency: the shop's, or the artist's at a shop
    // they work at now.
    filters.push(sql`exists (
      select 1 from services s join businesses sb on sb.id = s.business_id
      where s.active and s.price_amount <= ${query.priceMax}::int and sb.currency = ${query.currency}::text
        and ((e.type = 'shop' and s.business_id = e.id)
          or (e.type = 'artist' and exists (
            select 1 from service_artists sa join current_links cl
              on cl.artist_id = sa.artist_id and cl.business_id = s.business_id
            where sa.service_id = s.id and sa.artist_id = e.id)))
    )`);
  }
  const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;

  const byRating = sql`rating_average desc nulls last, rating_count desc, lower(e.name) asc, e.id asc`;
  const order =
    query.sort === 'rating'
      ? byRating
      : near && (query.sort === 'distance' || query.sort === undefined || query.sort === 'best')
        ? sql`e.distance_km asc, e.books_open desc, score desc, lower(e.name) asc, e.id asc`
        : q
          ? sql`score desc, e.books_open desc, rating_count desc, lower(e.name) asc, e.id asc`
          : sql`e.books_open desc, ${byRating}`;

  // Where each entry can be booked, for the free-time sort and filter: per shop and artist (books
  // open) the shortest active service that needs no request first.
  const links = byFreeTime
    ? sql`, (select coalesce(json_agg(json_build_object(
                'shopUrl', x.shop_url, 'artistId', x.artist_id, 'serviceId', x.service_id)), '[]'::json)
            from (
              select distinct on (cl.artist_id, cl.business_id) cl.shop_url, cl.artist_id, s.id as service_id
              from current_links cl
              join artists la on la.id = cl.artist_id and la.books_open
              join service_artists sa on sa.artist_id = cl.artist_id
              join services s on s.id = sa.service_id and s.business_id = cl.business_id
                and s.active and not s.requires_request
              where (e.type = 'artist' and cl.artist_id = e.id) or (e.type = 'shop' and cl.business_id = e.id)
              order by cl.artist_id, cl.business_id, s.duration_minutes asc, s.id asc
            ) x) as links`
    : sql``;
  // With free times, a bounded set of candidates is fetched and ordered here; otherwise one page.
  const window = byFreeTime
    ? sql`limit ${freeTimeCandidates}::int`
    : sql`limit ${query.limit + 1}::int offset ${offset}::int`;

  const statement = sql`
    with current_links as (
      select ash.artist_id, ash.business_id, ash.artist_url, ash.kind,
             b.name, b.shop_url, b.city, b.time_zone, b.latitude, b.longitude
      from artist_shops ash join businesses b on b.id = ash.business_id
      where (ash.ends_on is null or ash.ends_on >= current_date) and b.published_at is not null
    ),
    ratings as (
      select 'artist'::text as type, artist_id as id, avg(rating)::float8 as average, count(*)::int as n
        from reviews where artist_id is not null and reported_at is null group by artist_id
      union all
      select 'shop'::text, business_id, avg(rating)::float8, count(*)::int
        from reviews where reported_at is null group by business_id
    ),
    entries as (
      select 'artist'::text as type, a.id, a.display_name as name, a.url_path as slug, a.avatar_image as image,
             a.styles, coalesce(a.city, loc.city) as city, a.books_open, a.bio as body,
             (select coalesce(json_agg(json_build_object('name', cl.name, 'shopUrl', cl.shop_url, 'artistUrl', cl.artist_url)
                                       order by (cl.kind = 'resident') desc, cl.name), '[]'::json)
                from current_links cl where cl.artist_id = a.id) as shops,
             loc.distance_km, loc.latitude, loc.longitude
      from artists a
      left join lateral (
        select cl.city, cl.latitude, cl.longitude, ${artistDistance} as distance_km
        from current_links cl where cl.artist_id = a.id
        order by 4 asc nulls last, (cl.kind = 'resident') desc, cl.name
        limit 1
      ) loc on true
      -- An artist known only at shops still being set up is not found until one of them is published.
      where exists (select 1 from current_links cl where cl.artist_id = a.id)
         or not exists (select 1 from artist_shops x join businesses xb on xb.id = x.business_id
                        where x.artist_id = a.id and xb.published_at is null)
      union all
      select 'shop'::text, b.id, b.name, b.shop_url, b.cover_image, b.styles, b.city,
             exists (select 1 from current_links cl join artists oa on oa.id = cl.artist_id
                     where cl.business_id = b.id and oa.books_open),
             b.about, '[]'::json, ${shopDistance}, b.latitude, b.longitude
      from businesses b
      where b.published_at is not null
    )
    select e.type, e.id, e.name, e.slug, e.image, e.styles, e.city, e.books_open, e.shops,
           e.distance_km, e.latitude, e.longitude,
           r.average as rating_average, coalesce(r.n, 0) as rating_count, ${score} as score
           ${links}
    from entries e
    left join ratings r on r.type = e.type and r.id = e.id
    ${where}
    order by ${order}
    ${window}
  `;
  const result = await ctx.db.execute(statement);
  const rows = (result as unknown as { rows: Row[] }).rows;
  if (byFreeTime) return pageByFreeTime(ctx, query, rows, offset, freeTimes!);
  const page = rows.slice(0, query.limit);
  return {
    hits: page.map((r) => hitOf(ctx, r, null)),
    nextCursor: rows.length > query.limit ? encodeCursor(query, offset + query.limit) : null,
  };
}

/**
 * Candidates with their first free time (soonest, or on the wanted day), the ones without left out
 * by the day filter, ordered by that time for the soonest sort (the search's own order breaking
 * ties and placing those with none last), then one page of them.
 */
async function pageByFreeTime(
  ctx: CatalogContext,
  query: SearchQuery,
  rows: Row[],
  offset: number,
  lookup: FreeTimeLookup,
): Promise<SearchPage> {
  const linksOf = rows.map(
    (r) => (typeof r.links === 'string' ? JSON.parse(r.links) : (r.links ?? [])) as BookableLink[],
  );
  const keyOf = (l: BookableLink) => `${l.shopUrl}\n${l.artistId}\n${l.serviceId}`;
  const distinct = new Map<string, BookableLink>();
  for (const l of linksOf.flat()) {
    if (distinct.size >= freeTimeLinks) break;
    distinct.set(keyOf(l), l);
  }
  const unique = [...distinct.values()];
  const slots = await mapLimited(unique, freeTimeParallel, (l) =>
    query.freeOn ? firstFreeOn(lookup, l, query.freeOn) : soonestFree(lookup, l),
  );
  const freeAt = new Map(unique.map((l, i) => [keyOf(l), slots[i] ?? null]));
  const at = (t: FreeTime | null) => (t === null ? Number.POSITIVE_INFINITY : Date.parse(t.start));
  let entries = rows.map((row, i) => {
    const times = linksOf[i]!.map((l) => freeAt.get(keyOf(l)) ?? null);
    const first = times.reduce<FreeTime | null>((a, b) => (at(b) < at(a) ? b : a), null);
    return { row, first };
  });
  if (query.freeOn) entries = entries.filter((e) => e.first !== null);
  // Array sort is stable: equal times keep the search's own order.
  if (query.sort === 'soonest') entries.sort((a, b) => at(a.first) - at(b.first));
  const page = entries.slice(offset, offset + query.limit);
  return {
    hits: page.map((e) => hitOf(ctx, e.row, e.first)),
    nextCursor: entries.length > offset + query.limit ? encodeCursor(query, offset + query.limit) : null,
  };
}

function hitOf(ctx: CatalogContext, r: Row, nextFree: FreeTime | null): SearchHit {
  return {
    type: r.type,
    id: r.id,
    name: r.name,
    slug: r.slug,
    imageUrl: r.image ? ctx.storage.publicUrl(r.image) : null,
    styles: r.styles,
    city: r.city,
    ratingAverage: r.rating_average === null ? null : Math.round(Number(r.rating_average) * 10) / 10,
    ratingCount: Number(r.rating_count),
    distanceKm: r.distance_km === null ? null : Math.round(Number(r.distance_km) * 10) / 10,
    booksOpen: r.books_open,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    shops: typeof r.shops === 'string' ? JSON.parse(r.shops) : r.shops,
    nextFree: nextFree && { start: nextFree.start, timeZone: nextFree.timeZone },
  };
}
