import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ReadyAnswer, readyAnswer, sendReadyAnswer } from '../catalog/http-cache.ts';
import { type Clock, systemClock } from '../deps.ts';

/**
 * Announced by the database itself (triggers of migration 0014) whenever an artist's appointments,
 * holds, offers, time off, hours or booking settings change; the payload is the artist's id, or
 * empty when the change may touch anyone.
 */
const availabilityChannel = 'availability_changed';
/** Services, shops and artist links change through the catalogue, which announces it here. */
const catalogChannel = 'catalog_changed';

/** Everyone may keep an availability answer, but must ask again before each use: holds show at once. */
const availabilityCacheControl = 'public, no-cache';

type Entry = { artistId: string; answer: ReadyAnswer; validUntil: number };
type ComputedAnswer = { json: string; validUntil: number };

declare module 'fastify' {
  interface FastifyInstance {
    availabilityAnswers: AvailabilityAnswers;
  }
}

/**
 * Computed availability answers of this instance, each kept until the passing of time alone could
 * change it (its `validUntil`) or until a change to that artist is announced from any instance.
 * Writes through this instance clear everything here before their answer leaves, so whoever made a
 * change sees it on the next read without waiting for the NOTIFY round trip.
 */
function createAvailabilityAnswers(
  opts: { maxEntries: number; clock: Clock } = { maxEntries: 2000, clock: systemClock },
) {
  // Answers are computed with the services' clock, so they lapse by the same clock.
  const now = () => opts.clock.now().getTime();
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Promise<Entry>>();
  let generation = 0;

  const forget = (artistId: string | null) => {
    generation += 1;
    loading.clear();
    if (!artistId) return entries.clear();
    for (const [key, entry] of entries) if (entry.artistId === artistId) entries.delete(key);
  };

  async function load(key: string, artistId: string, compute: () => Promise<ComputedAnswer>) {
    const startedAt = generation;
    const computed = await compute();
    const entry = { artistId, answer: readyAnswer(computed.json), validUntil: computed.validUntil };
    // A change announced while this was computing may not be in it: serve it once, keep nothing.
    if (startedAt === generation && now() < entry.validUntil) {
      if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    return entry;
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    artistId: string,
    compute: () => Promise<ComputedAnswer>,
  ) {
    const hit = entries.get(key);
    if (hit && now() < hit.validUntil) {
      return sendReadyAnswer(request, reply, hit.answer, availabilityCacheControl);
    }
    if (hit) entries.delete(key);
    // A crowd asking for the same answer at once waits for one computation of it.
    let pending = loading.get(key);
    if (!pending) {
      pending = load(key, artistId, compute).finally(() => {
        if (loading.get(key) === pending) loading.delete(key);
      });
      loading.set(key, pending);
    }
    return sendReadyAnswer(request, reply, (await pending).answer, availabilityCacheControl);
  }

  return { send, forget, size: () => entries.size };
}

type AvailabilityAnswers = ReturnType<typeof createAvailabilityAnswers>;

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Decorates the app with the cache, listens for changes, and clears it after this instance's writes. */
export const availabilityAnswers = fp(async (app: FastifyInstance) => {
  const answers = createAvailabilityAnswers({ maxEntries: 2000, clock: app.deps.clock });
  app.decorate('availabilityAnswers', answers);
  await app.database.listen(availabilityChannel, (artistId) => answers.forget(artistId || null));
  await app.database.listen(catalogChannel, () => answers.forget(null));
  app.addHook('onSend', (request, reply, payload, done) => {
    // Signing in and up (a crowd's other writes) never touch a calendar.
    if (!readOnly.has(request.method) && reply.statusCode < 400 && !request.url.startsWith('/auth/')) {
      answers.forget(null);
    }
    done(null, payload);
  });
});
