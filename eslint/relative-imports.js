// The walk both boundary rules share: every relative import, type import, re-export and dynamic
// import of a file, resolved to a path and handed to `problem(file, target)`, which answers the
// message to report or null.
import path from 'node:path';

export function relativeImportRule(problem) {
  return {
    meta: { type: 'problem', schema: [] },
    create(context) {
      const file = context.filename;
      const check = (node) => {
        const source = node.source;
        if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
        const message = problem(file, path.resolve(path.dirname(file), source.value));
        if (message) context.report({ node: source, message });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  };
}
