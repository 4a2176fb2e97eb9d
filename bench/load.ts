// Load comes from the bench's own process: neither the product nor the bare route generates it.
import autocannon from 'autocannon';

export const seconds = Number(process.env.BENCH_SECONDS ?? 5);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

/** What a phone's browser sends: the product compresses what it answers, as it would for people. */
export const browserHeaders = { 'accept-encoding': 'br, gzip' };

/** Closed-loop load: `connections` keep one request each in flight for `seconds`. */
export async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { ...browserHeaders, ...headers },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Nearest-rank percentile of an ascending list; 0 for an empty one. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

export const round1 = (n: number) => Math.round(n * 10) / 10;
