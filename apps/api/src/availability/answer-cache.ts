import { randomUUID } from 'node:crypto';
import type { Availability } from '@linework/contract/appointments';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { type Clock, systemClock } from '../deps.ts';
import { type ReadyAnswer, readyAnswer, sendReadyAnswer } from '../http/http-cache.ts';

/**
 * Announced by the database itself (triggers of migration 0014) whenever an artist's appointments,
 * holds, offers, time off, hours or booking settings change; the payload is the artist's id, or
 * empty when the change may touch anyone. Instances also send their own echo marks on it (see
 * `createEchoes`), which every other instance ignores.
 */
const availabilityChannel = 'availability_changed';
/** Services, shops and artist links change through the catalogue, which announces it here. */
const catalogChannel = 'catalog_changed';

/** Everyone may keep an availability answer, but must ask again before each use: holds show at once. */
const availabilityCacheControl = 'public, no-cache';

type Entry = { artistId: string; answer: ReadyAnswer; availability: Availability; validUntil: number };
export type ComputedAnswer = { availability: Availability; json: string; validUntil: number };
type Loading = { artistId: string; entry: Promise<Entry>; outdated: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    availabilityAnswers: AvailabilityAnswers;
  }
}

/**
 * Computed availability answers of this instance, each kept until the passing of time alone could
 * change it (its `validUntil`) or until a change to that artist (or to everyone) is announced.
 */
function createAvailabilityAnswers(
  opts: { maxEntries: number; clock: Clock } = { maxEntries: 2000, clock: systemClock },
) {
  // Answers are computed with the services' clock, so they lapse by the same clock.
  const now = () => opts.clock.now().getTime();
  const entries = new Map<string, Entry>();
  const loading = new Map<string, Loading>();

  /** Forgets one artist's answers, or everyone's (`null`), including the ones being computed. */
  function forget(artistId: string | null) {
    if (!artistId) entries.clear();
    else for (const [key, entry] of entries) if (entry.artistId === artistId) entries.delete(key);
    for (const [key, load] of loading) {
      if (artistId && load.artistId !== artistId) continue;
      // A change announced while this was computing may not be in it: its waiters get it once,
      // nobody keeps it, and the next reader computes afresh.
      load.outdated = true;
      loading.delete(key);
    }
  }

  function startLoading(key: string, artistId: string, compute: () => Promise<ComputedAnswer>) {
    const load: Loading = { artistId, outdated: false, entry: null as never };
    load.entry = compute()
      .then((computed) => {
        const entry = {
          artistId,
          answer: readyAnswer(computed.json),
          availability: computed.availability,
          validUntil: computed.validUntil,
        };
        if (!load.outdated && now() < entry.validUntil) {
          if (entries.size >= opts.maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, entry);
        }
        return entry;
      })
      .finally(() => {
        if (loading.get(key) === load) loading.delete(key);
      });
    loading.set(key, load);
    return load.entry;
  }

  /** The kept answer for `key`, or one computation of it however many ask at once. */
  function get(key: string, artistId: string, compute: () => Promise<ComputedAnswer>): Promise<Entry> {
    const hit = entries.get(key);
    if (hit && now() < hit.validUntil) return Promise.resolve(hit);
    if (hit) entries.delete(key);
    return loading.get(key)?.entry ?? startLoading(key, artistId, compute);
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    artistId: string,
    compute: () => Promise<ComputedAnswer>,
  ) {
    const hit = entries.get(key);
    // The crowd's path: no promise, no await.
    if (hit && now() < hit.validUntil) {
      return sendReadyAnswer(request, reply, hit.answer, availabilityCacheControl);
    }
    const entry = await get(key, artistId, compute);
    return sendReadyAnswer(request, reply, entry.answer, availabilityCacheControl);
  }

  return { get, send, forget, size: () => entries.size };
}

export type AvailabilityAnswers = ReturnType<typeof createAvailabilityAnswers> & {
  /**
   * Resolves once this instance has heard (and applied) every availability change committed before
   * the call, from whichever instance: what the writer of a change, or the loser of a race, needs
   * before trusting a kept answer.
   */
  heardEverythingCommitted(): Promise<void>;
};

const echoPrefix = 'echo:';
/** A listener that stays silent this long is treated as deaf: everything is forgotten instead. */
const echoTimeoutMs = 2000;

/**
 * Echo marks on the availability channel. PostgreSQL delivers notifications to a listener in the
 * order their transactions committed, so once a mark sent now comes back, every change committed
 * before it has been heard. Callers arriving while a mark is out wait for the next one, so a crowd
 * costs one round trip at a time, not one each.
 */
function createEchoes(send: (mark: string) => Promise<unknown>, onDeaf: () => void) {
  const instance = randomUUID();
  let sent = 0;
  type Waiters = { promise: Promise<void>; resolve: () => void };
  let out: { mark: string; waiters: Waiters; timer: NodeJS.Timeout } | null = null;
  let next: Waiters | null = null;

  function sendNext() {
    if (out || !next) return;
    const waiters = next;
    next = null;
    const mark = `${echoPrefix}${instance}:${++sent}`;
    const timer = setTimeout(() => heard(mark, true), echoTimeoutMs).unref();
    out = { mark, waiters, timer };
    send(mark).catch(() => heard(mark, true));
  }

  /** A mark came back (or will not): its waiters go on, and the next mark leaves. */
  function heard(mark: string, lost = false) {
    if (!out || out.mark !== mark) return;
    if (lost) onDeaf();
    clearTimeout(out.timer);
    out.waiters.resolve();
    out = null;
    sendNext();
  }

  function waitForEcho() {
    if (!next) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => {
        resolve = r;
      });
      next = { promise, resolve };
      queueMicrotask(sendNext);
    }
    return next.promise;
  }

  return {
    waitForEcho,
    /** Handles a payload if it is a mark; whether it was one. */
    isEcho(payload: string) {
      if (!payload.startsWith(echoPrefix)) return false;
      heard(payload);
      return true;
    },
    /** The listener reconnected: a mark out may never come back, and everything was forgotten. */
    reconnected() {
      if (out) heard(out.mark);
    },
  };
}

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decorates the app with the cache and listens for changes. A successful write through this instance
 * answers only once the instance has heard the changes it committed, so its writer sees them on the
 * next read; only the artists the database named lose their answers.
 */
export const availabilityAnswers = fp(async (app: FastifyInstance) => {
  const answers = createAvailabilityAnswers({ maxEntries: 2000, clock: app.deps.clock });
  const echoes = createEchoes(
    (mark) => app.db.execute(sql`select pg_notify(${availabilityChannel}, ${mark})`),
    () => answers.forget(null),
  );
  app.decorate('availabilityAnswers', { ...answers, heardEverythingCommitted: echoes.waitForEcho });
  await app.database.listen(availabilityChannel, (payload) => {
    if (payload === null) {
      answers.forget(null);
      return echoes.reconnected();
    }
    if (!echoes.isEcho(payload)) answers.forget(payload || null);
  });
  await app.database.listen(catalogChannel, () => answers.forget(null));
  // Only routes that may write wait for the echo; reads (the crowd) carry no hook of this at all.
  // Signing in and up (a crowd's other writes) never touch a calendar.
  const afterWrite: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode >= 400) return done(null, payload);
    echoes.waitForEcho().then(() => done(null, payload));
  };
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => readOnly.has(method)) || route.url.startsWith('/auth/'))
      return;
    route.onSend = [...[route.onSend ?? []].flat(), afterWrite];
  });
});
