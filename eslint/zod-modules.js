// The contract modules that load zod when imported for their values: those importing zod, and those
// importing such a module other than by `import type`.
import fs from 'node:fs';
import path from 'node:path';

const CONTRACT_SRC = path.resolve(import.meta.dirname, '../packages/contract/src');
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm;

export function zodContractModules() {
  const imports = new Map();
  for (const file of fs.readdirSync(CONTRACT_SRC)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = fs.readFileSync(path.join(CONTRACT_SRC, file), 'utf8');
    const sources = [...text.matchAll(VALUE_IMPORT)].map((m) => m[1]);
    imports.set(file.replace(/\.ts$/, ''), sources.map((s) => (s.startsWith('./') ? s.slice(2).replace(/\.ts$/, '') : s)));
  }
  const zod = new Set();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, sources] of imports) {
      if (!zod.has(name) && sources.some((s) => s === 'zod' || zod.has(s))) {
        zod.add(name);
        grew = true;
      }
    }
  }
  return [...zod].sort();
}
