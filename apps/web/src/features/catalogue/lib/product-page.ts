import { foldText } from '../../../lib/fold-text.ts';

/** Options in stock first, each part in the shop's own order (a stable sort). */
export function inStockFirst<O extends { in_stock: boolean }>(options: readonly O[]): O[] {
  return [...options.filter((o) => o.in_stock), ...options.filter((o) => !o.in_stock)];
}

/**
 * Whether product HTML already opens with a heading that reads `title` (accents and case aside),
 * so the page does not print the same heading twice ("Como usar" above "Como usar").
 */
export function opensWithHeading(html: string, title: string): boolean {
  const first = /^\s*<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/i.exec(html);
  if (!first) return false;
  const text = first[1]!.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim();
  return foldText(text).replace(/[:.\s]+$/, '') === foldText(title);
}
