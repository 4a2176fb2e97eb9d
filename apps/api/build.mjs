// Compiles the API for `npm start`: one ES module, apps/api/dist/main.js, run by plain `node`.
// Our own TypeScript (apps/api/src and the @linework/contract source it imports) is bundled in;
// every other package stays an import resolved from node_modules at run time, so PGlite's WASM,
// sharp's native binary and everything else load from their own folders exactly as under tsx.
// Why esbuild and not tsc emit: docs/decisions/011-production-start.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.dirname(fileURLToPath(import.meta.url));

/** Bare imports are packages from node_modules, except our own workspace source (@linework/*). */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@linework/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [path.join(apiRoot, 'src/main.ts')],
  // Two folders below apps/, like src/config.ts: config.ts finds the repository from there.
  outfile: path.join(apiRoot, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
