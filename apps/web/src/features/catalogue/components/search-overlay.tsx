import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { Price } from '../../../components/ui/price.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { useMainCategories } from '../api/get-categories.ts';
import { useProductSearch } from '../api/search-products.ts';
import { matchingCategories, SUGGESTION_LIMIT } from '../lib/search-suggestions.ts';

/** Spec: the query waits 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;


/** A blog post suggested beside the products. */
export interface PostSuggestion {
  id: number;
  title: string;
  category: string;
}

export interface SearchOverlayProps {
  onClose: () => void;
  /**
   * The posts that match what was typed (a hook, called on every render; `enabled` is false for a
   * blank query). The app layer passes the blog's own search: features do not import each other.
   */
  usePostSuggestions?: (query: string, enabled: boolean) => PostSuggestion[];
}

const noPosts = () => [];

/**
 * The search overlay: the whole catalogue, searched as the shopper types (300 ms after the last
 * key; a blank query clears the results and calls nothing), at most 10 results, each a link.
 * ↓ and ↑ move a highlight through the results (the box keeps the focus and points at the
 * highlighted link with aria-activedescendant), Enter opens the highlighted product, or the catalogue with the search applied when none is. A modal dialog: Escape or the
 * backdrop close it. Below the products, the categories and blog posts that match are suggested
 * too (categories by name, from the list fetched once; posts through the blog's own search), and
 * the arrow keys walk through them after the products.
 */
