import type { Endpoint, EndpointSchemas } from '@linework/contract/endpoints/define';
import { endpointSchemas } from '@linework/contract/endpoints/schemas';
import { z } from 'zod';

/**
 * Dev builds and tests only (api-client.ts loads this behind `import.meta.env.DEV`): an answer that
 * does not match its endpoint's schema fails a test, and shouts in the console of a dev build, so a
 * contract the API and the web app read differently is seen at once, not by a customer.
 */
export function checkAnswer(endpoint: Endpoint, answer: unknown) {
  const schemas: EndpointSchemas = endpointSchemas[endpoint.name];
  // A file or a stream is not fetched through `call`.
  if (!schemas.answer) return;
  const checked = schemas.answer.safeParse(answer);
  if (checked.success) return;
  const problem = `The answer of ${endpoint.method} ${endpoint.path} (${endpoint.name}) does not match the contract:\n${z.prettifyError(checked.error)}`;
  if (import.meta.env.MODE === 'test') throw new Error(problem);
  console.error(problem, answer);
}
