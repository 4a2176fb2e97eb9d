import { z } from 'zod';
import { amountTooLarge, calendarDate, email, maxAmount, phoneNumber } from './common.ts';
import { resultOf } from './envelope.ts';
import { pageOf, pageQuery } from './paging.ts';
import { storagePath } from './uploads.ts';

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/** A URL slug: lower-case letters, digits and single dashes, e.g. `mara-vale`. */
export const slug = z
  .string()
  .trim()
  .min(2, 'Use at least 2 characters')
  .max(60, 'Use 60 characters at most')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes, e.g. mara-vale');

/** A slug as it arrives in a URL; anything unknown answers 404, so only the length is checked. */
const slugParam = z.string().min(1).max(200);

export const style = z.string().trim().min(1).max(40, 'A style name has 40 characters at most');

export const wallClock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use 24-hour time, e.g. 09:30');

/** A weekly opening interval in the shop's wall-clock time; weekday 1 = Monday … 7 = Sunday. */
export const weeklyInterval = z
  .strictObject({
    weekday: z.number().int().min(1).max(7),
    opens: wallClock,
    closes: wallClock,
  })
  .refine((v) => v.opens !== v.closes, {
    message: 'Opening and closing times must differ',
    path: ['closes'],
  });
export type WeeklyInterval = z.infer<typeof weeklyInterval>;

const noticeHours = (label: string) =>
  z
    .number(`${label} is a number of hours`)
    .int(`${label} is a whole number of hours`)
    .min(0, `${label} cannot be negative`)
    .max(24 * 60, `${label} is ${24 * 60} hours (60 days) at most`);

export const shopPolicies = z.strictObject({
  cancellationNoticeHours: noticeHours('The cancellation notice'),
  rescheduleNoticeHours: noticeHours('The reschedule notice'),
  reschedulesAllowed: z
    .number('Moves allowed is a number')
    .int('Moves allowed is a whole number')
    .min(0, 'Moves allowed cannot be negative')
    .max(20, 'Allow 20 moves at most'),
  noShow: z.string().trim().max(600, 'Keep the no-show rule under 600 characters'),
  deposit: z.string().trim().max(600, 'Keep the deposit rule under 600 characters'),
});
export type ShopPolicies = z.infer<typeof shopPolicies>;

export const policiesView = shopPolicies.extend({
  /** The same rules in plain words, ready to show. */
  sentences: z.array(z.string()),
});
export type PoliciesView = z.infer<typeof policiesView>;

export const ratingSummary = z.object({
  /** Mean of all ratings, one decimal; null without reviews. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  distribution: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const reviewView = z.object({
  id: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  photoUrls: z.array(z.string()),
  verified: z.boolean(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  shopName: z.string(),
  artistName: z.string().nullable(),
});
export type ReviewView = z.infer<typeof reviewView>;

export const priceKind = z.enum(['fixed', 'from', 'hourly']);

export const artistRef = z.object({
  id: z.string(),
  urlPath: z.string(),
  /** This artist's path inside the shop: shop/{shopUrl}/{artistUrl}. */
  artistUrl: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
});

export const serviceView = z.object({
  id: z.string(),
  shopUrl: z.string(),
  shopName: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  priceKind,
  /** Minor units of `currency`; for `hourly` the price of one hour, for `from` the lowest price. */
  priceAmount: z.number().int(),
  depositAmount: z.number().int(),
  currency: z.string(),
  requiresRequest: z.boolean(),
  imageUrl: z.string().nullable(),
  active: z.boolean(),
  artists: z.array(artistRef),
});
export type ServiceView = z.infer<typeof serviceView>;

export const shopAddress = z.object({
  line: z.string(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** A smaller copy of a picture made when it was stored, for `srcset` (AVIF where the browser can). */
export const imageVariant = z.object({
  url: z.string(),
  width: z.number().int(),
  type: z.enum(['image/avif', 'image/webp']),
});
export type ImageVariant = z.infer<typeof imageVariant>;

/** A picture with its size (so a page reserves its space) and its copies; variants may be empty. */
export const picture = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariant),
});
export type Picture = z.infer<typeof picture>;

