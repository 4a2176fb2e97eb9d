import { endpoint } from './define.ts';

export const getReviewLink = endpoint('getReviewLink', 'GET', '/v1/review-links/:reviewLinkId');
export const submitReview = endpoint('submitReview', 'POST', '/v1/review-links/:reviewLinkId/review');

// The shop's side.
const shopReview = '/v1/business/:businessId/reviews/:reviewId' as const;
export const listShopReviews = endpoint('listShopReviews', 'GET', '/v1/business/:businessId/reviews');
export const replyToReview = endpoint('replyToReview', 'POST', `${shopReview}/reply`);
export const reportReview = endpoint('reportReview', 'POST', `${shopReview}/report`);
