import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route.ts';
import { getReviewLink, listBusinessReviews, replyToReview, reportReview, submitReview } from './service.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];

  route(
    app,
    'getReviewLink',
    {
      doc: {
        tags,
        summary: 'The visit a review link is for, and whether it can still be used',
        errors: ['LINK_INVALID'],
      },
    },
    async (request) => ({ result: await getReviewLink(app.deps, request.params.reviewLinkId) }),
  );

  route(
    app,
    'submitReview',
    {
      config: { rateLimit: app.writeRateLimit },
      doc: {
        tags,
        summary: 'Publish the verified review of the visit; the link works once',
        errors: ['LINK_INVALID', 'LINK_USED', 'LINK_EXPIRED'],
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
  route(
    app,
    'listShopReviews',
    {
      doc: {
        tags: ['staff'],
        summary: 'Reviews of this shop, newest first',
      },
    },
    async (request) => ({
      result: await listBusinessReviews(app.deps, request.business.member.businessId),
    }),
  );

  route(
    app,
    'replyToReview',
    {
      doc: {
        tags: ['staff'],
        summary: 'Reply publicly to a review, once',
        errors: ['ALREADY_REPLIED'],
      },
    },
    async (request) => {
      const { businessId, reviewId } = request.params;
      return { result: await replyToReview(app.deps, businessId, reviewId, request.body.text) };
    },
  );

  route(
    app,
    'reportReview',
    {
      doc: {
        tags: ['staff'],
        summary: 'Report a review to the moderators (it stays visible until they decide)',
        errors: ['ALREADY_REPORTED'],
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
