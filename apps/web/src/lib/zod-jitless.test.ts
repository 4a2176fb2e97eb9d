import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// The content security policy forbids evaluating strings; zod's JIT probes for it with `new Function`
// as soon as a schema parses, which the browser reports as a violation on every page with a form.

const RealFunction = globalThis.Function;
afterEach(() => {
  globalThis.Function = RealFunction;
});

describe('zod in the browser', () => {
  it('builds and parses schemas without evaluating code', async () => {
    const evaluated: unknown[] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        evaluated.push(args);
        return Reflect.construct(target, args);
      },
    });
    await import('./zod-jitless.ts');
    const { z } = await import('zod');
    const schema = z.object({ name: z.string(), nested: z.object({ n: z.number() }) });
    expect(schema.parse({ name: 'Ada', nested: { n: 1 } })).toEqual({ name: 'Ada', nested: { n: 1 } });
    expect(evaluated).toEqual([]);
  });

  it('is set by the browser entry before anything else is imported', () => {
    const main = readFileSync(path.join(__dirname, '../main.tsx'), 'utf8');
    const firstImport = /^import\s+['"]([^'"]+)['"]/m.exec(main)?.[1];
    expect(firstImport).toBe('./lib/zod-jitless.ts');
  });
});
