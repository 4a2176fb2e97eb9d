import { z } from 'zod';
import { addressFields, artistDetail, requiredText, serviceView, shopDetail, slug } from './catalog.ts';
import { email } from './common.ts';
import { resultOf } from './envelope.ts';
import { businessRoles, myBusiness } from './users.ts';

// A business's own life: starting one from nothing, publishing it, and its team (members and the
// invitations that bring people onto it).

/** An IANA time zone the runtime knows, e.g. Europe/Berlin. */
export const timeZone = z
  .string()
  .trim()
  .min(1, 'Pick a time zone')
  .max(60)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return tz.includes('/') || tz === 'UTC';
    } catch {
      return false;
    }
  }, 'Pick a time zone from the list, e.g. Europe/Berlin');

/** An ISO 4217 currency code that Intl can format, e.g. EUR. */
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code, e.g. EUR')
  .refine((c) => {
    try {
      new Intl.NumberFormat('en', { style: 'currency', currency: c });
      return true;
    } catch {
      return false;
    }
  }, 'This currency is not known');

export const createBusinessBody = z.strictObject({
  name: requiredText('The shop name', 120),
  shopUrl: slug,
  ...addressFields,
  region: addressFields.region.optional(),
  postalCode: addressFields.postalCode.optional(),
  timeZone,
  currency: currencyCode,
});
export type CreateBusinessBody = z.infer<typeof createBusinessBody>;
export const createdBusinessResult = resultOf(myBusiness);

export const shopUrlQuery = z.object({ shopUrl: z.string().max(200) });
export const shopUrlCheck = z.object({
  shopUrl: z.string(),
  free: z.boolean(),
  /** Why it cannot be used, when it cannot. */
  problem: z.string().nullable(),
});
export type ShopUrlCheck = z.infer<typeof shopUrlCheck>;
export const shopUrlCheckResult = resultOf(shopUrlCheck);

/** What a shop still needs before it can go live. */
export const publishChecklist = z.object({
  hasArtistWithHours: z.boolean(),
  hasService: z.boolean(),
});
export type PublishChecklist = z.infer<typeof publishChecklist>;

/** The shop as its own people see it: also before it is published, with inactive services. */
export const businessShop = z.object({
  shop: shopDetail,
  publishedAt: z.string().nullable(),
  /** Every service, offered or not. */
  services: z.array(serviceView),
  checklist: publishChecklist,
  /** The shop's own details that the public page shows only in part. */
  profile: z.object({
    name: z.string(),
    addressLine: z.string(),
    city: z.string(),
    region: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    instagram: z.string().nullable(),
  }),
});
export type BusinessShop = z.infer<typeof businessShop>;
export const businessShopResult = resultOf(businessShop);
export const businessArtistResult = resultOf(artistDetail);

export const publishedResult = resultOf(z.object({ publishedAt: z.string() }));

export const reorderPortfolioBody = z.strictObject({
  /** Every picture of the artist's portfolio, in the new order. */
  imageIds: z.array(z.string().min(1).max(64)).min(1).max(500),
});
export type ReorderPortfolioBody = z.infer<typeof reorderPortfolioBody>;

// ---------------------------------------------------------------------------------------------
// The team
// ---------------------------------------------------------------------------------------------

export const businessRole = z.enum(businessRoles, { message: 'Pick owner, front desk or artist' });

export const teamMember = z.object({
  memberId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: businessRole,
  artistId: z.string().nullable(),
  artistName: z.string().nullable(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const invitationView = z.object({
  id: z.string(),
  email: z.string(),
  role: businessRole,
  artistId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof invitationView>;

export const team = z.object({
  members: z.array(teamMember),
  /** Invitations not yet accepted and not expired. */
  invitations: z.array(invitationView),
});
export type Team = z.infer<typeof team>;
export const teamResult = resultOf(team);
export const teamMemberResult = resultOf(teamMember);
export const invitationResult = resultOf(invitationView);

export const inviteBody = z.strictObject({
  email,
  role: businessRole,
  /** For an artist: the shop's artist profile they take over; none gives them a new one. */
  artistId: z.string().min(1).max(64).nullable().default(null),
});
export type InviteBody = z.infer<typeof inviteBody>;

export const changeRoleBody = z.strictObject({ role: businessRole });

export const businessMemberParams = z.object({
  businessId: z.string().min(1).max(200),
  memberId: z.string().min(1).max(64),
});
export const businessInvitationParams = z.object({
  businessId: z.string().min(1).max(200),
  invitationId: z.string().min(1).max(64),
});
export const invitationTokenParams = z.object({ token: z.string().min(1).max(200) });

/** An invitation as the invited person sees it from the emailed link. */
export const invitationByToken = z.object({
  businessName: z.string(),
  shopUrl: z.string(),
  role: businessRole,
  email: z.string(),
  status: z.enum(['open', 'accepted', 'expired']),
});
export type InvitationByToken = z.infer<typeof invitationByToken>;
export const invitationByTokenResult = resultOf(invitationByToken);
export const acceptedInvitationResult = resultOf(myBusiness);