export default function SearchOverlay({ onClose, usePostSuggestions = noPosts }: SearchOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const query = text.trim();
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const search = useProductSearch(debounced);
  const categories = useMainCategories(debounced !== '');
  const posts = usePostSuggestions(debounced, debounced !== '');
  const navigate = useNavigate();
  const titleId = useId();
  const statusId = useId();
  const listId = useId();
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, []);

  const showAll = () => {
    if (!query) return;
    onClose();
    navigate(`${paths.products()}?q=${encodeURIComponent(query)}`);
  };
  const typing = query !== debounced;
  const loading = query !== '' && (typing || search.isFetching) && !search.isError;
  const results = query && !typing ? (search.data?.data ?? []) : [];
  const settled = query !== '' && !typing;
  const categoryHits = settled && categories.data ? matchingCategories(categories.data, debounced) : [];
  const postHits = settled ? posts.slice(0, SUGGESTION_LIMIT) : [];
  // Everything the arrow keys walk through, in the order shown: products, categories, posts.
  const targets = [
    ...results.map((p) => paths.product(p.id)),
    ...categoryHits.map((c) => paths.productsByCategory(c.slug)),
    ...postHits.map((p) => paths.blogPost(p.id)),
  ];
  const highlighted = active >= 0 && active < targets.length ? targets[active] : undefined;

  const open = (to: string) => {
    onClose();
    navigate(to);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (highlighted) open(highlighted);
    else showAll();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (targets.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % targets.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? targets.length - 1 : i - 1));
    }
  };
  const itemClass = (i: number) => `flex items-center gap-3 rounded-xl p-2 ${i === active ? 'bg-plum-100 ring-2 ring-inset ring-plum-500' : 'hover:bg-plum-50'}`;
  const optionId = (i: number) => `${listId}-${i}`;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === dialogRef.current) onClose();
      }}
      className="m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-ink/50 sm:pt-20"
    >
      <div className="mx-auto flex max-h-full w-full max-w-2xl flex-col bg-cream shadow-xl sm:max-h-[80vh] sm:rounded-2xl">
        <form role="search" onSubmit={submit} className="flex items-center gap-2 border-b border-plum-100 p-3">
          <h2 id={titleId} className="sr-only">
            Pesquisar produtos
          </h2>
          <label className="flex flex-1 items-center gap-2 rounded-full bg-white px-4 py-2 ring-1 ring-plum-200 focus-within:ring-2 focus-within:ring-plum-500">
            <span className="sr-only">Pesquisar produtos</span>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 text-ink/70" fill="none" stroke="currentColor" strokeWidth="2">
              <circle cx="11" cy="11" r="7" />
              <path d="m20 20-3.5-3.5" />
            </svg>
            <input
              type="search"
              autoFocus
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              aria-controls={listId}
              aria-activedescendant={highlighted !== undefined ? optionId(active) : undefined}
              placeholder="Shampoo, óleo, máscara…"
              aria-describedby={statusId}
              enterKeyHint="search"
              autoComplete="off"
              maxLength={100}
              className="w-full bg-transparent py-1 text-base outline-none"
            />
          </label>
          <button type="button" onClick={onClose} className="rounded-full px-3 py-2 text-sm font-medium text-plum-700 hover:bg-plum-50">
            Fechar
          </button>
        </form>
        <div className="overflow-y-auto p-3" aria-live="polite" id={statusId}>
          {loading && <p className="px-2 py-6 text-center text-ink/70">A pesquisar…</p>}
          {!loading && query && search.isError && (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
              <p className="font-medium">Erro na pesquisa</p>
              <p className="mt-1 text-sm">{search.error.message}</p>
            </div>
          )}
          {!loading && query && search.isSuccess && results.length === 0 && (
            <div className="px-2 py-8 text-center">
              <p className="font-medium">Nenhum produto encontrado</p>
              <p className="mt-1 text-sm text-ink/70">Tente usar palavras-chave diferentes</p>
            </div>
          )}
          {!loading && results.length > 0 && (
            <>
              <ul id={listId} aria-label="Resultados da pesquisa" className="divide-y divide-plum-100">
                {results.map((p, i) => (
                  <li key={p.id}>
                    <Link
                      to={paths.product(p.id)}
                      id={optionId(i)}
                      onClick={onClose}
                      aria-current={i === active ? 'true' : undefined}
                      data-highlighted={i === active || undefined}
                      className={itemClass(i)}
                    >
                      <ProductImage src={p.cover_image_url} alt="" width={56} height={56} sizes="56px" className="h-14 w-14 shrink-0 rounded-lg bg-plum-50 object-contain" />
                      <span className="min-w-0 flex-1">
                        <span className="line-clamp-2 font-medium">{p.name}</span>
                        <span className="block text-xs text-ink/70">
                          {p.category_name}
                          {p.in_stock ? '' : ' · Esgotado'}
                        </span>
                      </span>
                      <Price price={p.price} finalPrice={p.final_price} from={p.final_price !== p.max_final_price} />
                    </Link>
                  </li>
                ))}
              </ul>
              {(search.data?.total ?? 0) > results.length && (
                <button type="button" onClick={showAll} className="mt-2 w-full rounded-full px-4 py-2 text-sm font-medium text-plum-700 hover:bg-plum-50">
                  Ver todos os {search.data?.total} resultados
                </button>
              )}
            </>
          )}
          {!loading && categoryHits.length > 0 && (
            <section className="mt-3">
              <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-ink/70">Categorias</h3>
              <ul aria-label="Categorias sugeridas" className="mt-1">
                {categoryHits.map((c, n) => {
                  const i = results.length + n;
                  return (
                    <li key={c.id}>
                      <Link to={paths.productsByCategory(c.slug)} id={optionId(i)} onClick={onClose} aria-current={i === active ? 'true' : undefined} className={itemClass(i)}>
                        <span className="min-w-0 flex-1 font-medium">{c.name}</span>
                        <span className="text-xs text-ink/70">
                          {c.total_product} {c.total_product === 1 ? 'produto' : 'produtos'}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
          {!loading && postHits.length > 0 && (
            <section className="mt-3">
              <h3 className="px-2 text-xs font-semibold uppercase tracking-wide text-ink/70">No blog</h3>
              <ul aria-label="Artigos sugeridos" className="mt-1">
                {postHits.map((p, n) => {
                  const i = results.length + categoryHits.length + n;
                  return (
                    <li key={p.id}>
                      <Link to={paths.blogPost(p.id)} id={optionId(i)} onClick={onClose} aria-current={i === active ? 'true' : undefined} className={itemClass(i)}>
                        <span className="min-w-0 flex-1">
                          <span className="line-clamp-2 font-medium">{p.title}</span>
                          <span className="block text-xs text-ink/70">{p.category}</span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </div>
      </div>
    </dialog>
  );
}
