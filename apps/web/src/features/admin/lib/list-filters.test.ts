import { describe, expect, it } from 'vitest';
import type { Staff } from '@shop/contract/admin';
import type { AdminCategory } from '@shop/contract/admin-catalogue';
import type { AdminBlogPost } from '@shop/contract/admin-ops';
import { categoriesMatching, postsMatching, staffMatching } from './list-filters.ts';

const member = (id: number, name: string, email: string, role: Staff['role'] = 'staff'): Staff => ({
  id, name, email, role, active: true, must_change_password: false, last_sign_in_at: null, created_at: '2026-01-05T08:00:00Z',
});
const category = (id: number, name: string, parent_id: number | null = null): AdminCategory => ({
  id, name, slug: name.toLowerCase(), parent_id, parent_name: null, description: null, image: null, sort_order: id, trending: false, product_count: 0, children_count: 0,
});
const post = (id: number, title: string, author = 'Equipa Clínica'): AdminBlogPost => ({
  id, slug: `artigo-${id}`, title, excerpt: 'Cuidados para o dia a dia.', category_id: 1, author, read_time_minutes: 3, main_image: '', content: [], featured: false, published: true, views: 0,
  published_at: '2026-02-01T08:00:00Z', updated_at: '2026-02-01T08:00:00Z',
} as AdminBlogPost);

describe('back-office lists searched in the browser', () => {
  it('team: a name typed without accents or capitals, an e-mail, a role', () => {
    const team = [member(1, 'Graça Mabunda', 'graca@exemplo.co.mz', 'owner'), member(2, 'Célia Nhantumbo', 'celia@exemplo.co.mz')];
    expect(staffMatching(team, 'GRACA').map((m) => m.id)).toEqual([1]);
    expect(staffMatching(team, 'celia nhantumbo').map((m) => m.id)).toEqual([2]);
    expect(staffMatching(team, 'celia@').map((m) => m.id)).toEqual([2]);
    expect(staffMatching(team, 'proprietario').map((m) => m.id)).toEqual([1]);
    expect(staffMatching(team, '')).toHaveLength(2);
    expect(staffMatching(team, 'zulmira')).toEqual([]);
  });

  it('categories: a name without accents finds it, with its parent or its subcategories around it', () => {
    const list = [category(1, 'Óleos'), category(2, 'Óleos Capilares', 1), category(3, 'Máscaras'), category(4, 'Máscara de Argila', 3)];
    expect(categoriesMatching(list, 'oleos').map((c) => c.id)).toEqual([1, 2]);
    expect(categoriesMatching(list, 'ARGILA').map((c) => c.id)).toEqual([3, 4]);
    expect(categoriesMatching(list, 'mascaras').map((c) => c.id)).toEqual([3, 4]);
    expect(categoriesMatching(list, 'champô')).toEqual([]);
  });

  it('blog posts: a title or an author typed without accents', () => {
    const posts = [post(1, 'Queda de cabelo: o que fazer?'), post(2, 'Óleo de rícino na rotina', 'Dra. Inês Cossa')];
    expect(postsMatching(posts, 'oleo de ricino').map((p) => p.id)).toEqual([2]);
    expect(postsMatching(posts, 'ines cossa').map((p) => p.id)).toEqual([2]);
    expect(postsMatching(posts, 'QUEDA').map((p) => p.id)).toEqual([1]);
    expect(postsMatching(posts, 'sulfatos')).toEqual([]);
  });
});
