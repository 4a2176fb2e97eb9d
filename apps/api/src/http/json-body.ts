import type { FastifyInstance } from 'fastify';
import { DomainError } from '../domain/errors.ts';

/**
 * How deep a JSON body may nest. No request of the contract goes beyond a handful of levels; a
 * stranger's 5,000 nested arrays in 10 KB would otherwise reach every check that walks the body.
 */
export const maxJsonDepth = 32;

export const tooDeep = () =>
  new DomainError('BAD_REQUEST', `The request body is nested too deeply (at most ${maxJsonDepth} levels).`);

/** Throws a 400 when JSON text nests arrays and objects deeper than `maxJsonDepth`; one pass, no parse. */
export function checkJsonDepth(text: string) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxJsonDepth) throw tooDeep();
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/**
 * Fastify's own JSON parser (size limit: 413; `__proto__` refused) behind the depth check, for every
 * route that takes JSON. Plugins that read the raw text themselves (identity) call `checkJsonDepth`.
 */
export function parseJsonBodiesWithDepthLimit(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      checkJsonDepth(body as string);
    } catch (error) {
      return done(error as Error, undefined);
    }
    parse(request, body as string, done);
  });
}
