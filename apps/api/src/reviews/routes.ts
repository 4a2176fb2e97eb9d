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
import { requireMember, requireStaff } from '../catalog/staff.ts';
import { getReviewLink, listBusinessReviews, replyToReview, reportReview, submitReview } from './service.ts';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  const security = [{ bearer: [] }];

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
    async (request) => ({ result: await getReviewLink(app.db, request.params.reviewLinkId) }),
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
      const result = await submitReview(app.db, request.params.reviewLinkId, request.body);
      return reply.status(201).send({ result });
    },
  );

  app.get(
    '/business/:businessId/reviews',
    {
      schema: {
        tags: ['staff'],
        security,
        summary: 'Reviews of this shop, newest first',
        params: businessParams,
        response: { 200: staffReviewListResult },
      },
    },
    async (request) => {
      await requireMember(app, request, request.params.businessId);
      return { result: await listBusinessReviews(app, request.params.businessId) };
    },
  );

  app.post(
    '/business/:businessId/reviews/:reviewId/reply',
    {
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
      const { member } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      const { businessId, reviewId } = request.params;
      return { result: await replyToReview(app, businessId, reviewId, request.body.text) };
    },
  );

  app.post(
    '/business/:businessId/reviews/:reviewId/report',
    {
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
      const { member, user } = await requireMember(app, request, request.params.businessId);
      requireStaff(member);
      const { businessId, reviewId } = request.params;
      const result = await reportReview(app, businessId, reviewId, user.id, request.body.reason);
      return reply.status(201).send({ result });
    },
  );
};
