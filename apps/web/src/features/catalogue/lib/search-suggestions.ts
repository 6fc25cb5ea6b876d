import { foldText } from '../../../lib/fold-text.ts';

/** Every word typed starts a word of the name ("masc cap" finds "Máscaras Capilares"). */
export function nameMatches(name: string, query: string): boolean {
  const words = foldText(name).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const typed = foldText(query).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return typed.length > 0 && typed.every((t) => words.some((w) => w.startsWith(t)));
}

/** How many category and post suggestions the search overlay shows beside the products. */
export const SUGGESTION_LIMIT = 3;

/** The categories whose name matches what was typed, at most `SUGGESTION_LIMIT`, in the catalogue's order. */
export function matchingCategories<C extends { name: string }>(categories: readonly C[], query: string): C[] {
  return categories.filter((c) => nameMatches(c.name, query)).slice(0, SUGGESTION_LIMIT);
}
