import type { FastifyInstance } from 'fastify';

/** Seeds the demo catalogue on the first start of an empty database. */
export async function seedDemoIfEmpty(_app: FastifyInstance): Promise<boolean> {
  return false;
}
