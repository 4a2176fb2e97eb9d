import { businessParams } from '@linework/contract/catalog';
import {
  businessReviewParams,
  publishedReviewResult,
  replyBody,
  reportBody,
  reviewLinkParams,
  reviewLinkResult,
  staffReviewListResult,
  staffReviewResult,
  submitReviewBody,
} from '@linework/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReviewLink, listBusinessReviews, replyToReview, reportReview, submitReview } from './service.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];

  app.get(
    '/review-links/:reviewLinkId',
    {
      schema: {
        tags,
        summary: 'The visit a review link is for, and whether it can still be used',
        params: reviewLinkParams,
        response: { 200: reviewLinkResult },
      },
    },
    async (request) => ({ result: await getReviewLink(app.deps, request.params.reviewLinkId) }),
  );

  app.post(
    '/review-links/:reviewLinkId/review',
    {
      config: { rateLimit: app.writeRateLimit },
      schema: {
        tags,
        summary: 'Publish the verified review of the visit; the link works once',
        params: reviewLinkParams,
        body: submitReviewBody,
        response: { 201: publishedReviewResult },
      },
    },
    async (request, reply) => {
      const result = await submitReview(app.deps, request.params.reviewLinkId, request.body);
      return reply.status(201).send({ result });
    },
  );
};

/**
 * The shop's reviews: every member reads them, owners and staff reply or report. Registered under
 * `/v1/business/:businessId` by `business/access.ts`, which checks the caller's role.
 */
export const reviewBusinessRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }];
  const staffOnly = { businessRole: 'staff' } as const;

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['staff'],
        security,
        summary: 'Reviews of this shop, newest first',
        params: businessParams,
        response: { 200: staffReviewListResult },
      },
    },
    async (request) => ({
      result: await listBusinessReviews(app.deps, request.business.member.businessId),
    }),
  );

  app.post(
    '/reviews/:reviewId/reply',
    {
      config: staffOnly,
      schema: {
        tags: ['staff'],
        security,
        summary: 'Reply publicly to a review, once',
        params: businessReviewParams,
        body: replyBody,
        response: { 200: staffReviewResult },
      },
    },
    async (request) => {
      const { businessId, reviewId } = request.params;
      return { result: await replyToReview(app.deps, businessId, reviewId, request.body.text) };
    },
  );

  app.post(
    '/reviews/:reviewId/report',
    {
      config: staffOnly,
      schema: {
        tags: ['staff'],
        security,
        summary: 'Report a review to the moderators (it stays visible until they decide)',
        params: businessReviewParams,
        body: reportBody,
        response: { 201: staffReviewResult },
      },
    },
    async (request, reply) => {
      const { user } = request.business;
      const { businessId, reviewId } = request.params;
      const result = await reportReview(app.deps, businessId, reviewId, user.id, request.body.reason);
      return reply.status(201).send({ result });
    },
  );
};
