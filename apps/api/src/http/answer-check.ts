import type { EndpointName, EndpointSchemas } from '@linework/contract/endpoints/define';
import { endpointSchemas } from '@linework/contract/endpoints/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../domain/errors.ts';

/**
 * What is wrong with a success answer of endpoint `name`, or undefined when it is as documented.
 * `body` is the JSON text, undefined when it cannot be read (compressed, a stream, a file).
 */
export function answerProblem(name: EndpointName, status: number, body?: string): string | undefined {
  const schemas: EndpointSchemas = endpointSchemas[name];
  const statuses: readonly number[] = schemas.status ?? [200];
  if (!statuses.includes(status)) {
    return `${name} answered ${status}; its documented success statuses are ${statuses.join(', ')}`;
  }
  if (!schemas.answer || body === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return `${name} answered ${status} with a body that is not JSON`;
  }
  const checked = schemas.answer.safeParse(json);
  return checked.success
    ? undefined
    : `${name} answer does not match its schema:\n${z.prettifyError(checked.error)}`;
}

/**
 * Tests only (NODE_ENV=test): every success answer of an endpoint of the contract's map is checked
 * against the documented status and `answer` schema as it leaves, whichever way the route produced it
 * (the serializer, or a prepared buffer from a read cache); one that differs fails its request with a
 * 500 that says why, so the documentation cannot drift from what the API answers unnoticed. Added
 * before the compression plugin, so it reads the body before it is compressed.
 */
export function checkAnswersAgainstContract(app: FastifyInstance) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const name = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId;
    if (!name || !Object.hasOwn(endpointSchemas, name)) return payload;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    // Already compressed (a prepared answer), or a stream or file: only the status can be checked.
    const readable =
      (typeof payload === 'string' || Buffer.isBuffer(payload)) && !reply.getHeader('content-encoding');
    const isJson = String(reply.getHeader('content-type') ?? '').startsWith('application/json');
    const body = readable && isJson ? payload.toString() : undefined;
    const problem = answerProblem(name as EndpointName, reply.statusCode, body);
    if (!problem) return payload;
    console.error(`${request.method} ${request.url}: ${problem}`);
    throw new DomainError('INTERNAL', problem);
  });
}
