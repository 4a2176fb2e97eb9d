import { submitReviewBody } from '@linework/contract/reviews';
import { createSubscriptionBody, type SubscriptionTarget } from '@linework/contract/subscriptions';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DomainError } from '../domain/errors.ts';
import { submitReview } from '../reviews/service.ts';
import { subscribe } from '../subscriptions/service.ts';

/**
 * The static pages' forms without JavaScript (docs/decisions/034): the follow form of a subscribe
 * page and the review form of a review link are plain HTML forms that post to their own page. With
 * JavaScript their island sends them to the API instead; without, the server checks them with the
 * same shared schema and answers with a redirect (Post/Redirect/Get): to the page with
 * `?followed=sent` (or the review link's page, which thanks once the link is used), or back to the
 * form with `?problem=<field>`, which the page shows next to the form, in the schema's own words.
 */

/** The first field the schema refused, as the form names it (`topics`, `consent`, `text`…). */
const firstField = (issues: { path: PropertyKey[] }[]) => String(issues[0]?.path[0] ?? 'form');

const seeOther = (reply: FastifyReply, location: string) =>
  reply.header('cache-control', 'no-store').redirect(location, 303);

export async function formPostRoutes(app: FastifyInstance) {
  // Only these routes read urlencoded bodies; small ones (a review is at most 3000 characters).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  const form = (body: unknown) => (body instanceof URLSearchParams ? body : new URLSearchParams());

  const follow = async (target: SubscriptionTarget, page: string, body: unknown, reply: FastifyReply) => {
    const fields = form(body);
    const parsed = createSubscriptionBody.safeParse({
      target,
      email: fields.get('email') ?? '',
      phoneNumber: fields.get('phoneNumber') || undefined,
      topics: fields.getAll('topics'),
      consent: fields.get('consent') === 'true',
    });
    if (!parsed.success) return seeOther(reply, `${page}?problem=${firstField(parsed.error.issues)}`);
    // Anonymous, as any visitor without JavaScript: the address is confirmed by the emailed link.
    await subscribe(app.deps, parsed.data);
    return seeOther(reply, `${page}?followed=sent`);
  };

  const writes = { config: { rateLimit: app.writeRateLimit } };
  app.post('/artist/:urlPath/subscribe', writes, async (request, reply) => {
    const { urlPath } = request.params as { urlPath: string };
    const page = `/artist/${encodeURIComponent(urlPath)}/subscribe`;
    return follow({ kind: 'artist', urlPath }, page, request.body, reply);
  });
  app.post('/shop/:shopUrl/subscribe', writes, async (request, reply) => {
    const { shopUrl } = request.params as { shopUrl: string };
    const page = `/shop/${encodeURIComponent(shopUrl)}/subscribe`;
    return follow({ kind: 'shop', shopUrl }, page, request.body, reply);
  });

  app.post('/review/:reviewLinkId', writes, async (request, reply) => {
    const { reviewLinkId } = request.params as { reviewLinkId: string };
    const page = `/review/${encodeURIComponent(reviewLinkId)}`;
    const fields = form(request.body);
    // Photos need JavaScript (they are uploaded before the review is sent).
    const parsed = submitReviewBody.safeParse({
      rating: Number(fields.get('rating') ?? 0),
      text: fields.get('text') ?? '',
    });
    if (!parsed.success) return seeOther(reply, `${page}?problem=${firstField(parsed.error.issues)}`);
    try {
      await submitReview(app.deps, reviewLinkId, parsed.data);
    } catch (error) {
      // A link used (sent twice) or expired: its page says which. An unknown link is the API's 404.
      const said = error instanceof DomainError && ['LINK_USED', 'LINK_EXPIRED'].includes(error.code);
      if (!said) throw error;
    }
    return seeOther(reply, page);
  });
}
