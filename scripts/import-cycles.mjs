// Fails when a module of the API imports itself back through others (docs/decisions/033): the layer
// fence in biome.json keeps imports from running up; this keeps the modules of one layer from
// going round in a circle. Type-only imports count too: a circle of types is a circle of ideas.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../apps/api/src');
const isModule = (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && name !== 'test-fixtures.ts';

function modules(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return isModule(entry.name) ? [path] : [];
  });
}

const files = modules(root);
const known = new Set(files);
const importPattern =
  /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const imports = new Map(
  files.map((file) => {
    const source = readFileSync(file, 'utf8');
    const targets = [...source.matchAll(importPattern)]
      .map((m) => resolve(dirname(file), m[1] ?? m[2]))
      .filter((target) => known.has(target));
    return [file, targets];
  }),
);

// Depth-first search; a module met again while still on the path closes a circle.
const circles = [];
const state = new Map(); // 1: on the path, 2: done
function visit(file, path) {
  state.set(file, 1);
  path.push(file);
  for (const next of imports.get(file)) {
    if (state.get(next) === 1) circles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, path);
  }
  path.pop();
  state.set(file, 2);
}
for (const file of files) if (!state.has(file)) visit(file, []);

if (circles.length) {
  for (const circle of circles) {
    console.error(`import circle: ${circle.map((f) => relative(root, f)).join(' → ')}`);
  }
  process.exit(1);
}
console.log(`apps/api/src: ${files.length} modules, no import circle`);
