// Fails when modules import each other in a circle (value imports; `import type` and lazy `import()` are
// left out, they cannot leave a module half-initialised). Run by `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['packages/contract/src', 'apps/server/src', 'apps/server/test', 'apps/web/src', 'tools', 'e2e'];
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\bfrom\s+)?'(\.[^']+)'/gm;

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

const files = DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
const known = new Set(files);
const edges = new Map(
  files.map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(STATIC_IMPORT)].map((m) => path.resolve(path.dirname(file), m[1])).filter((t) => known.has(t));
    return [file, targets];
  }),
);

// Tarjan's strongly connected components: any component of more than one module is a cycle.
let index = 0;
const stack = [];
const state = new Map();
const cycles = [];
function visit(file) {
  const own = { index, low: index, onStack: true };
  index += 1;
  state.set(file, own);
  stack.push(file);
  for (const next of edges.get(file)) {
    const seen = state.get(next);
    if (!seen) {
      visit(next);
      own.low = Math.min(own.low, state.get(next).low);
    } else if (seen.onStack) own.low = Math.min(own.low, seen.index);
  }
  if (own.low === own.index) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      state.get(member).onStack = false;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || edges.get(file).includes(file)) cycles.push(component);
  }
}
for (const file of files) if (!state.has(file)) visit(file);

if (cycles.length) {
  for (const cycle of cycles) console.error(`import cycle:\n  ${cycle.map((f) => path.relative(ROOT, f)).join('\n  ')}`);
  process.exit(1);
}
console.log(`no import cycles in ${files.length} modules`);
