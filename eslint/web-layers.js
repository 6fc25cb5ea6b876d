// Layers of apps/web/src, checked on the resolved path of every relative import (docs/conventions.md):
//   lib/, components/          shared: import only each other
//   features/<name>/           its own folder and the shared layer; never another feature, the app or a route
//   app/, routes/, the entries compose everything
import path from 'node:path';
import { relativeImportRule } from './relative-imports.js';

const WEB_SRC = path.resolve(import.meta.dirname, '../apps/web/src');

function layerOf(file) {
  const rel = path.relative(WEB_SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, second] = rel.split(path.sep);
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'lib' || top === 'components') return { kind: 'shared', name: top };
  if (top === 'app' || top === 'routes') return { kind: 'app', name: top };
  return { kind: 'other', name: top };
}

function problem(from, to) {
  if (!from || !to) return null;
  if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app'))
    return `The shared layer (${from.name}/) must not import ${to.kind === 'feature' ? `a feature (features/${to.name})` : `${to.name}/`}; move what composes features to app/layout/.`;
  if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name)
    return `Features must not import each other (features/${from.name} → features/${to.name}); compose them in routes/ or app/.`;
  if (from.kind === 'feature' && to.kind === 'app')
    return `A feature must not import ${to.name}/; what features share lives in lib/ or components/.`;
  return null;
}

const boundaries = relativeImportRule((file, target) => problem(layerOf(file), layerOf(target)));

export default { rules: { boundaries } };
