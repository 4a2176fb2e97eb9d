import { endpoint } from './define.ts';

export const getReviewLink = endpoint('getReviewLink', 'GET', '/v1/review-links/:reviewLinkId');
export const submitReview = endpoint('submitReview', 'POST', '/v1/review-links/:reviewLinkId/review');
