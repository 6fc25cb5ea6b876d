import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { blogListFilters, blogListShowsFeatured } from '@shop/contract/content-constants';
import { useBlogCategories } from '../api/get-blog-categories.ts';
import { useBlogListPosts } from '../api/get-blog-posts.ts';
import { useFeaturedPosts } from '../api/get-featured-posts.ts';
import { PostCard } from './post-card.tsx';
import { Button } from '../../../components/ui/button.tsx';

const chip = (active: boolean) =>
  `rounded-full border px-4 py-1.5 text-sm transition ${active ? 'border-plum-700 bg-plum-700 text-white' : 'border-plum-200 bg-white text-ink hover:border-plum-500'}`;

/**
 * The blog list: search (title or excerpt), category chips with counts, the featured post and a
 * grid, 12 per page. The filters live in the URL, so a search can be shared and Back works.
 */
export function BlogBrowser() {
  const [params, setParams] = useSearchParams();
  const filters = blogListFilters(params);
  const { search, category, page } = filters;
  const [text, setText] = useState(search);

  useEffect(() => {
    const next = text.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setParams((p) => {
        const copy = new URLSearchParams(p);
        if (next) copy.set('q', next);
        else copy.delete('q');
        copy.delete('pagina');
        return copy;
      }, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [text, search, setParams]);

  const filtered = Boolean(search || category);
  const posts = useBlogListPosts(filters);
  const categories = useBlogCategories();
  const featured = useFeaturedPosts(1, blogListShowsFeatured(filters));

  const choose = (slug: string) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (slug) copy.set('categoria', slug);
      else copy.delete('categoria');
      copy.delete('pagina');
      return copy;
    });
  const goTo = (n: number) =>
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (n > 1) copy.set('pagina', String(n));
      else copy.delete('pagina');
      return copy;
    });

  const list = posts.data?.data ?? [];
  const hero = !filtered && page === 1 ? (featured.data?.[0] ?? list[0] ?? null) : null;
  const grid = hero ? list.filter((p) => p.id !== hero.id) : list;
  const total = categories.data?.reduce((sum, c) => sum + c.post_count, 0);

  return (
    <div className="space-y-8">
      <div className="space-y-4">
        <label className="block max-w-xl">
          <span className="sr-only">Pesquisar artigos</span>
          <input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Pesquisar artigos…"
            aria-label="Pesquisar artigos"
            maxLength={100}
            className="w-full rounded-full border border-plum-200 bg-white px-5 py-3 focus:border-plum-500"
          />
        </label>
        <div role="group" aria-label="Categorias" className="flex flex-wrap gap-2">
          <button type="button" className={chip(!category)} aria-pressed={!category} onClick={() => choose('')}>
            Todos{total !== undefined && ` (${total})`}
          </button>
          {categories.data
            ?.filter((c) => c.post_count > 0 || c.slug === category)
            .map((c) => (
              <button key={c.id} type="button" className={chip(category === c.slug)} aria-pressed={category === c.slug} onClick={() => choose(c.slug)}>
                {c.name} ({c.post_count})
              </button>
            ))}
        </div>
      </div>

      {posts.isPending ? (
        <div aria-busy="true" aria-label="A carregar artigos" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-80 animate-pulse rounded-2xl bg-plum-50" />
          ))}
        </div>
      ) : posts.isError ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
          <h2 className="text-lg font-semibold text-red-800">Erro ao carregar artigos</h2>
          <p className="mt-1 text-sm text-red-800">{posts.error.message}</p>
          <Button className="mt-4" onClick={() => void posts.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-plum-200 p-10 text-center">
          <h2 className="text-lg font-semibold">Nenhum artigo encontrado</h2>
          {filtered && <p className="mt-1 text-sm text-ink/70">Experimente outra pesquisa ou categoria.</p>}
        </div>
      ) : (
        <div className={`space-y-8 ${posts.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={posts.isFetching}>
          {filtered && (
            <p className="text-sm text-ink/70" aria-live="polite">
              {posts.data.total} {posts.data.total === 1 ? 'artigo encontrado' : 'artigos encontrados'}
            </p>
          )}
          {hero && <PostCard post={hero} large />}
          {grid.length > 0 && (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {grid.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          )}
          {posts.data.last_page > 1 && (
            <nav aria-label="Paginação" className="flex items-center justify-center gap-4">
              <button type="button" className="rounded-full border border-plum-200 px-4 py-2 disabled:opacity-40" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                Anterior
              </button>
              <span className="text-sm">
                Página {posts.data.current_page} de {posts.data.last_page}
              </span>
              <button type="button" className="rounded-full border border-plum-200 px-4 py-2 disabled:opacity-40" disabled={page >= posts.data.last_page} onClick={() => goTo(page + 1)}>
                Seguinte
              </button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