/** What a page needs to show and link a shop without loading all of it. */
export const shopSummary = z.object({
  id: z.string(),
  shopUrl: z.string(),
  name: z.string(),
  coverUrl: z.string().nullable(),
  /** The cover with its size and AVIF/WebP copies; null when there is no cover or its size is unknown. */
  cover: picture.nullable(),
  logoUrl: z.string().nullable(),
  address: shopAddress,
  timeZone: z.string(),
  currency: z.string(),
  hours: z.array(weeklyInterval),
  /** Whether the shop is open right now, in its own time zone. */
  openNow: z.boolean(),
  policies: policiesView,
});
export type ShopSummary = z.infer<typeof shopSummary>;

export const socialLinks = z.object({
  instagram: z.string().nullable(),
  website: z.string().nullable(),
});

export const portfolioImage = z.object({
  id: z.string(),
  url: z.string(),
  /** A WebP copy 480 px wide, made when the picture was uploaded. */
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** AVIF and WebP copies at several widths; empty for pictures stored before copies were made. */
  variants: z.array(imageVariant),
  caption: z.string(),
  style: z.string().nullable(),
});
export type PortfolioImage = z.infer<typeof portfolioImage>;

export const workplace = z.object({
  kind: z.enum(['resident', 'guest']),
  /** The artist's own weekly hours at this shop, wall-clock times in the shop's time zone. */
  hours: z.array(weeklyInterval),
  /** Guest spots have dates (YYYY-MM-DD, inclusive); residents usually none. */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  artistUrl: z.string(),
  shop: z.object({
    id: z.string(),
    shopUrl: z.string(),
    name: z.string(),
    address: shopAddress,
    timeZone: z.string(),
  }),
});

export const artistDetail = z.object({
  id: z.string(),
  urlPath: z.string(),
  displayName: z.string(),
  bio: z.string(),
  styles: z.array(z.string()),
  avatarUrl: z.string().nullable(),
  city: z.string().nullable(),
  timeZone: z.string().nullable(),
  social: socialLinks,
  booksOpen: z.boolean(),
  booksNote: z.string().nullable(),
  portfolio: z.array(portfolioImage),
  /** Shops and current or upcoming guest spots. */
  workplaces: z.array(workplace),
  services: z.array(serviceView),
  rating: ratingSummary,
  latestReviews: z.array(reviewView),
});
export type ArtistDetail = z.infer<typeof artistDetail>;

export const rosterArtist = artistRef.extend({
  styles: z.array(z.string()),
  booksOpen: z.boolean(),
  kind: z.enum(['resident', 'guest']),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});

export const shopDetail = shopSummary.extend({
  about: z.string(),
  styles: z.array(z.string()),
  contact: z.object({
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    instagram: z.string().nullable(),
  }),
  artists: z.array(rosterArtist),
  services: z.array(serviceView),
  rating: ratingSummary,
  latestReviews: z.array(reviewView),
});
export type ShopDetail = z.infer<typeof shopDetail>;

export const artistInShop = z.object({
  artist: artistDetail,
  shop: shopSummary,
  membership: z.object({
    artistUrl: z.string(),
    kind: z.enum(['resident', 'guest']),
    startsOn: z.string().nullable(),
    endsOn: z.string().nullable(),
  }),
  /** This shop's services that this artist offers. */
  services: z.array(serviceView),
});
export type ArtistInShop = z.infer<typeof artistInShop>;

export const serviceDetail = z.object({
  service: serviceView,
  shop: shopSummary,
  /** Reviews of visits for this service. */
  rating: ratingSummary,
  latestReviews: z.array(reviewView),
});
export type ServiceDetail = z.infer<typeof serviceDetail>;

