import { Link, useNavigate, useSearchParams } from 'react-router';
import type { AdminProductListRequest } from '@shop/contract/admin-catalogue';
import { useCategories } from '../api/categories-list.ts';
import { useProducts } from '../api/products-list.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { formatWire, thumbnailUrl } from '../lib/format.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { StockEditor } from './stock-editor.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { FormError, SelectField } from '../../../components/ui/field.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { Badge, PageHeader, Pager, Panel } from './page-parts.tsx';

const LOW = 5;

function StockBadge({ stock, active }: { stock: number; active: boolean }) {
  if (!active) return <Badge tone="grey">Inativo</Badge>;
  if (stock === 0) return <Badge tone="red">Esgotado</Badge>;
  if (stock <= LOW) return <Badge tone="amber">{stock} em stock</Badge>;
  return <Badge tone="green">{stock} em stock</Badge>;
}

export function ProductsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const search = useListSearch();
  const filters: AdminProductListRequest = {
    search: search.search || undefined,
    category_id: params.get('categoria') ? Number(params.get('categoria')) : undefined,
    status: (params.get('estado') as AdminProductListRequest['status']) || 'all',
    stock: (params.get('stock') as AdminProductListRequest['stock']) || 'all',
    page: Number(params.get('pagina') ?? 1) || 1,
    per_page: 20,
  };
  const products = useProducts(filters);
  const categories = useCategories();

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'pagina') next.delete('pagina');
    setParams(next, { replace: true });
  };

  const data = products.data;
  return (
    <>
      <PageHeader
        title="Catálogo"
        description="Produtos, preços, stock e imagens."
        actions={
          <Link to={adminPaths.newProduct()} className={buttonClass({ variant: 'primary', size: 'sm' })}>
            Novo produto
          </Link>
        }
      />
      <CatalogueTabs />
      <Panel>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <ListSearchField state={search} placeholder="Nome (com ou sem acentos), SKU…" />
          <SelectField label="Categoria" value={params.get('categoria') ?? ''} onChange={(e) => setParam('categoria', e.target.value)}>
            <option value="">Todas</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.parent_name ? `${c.parent_name} › ${c.name}` : c.name}
              </option>
            ))}
          </SelectField>
          <SelectField label="Estado" value={filters.status} onChange={(e) => setParam('estado', e.target.value === 'all' ? '' : e.target.value)}>
            <option value="all">Todos</option>
            <option value="active">À venda</option>
            <option value="inactive">Inativos</option>
          </SelectField>
          <SelectField label="Stock" value={filters.stock} onChange={(e) => setParam('stock', e.target.value === 'all' ? '' : e.target.value)}>
            <option value="all">Qualquer</option>
            <option value="in">Em stock</option>
            <option value="low">Stock baixo (≤ {LOW})</option>
            <option value="out">Esgotados</option>
          </SelectField>
        </div>
        <div className="mt-4">
          <FormError error={products.error} />
          {products.isPending && <p className="py-6 text-sm text-ink/60">A carregar produtos…</p>}
          {data && data.data.length === 0 && <p className="py-6 text-sm text-ink/70">Nenhum produto encontrado com estes filtros.</p>}
          {data && data.data.length > 0 && (
            <>
              <table className="hidden w-full text-left text-sm md:table" aria-label="Produtos" aria-busy={search.typing}>
                <thead className="border-b border-plum-100 text-xs uppercase text-ink/60">
                  <tr>
                    <th scope="col" className="py-2 pr-3">Produto</th>
                    <th scope="col" className="py-2 pr-3">Categoria</th>
                    <th scope="col" className="py-2 pr-3 text-right">Preço</th>
                    <th scope="col" className="py-2 pr-3">Stock</th>
                    <th scope="col" className="py-2">Destaques</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-plum-100">
                  {data.data.map((p) => (
                    <tr key={p.id} className="cursor-pointer hover:bg-plum-50" onClick={() => navigate(adminPaths.product(p.id))}>
                      <td className="py-2 pr-3">
                        <div className="flex items-center gap-3">
                          {p.cover_image ? <img src={thumbnailUrl(p.cover_image)} alt="" width={40} height={40} loading="lazy" className="h-10 w-10 rounded object-cover" /> : <span className="h-10 w-10 rounded bg-plum-50" />}
                          <Link to={adminPaths.product(p.id)} className="font-medium text-plum-900 hover:underline" onClick={(e) => e.stopPropagation()}>
                            {p.name}
                          </Link>
                        </div>
                      </td>
                      <td className="py-2 pr-3 text-ink/70">{p.sub_category_name ? `${p.category_name} › ${p.sub_category_name}` : p.category_name}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {p.sale_price ? (
                          <>
                            <span className="font-medium">{formatWire(p.sale_price)}</span> <s className="text-xs text-ink/50">{formatWire(p.price)}</s>
                          </>
                        ) : (
                          formatWire(p.price)
                        )}
                      </td>
                      <td className="py-2 pr-3">
                        <div className="flex flex-wrap items-center gap-2">
                          <StockBadge stock={p.stock} active={p.active} />
                          {p.variants_count > 0 && <span className="text-xs text-ink/60">{p.variants_count} variantes</span>}
                          <StockEditor product={p} />
                        </div>
                      </td>
                      <td className="space-x-1 py-2">
                        {p.trending && <Badge tone="plum">Tendência</Badge>}
                        {p.featured && <Badge tone="plum">Destaque</Badge>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <ul className="divide-y divide-plum-100 md:hidden" aria-label="Produtos" aria-busy={search.typing}>
                {data.data.map((p) => (
                  <li key={p.id} className="flex items-center gap-2 py-3">
                    <Link to={adminPaths.product(p.id)} className="flex min-w-0 flex-1 items-center gap-3">
                      {p.cover_image ? <img src={thumbnailUrl(p.cover_image)} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded object-cover" /> : <span className="h-12 w-12 shrink-0 rounded bg-plum-50" />}
                      <span className="min-w-0 flex-1">
                        <span className="block truncate text-sm font-medium text-plum-900">{p.name}</span>
                        <span className="block text-xs text-ink/60">{formatWire(p.sale_price ?? p.price)}</span>
                        <span className="mt-1 block">
                          <StockBadge stock={p.stock} active={p.active} />
                        </span>
                      </span>
                    </Link>
                    <StockEditor product={p} />
                  </li>
                ))}
              </ul>
              <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={(page) => setParam('pagina', String(page))} />
            </>
          )}
        </div>
      </Panel>
    </>
  );
}
