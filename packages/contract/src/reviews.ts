import { z } from 'zod';
import { resultOf } from './envelope.ts';
import { storagePath } from './uploads.ts';

export const maxReviewPhotos = 5;

export const reviewLinkParams = z.object({ reviewLinkId: z.string().min(1).max(64) });

export const reviewLinkStatus = z.enum(['open', 'used', 'expired']);
export type ReviewLinkStatus = z.infer<typeof reviewLinkStatus>;

/** What the review page shows about the visit before the review is written. */
export const reviewLinkView = z.object({
  id: z.string(),
  status: reviewLinkStatus,
  expiresAt: z.string(),
  appointment: z.object({
    startsAt: z.string(),
    timeZone: z.string(),
    serviceName: z.string(),
  }),
  artist: z.object({ displayName: z.string(), urlPath: z.string() }),
  shop: z.object({ name: z.string(), shopUrl: z.string() }),
  /** The published review, once the link was used. */
  reviewId: z.string().nullable(),
});
export type ReviewLinkView = z.infer<typeof reviewLinkView>;
export const reviewLinkResult = resultOf(reviewLinkView);

export const submitReviewBody = z.strictObject({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars' })
    .int()
    .min(1, 'Choose a rating from 1 to 5 stars')
    .max(5, 'Choose a rating from 1 to 5 stars'),
  text: z
    .string()
    .trim()
    .min(10, 'Tell others a little more (10 characters at least)')
    .max(3000, 'Keep the review under 3000 characters'),
  /** Photos of the healed tattoo, uploaded first as public images under `…/reviews/{reviewLinkId}/`. */
  photoPaths: z.array(storagePath).max(maxReviewPhotos, `Add up to ${maxReviewPhotos} photos`).default([]),
});
export type SubmitReviewBody = z.input<typeof submitReviewBody>;

export const publishedReview = z.object({ id: z.string(), rating: z.number().int(), verified: z.boolean() });
export const publishedReviewResult = resultOf(publishedReview);

// Staff

export const businessReviewParams = z.object({
  businessId: z.string().min(1).max(64),
  reviewId: z.string().min(1).max(64),
});

export const replyBody = z.strictObject({
  text: z.string().trim().min(1, 'Write a reply').max(2000, 'Keep the reply under 2000 characters'),
});
export const reportBody = z.strictObject({
  reason: z.string().trim().min(5, 'Say why this review breaks the rules').max(1000),
});

export const staffReviewView = z.object({
  id: z.string(),
  authorName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  photoUrls: z.array(z.string()),
  verified: z.boolean(),
  artistName: z.string().nullable(),
  createdAt: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  /** When this business reported it for moderation; it stays public until a moderator decides. */
  reportedAt: z.string().nullable(),
});
export type StaffReviewView = z.infer<typeof staffReviewView>;
export const staffReviewResult = resultOf(staffReviewView);
export const staffReviewListResult = resultOf(z.array(staffReviewView));