// ---------------------------------------------------------------------------------------------
// Public reads
// ---------------------------------------------------------------------------------------------

const coordinates = z
  .string()
  .trim()
  .regex(/^-?\d{1,3}(\.\d+)?,\s*-?\d{1,3}(\.\d+)?$/, 'Give the place as latitude,longitude, e.g. 52.52,13.40')
  .transform((v) => {
    const [lat, lng] = v.split(',').map(Number) as [number, number];
    return { lat, lng };
  })
  .refine((p) => Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180, 'This place is not on the map');

/** How results are ordered: best match (default), nearest, best rated, or soonest free time. */
export const searchSort = z.enum(['best', 'distance', 'rating', 'soonest']);
export type SearchSort = z.infer<typeof searchSort>;

/** The sorts and filters that need the artists' free times (computed, never kept with the catalogue). */
export const needsFreeTimes = (q: { sort?: SearchSort; freeOn?: string }) =>
  q.sort === 'soonest' || q.freeOn !== undefined;

export const searchQuery = z
  .object({
    q: z.string().trim().max(100, 'Search with 100 characters at most').optional(),
    style: style.optional(),
    city: z.string().trim().min(1).max(80).optional(),
    near: coordinates.optional(),
    radiusKm: z.coerce.number().positive().max(1000, 'Search within 1000 km at most').default(25),
    type: z.enum(['artist', 'shop']).optional(),
    booksOpen: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    sort: searchSort.optional(),
    /** Only artists and shops with a service at or below this price (minor units of `currency`). */
    priceMax: z.coerce.number().int().min(0).max(maxAmount, amountTooLarge).optional(),
    /** The currency of `priceMax` (ISO 4217); shops priced in another currency are left out. */
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Give the currency as its three-letter code, e.g. USD')
      .optional(),
    /** Only artists (and shops with an artist) with a free time on this day, in the shop's time zone. */
    freeOn: calendarDate.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(50, 'Ask for 50 results at most').default(20),
  })
  .refine((v) => v.priceMax === undefined || v.currency !== undefined, {
    message: 'Say which currency the price is in, e.g. currency=USD',
    path: ['currency'],
  })
  .refine((v) => v.sort !== 'distance' || v.near !== undefined, {
    message: 'Choose a place (near) to sort by distance',
    path: ['sort'],
  });
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchHit = z.object({
  type: z.enum(['artist', 'shop']),
  id: z.string(),
  name: z.string(),
  /** artist/{slug} for artists, shop/{slug} for shops. */
  slug: z.string(),
  /** Avatar of an artist, cover of a shop. */
  imageUrl: z.string().nullable(),
  styles: z.array(z.string()),
  city: z.string().nullable(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Only when searching near a place. */
  distanceKm: z.number().nullable(),
  /** An artist's books; for a shop, whether any of its artists takes new work. */
  booksOpen: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** For artists: the shops they work at now. */
  shops: z.array(z.object({ name: z.string(), shopUrl: z.string(), artistUrl: z.string() })),
  /**
   * The first free time (ISO instant, and its shop's time zone) when sorting by soonest free time (within the next weeks) or
   * filtering by a day (on that day); null otherwise or when there is none.
   */
  nextFree: z.object({ start: z.string(), timeZone: z.string() }).nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchPage = z.object({
  hits: z.array(searchHit),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type SearchPage = z.infer<typeof searchPage>;

export const searchResult = resultOf(searchPage);

/** The first free time of an artist at one workplace, for the shortest service booked there. */
export const workplaceFreeTime = z.object({
  shopUrl: z.string(),
  timeZone: z.string(),
  /** Null when nothing is free in the next weeks (or the artist's books are closed). */
  nextFree: z
    .object({
      start: z.string(),
      localTime: z.string(),
      serviceId: z.string(),
      serviceName: z.string(),
    })
    .nullable(),
});
export type WorkplaceFreeTime = z.infer<typeof workplaceFreeTime>;

export const artistFreeTimes = z.object({ workplaces: z.array(workplaceFreeTime) });
export type ArtistFreeTimes = z.infer<typeof artistFreeTimes>;
export const artistFreeTimesResult = resultOf(artistFreeTimes);

/** Every visible review of an artist or shop, newest first, a page at a time. */
export const reviewListQuery = pageQuery;
export const reviewPage = pageOf(reviewView);
export type ReviewPage = z.infer<typeof reviewPage>;
export const reviewPageResult = resultOf(reviewPage);
export const artistDetailResult = resultOf(artistDetail);
export const shopDetailResult = resultOf(shopDetail);
export const artistInShopResult = resultOf(artistInShop);
export const serviceDetailResult = resultOf(serviceDetail);

export const artistParams = z.object({ urlPath: slugParam });
export const shopParams = z.object({ shopUrl: slugParam });
export const shopArtistParams = z.object({ shopUrl: slugParam, artistUrl: slugParam });
export const shopServiceParams = z.object({ shopUrl: slugParam, serviceId: slugParam });

// ---------------------------------------------------------------------------------------------
// Staff writes under /v1/business/{businessId}/…
// ---------------------------------------------------------------------------------------------

/** Only http(s) links: anything else (javascript:, data:) must never become a link on a page. */
const webAddress = z
  .url({ protocol: /^https?$/, error: 'Enter the full web address, e.g. https://example.com' })
  .max(300, 'The web address has 300 characters at most');

/** An Instagram handle, with or without the @; empty clears it. */
const instagramHandle = z
  .string()
  .trim()
  .regex(/^@?[A-Za-z0-9._]{1,30}$|^$/, 'Enter the Instagram handle, e.g. @northside.ink')
  .transform((v) => (v === '' ? null : v.replace(/^@/, '')))
  .nullable();

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} has ${max} characters at most`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const businessParams = z.object({ businessId: slugParam });
export const businessArtistParams = businessParams.extend({ artistId: slugParam });
export const businessImageParams = businessArtistParams.extend({ imageId: slugParam });
export const businessServiceParams = businessParams.extend({ serviceId: slugParam });

export const requiredText = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} has ${max} characters at most`);
const optionalAddressText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} has ${max} characters at most`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** Where the shop is, with its pin on the map. */
export const addressFields = {
  addressLine: requiredText('The street address', 200),
  city: requiredText('The city', 100),
  region: optionalAddressText('The region', 100),
  postalCode: optionalAddressText('The postal code', 20),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Use the two-letter country code, e.g. DE')
    .transform((v) => v.toUpperCase()),
  latitude: z.number().min(-90, 'Latitude is between -90 and 90').max(90, 'Latitude is between -90 and 90'),
  longitude: z
    .number()
    .min(-180, 'Longitude is between -180 and 180')
    .max(180, 'Longitude is between -180 and 180'),
};

/** A picture the caller uploaded (public), with its size so pages reserve its space. */
export const uploadedPicture = z.strictObject({
  path: storagePath,
  width: z.number().int().min(1).max(20000),
  height: z.number().int().min(1).max(20000),
});

export const updateShopBody = z
  .strictObject({
    name: requiredText('The shop name', 120),
    ...addressFields,
    styles: z.array(style).max(12, 'Pick 12 styles at most'),
    /** A public upload of the caller; null takes the cover (or logo) off. */
    cover: uploadedPicture.nullable(),
    logo: uploadedPicture.nullable(),
    about: z.string().trim().max(4000, 'About has 4000 characters at most'),
    phone: phoneNumber.nullable(),
    email: email.nullable(),
    website: webAddress.nullable(),
    instagram: instagramHandle,
    hours: z.array(weeklyInterval).max(28),
    policies: shopPolicies,
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateShopBody = z.infer<typeof updateShopBody>;

const artistFields = {
  displayName: z.string().trim().min(1, 'Name is required').max(80, 'Name has 80 characters at most'),
  bio: z.string().trim().max(4000, 'Bio has 4000 characters at most'),
  styles: z.array(style).max(12, 'Pick 12 styles at most'),
  booksOpen: z.boolean(),
  booksNote: optionalText(300, 'The books note'),
  /** The artist's path inside this shop; defaults to their name as a slug. */
  artistUrl: slug,
  /** The artist's own page path, artist/{urlPath}; defaults to their name as a slug. */
  urlPath: slug,
  instagram: instagramHandle,
  website: webAddress.nullable(),
};

export const createArtistBody = z.strictObject({
  displayName: artistFields.displayName,
  bio: artistFields.bio.default(''),
  styles: artistFields.styles.default([]),
  booksOpen: artistFields.booksOpen.default(true),
  booksNote: artistFields.booksNote.optional(),
  artistUrl: artistFields.artistUrl.optional(),
  urlPath: artistFields.urlPath.optional(),
  instagram: artistFields.instagram.optional(),
  website: artistFields.website.optional(),
  /** The artist is the person adding them: they become this artist at the shop. */
  isMe: z.boolean().default(false),
});
export type CreateArtistBody = z.infer<typeof createArtistBody>;

export const updateArtistBody = z
  .strictObject(artistFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateArtistBody = z.infer<typeof updateArtistBody>;

export const addPortfolioImageBody = z.strictObject({
  /** Storage path of a finished public upload of the caller. */
  path: storagePath,
  width: z.number().int().min(1).max(20000),
  height: z.number().int().min(1).max(20000),
  caption: z.string().trim().max(300).default(''),
  style: style.nullable().default(null),
});
export type AddPortfolioImageBody = z.infer<typeof addPortfolioImageBody>;

const serviceFields = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(120, 'Name has 120 characters at most'),
  description: z.string().trim().max(4000, 'Description has 4000 characters at most'),
  durationMinutes: z
    .number()
    .int()
    .min(15, 'A service lasts at least 15 minutes')
    .max(12 * 60, 'A service lasts 12 hours at most'),
  priceKind,
  priceAmount: z
    .number()
    .int('Give the price in minor units, e.g. 15000 for 150.00')
    .min(0)
    .max(maxAmount, amountTooLarge),
  depositAmount: z
    .number()
    .int('Give the deposit in minor units, e.g. 5000 for 50.00')
    .min(0)
    .max(maxAmount, amountTooLarge),
  requiresRequest: z.boolean(),
  /** Ids of the shop's artists who offer it. */
  artistIds: z.array(z.string().min(1).max(64)).max(100),
  active: z.boolean(),
});

const depositWithinPrice = (v: { priceAmount?: number; depositAmount?: number }) =>
  v.priceAmount === undefined || v.depositAmount === undefined || v.depositAmount <= v.priceAmount;
const depositMessage = { message: 'The deposit cannot be more than the price', path: ['depositAmount'] };

export const createServiceBody = serviceFields
  .extend({
    description: serviceFields.shape.description.default(''),
    depositAmount: serviceFields.shape.depositAmount.default(0),
    requiresRequest: serviceFields.shape.requiresRequest.default(false),
    artistIds: serviceFields.shape.artistIds.default([]),
    active: serviceFields.shape.active.default(true),
  })
  .refine(depositWithinPrice, depositMessage);
export type CreateServiceBody = z.infer<typeof createServiceBody>;

export const updateServiceBody = serviceFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change')
  .refine(depositWithinPrice, depositMessage);
export type UpdateServiceBody = z.infer<typeof updateServiceBody>;

export const portfolioImageResult = resultOf(portfolioImage);
export const serviceResult = resultOf(serviceView);
export const removedResult = resultOf(z.object({ removed: z.literal(true) }));
