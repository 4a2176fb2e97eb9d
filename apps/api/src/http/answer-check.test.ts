import { paymentConfigResult } from '@linework/contract/payments';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { checkAnswersAgainstContract } from './answer-check.ts';
import { registerErrorHandling } from './errors.ts';
import { routeSchema } from './route-schema.ts';

// In tests, every success answer is checked against the endpoint's documented status and schema as it
// leaves (http/answer-check.ts). These routes answer wrongly on purpose, in each of the ways a route
// can: the check must catch every one, or the API tests would pass with a documentation that lies.

async function appAnswering(send: (reply: { status(code: number): unknown }) => unknown) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  checkAnswersAgainstContract(app);
  app.get(
    '/v1/payments/config',
    { schema: routeSchema('getPaymentConfig', { tags: ['test'], summary: 'test' }) },
    (_request, reply) => send(reply) as never,
  );
  await app.ready();
  return app;
}

const good = { result: { provider: 'sandbox', publishableKey: null } };

describe('the contract check of answers in tests', () => {
  it('lets a documented answer through', async () => {
    expect(paymentConfigResult.safeParse(good).success).toBe(true);
    const app = await appAnswering(() => good);
    const res = await app.inject({ url: '/v1/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(good);
  });

  it('fails an answer prepared outside the serializer that does not match the schema', async () => {
    const app = await appAnswering((reply) =>
      (reply as never as { type(t: string): { send(b: string): unknown } })
        .type('application/json')
        .send(JSON.stringify({ result: { provider: 'paypal' } })),
    );
    const res = await app.inject({ url: '/v1/payments/config' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toMatch(/getPaymentConfig answer does not match its schema/);
  });

  it('fails an answer with a success status the endpoint does not document', async () => {
    const app = await appAnswering((reply) => {
      reply.status(201);
      return good;
    });
    const res = await app.inject({ url: '/v1/payments/config' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).toMatch(/answered 201/);
  });

  it('fails an object the route returns that does not match (through the serializer)', async () => {
    const app = await appAnswering(() => ({ result: { provider: 42 } }));
    const res = await app.inject({ url: '/v1/payments/config' });
    expect(res.statusCode).toBe(500);
  });
});
