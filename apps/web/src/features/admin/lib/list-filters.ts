import type { Staff } from '@shop/contract/admin';
import type { AdminCategory } from '@shop/contract/admin-catalogue';
import type { AdminBlogPost } from '@shop/contract/admin-ops';
import { holdsTyped } from '../../../lib/fold-text.ts';
import { ROLE_LABEL } from './format.ts';

/*
 * The back-office lists loaded whole (team, categories, blog posts) are searched in the browser,
 * with the shop's one accent folding; the paginated ones ask the server (decision 142).
 */

export const staffMatching = (staff: readonly Staff[], typed: string) => staff.filter((m) => holdsTyped(typed, m.name, m.email, ROLE_LABEL[m.role]));

/** A category that matches keeps its parent on screen, and a parent that matches keeps its subcategories. */
export function categoriesMatching(categories: readonly AdminCategory[], typed: string): AdminCategory[] {
  const hits = new Set(categories.filter((c) => holdsTyped(typed, c.name, c.slug)).map((c) => c.id));
  const parentsOfHits = new Set(categories.filter((c) => hits.has(c.id) && c.parent_id !== null).map((c) => c.parent_id));
  return categories.filter((c) => hits.has(c.id) || parentsOfHits.has(c.id) || (c.parent_id !== null && hits.has(c.parent_id)));
}

export const postsMatching = (posts: readonly AdminBlogPost[], typed: string) => posts.filter((p) => holdsTyped(typed, p.title, p.excerpt, p.author, p.slug));
