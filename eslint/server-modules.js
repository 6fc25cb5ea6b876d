// Modules of apps/server/src/modules use each other only through named services (decision 104,
// docs/conventions.md): a file in modules/<a>/ may import from modules/<b>/ only modules/<b>/service.ts,
// the module's public entry. Never another module's routes, queries or internals. Checked on the resolved
// path of every relative import, type imports and re-exports included.
import path from 'node:path';
import { relativeImportRule } from './relative-imports.js';

const MODULES = path.resolve(import.meta.dirname, '../apps/server/src/modules');
const PUBLIC_ENTRY = 'service.ts';

/**
 * Imports of another module's internals that stay for now, each with the reason: `from` and `to` are
 * paths under modules/, `to` the imported file.
 */
export const MODULE_EXCEPTIONS = [];

const moduleOf = (file) => {
  const rel = path.relative(MODULES, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  return { name: rel.split(path.sep)[0], rel: rel.split(path.sep).join('/') };
};

const excepted = (from, to) => MODULE_EXCEPTIONS.some((e) => e.from === from.rel && e.to === to.rel);

const boundaries = relativeImportRule((file, target) => {
  const from = moduleOf(file);
  const to = from && moduleOf(target);
  if (!to || to.name === from.name || to.rel === `${to.name}/${PUBLIC_ENTRY}` || excepted(from, to)) return null;
  return `modules/${from.name} must use modules/${to.name} through its service, modules/${to.name}/${PUBLIC_ENTRY}, not ${to.rel}: export what it offers there (decision 104).`;
});

export default { rules: { boundaries } };
