import { useState, type FormEvent } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { useUnsavedChanges } from '../../../components/ui/use-unsaved-changes.ts';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCategories } from '../api/categories-list.ts';
import { useProduct } from '../api/product-detail.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { draftToRequest, emptyDraft, productToDraft, type FieldErrors, type ProductDraft } from '../lib/product-draft.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Checkbox, FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { PageHeader, Panel } from './page-parts.tsx';
import { HtmlEditor } from './html-editor.tsx';
import { ImageManager } from './image-manager.tsx';
import { VariantsEditor } from './variants-editor.tsx';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

/** New product (`/admin/catalogo/novo`) or an existing one (`/admin/catalogo/:id`). */
export function ProductEditPage() {
  const { id } = useParams();
  const productId = id && /^\d+$/.test(id) ? Number(id) : null;
  const product = useProduct(productId);

  if (productId === null) return <ProductForm key="novo" initial={emptyDraft()} />;
  if (product.error) {
    return (
      <>
        <PageHeader title="Produto" />
        <FormError error={product.error} />
        <Link to={adminPaths.products()} className={buttonClass({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
          Voltar aos produtos
        </Link>
      </>
    );
  }
  if (!product.data) return <p className="text-sm text-ink/60">A carregar o produto…</p>;
  return <ProductForm key={`${product.data.id}-${product.data.updated_at}`} initial={productToDraft(product.data)} onReload={() => product.refetch()} />;
}

function ProductForm({ initial, onReload }: { initial: ProductDraft; onReload?: () => void }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const categories = useCategories();
  const save = useSaveProduct();
  const navigate = useNavigate();
  const isNew = draft.id === undefined;
  const { confirm, dialog } = useConfirm();
  // What was last saved (the form is remounted with the server's copy once it comes back).
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  useUnsavedChanges(!save.isPending && JSON.stringify(draft) !== saved, confirm);

  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const mainCategories = categories.data?.filter((c) => c.parent_id === null) ?? [];
  const subCategories = categories.data?.filter((c) => c.parent_id !== null && String(c.parent_id) === draft.category_id) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setConflict(false);
    const result = draftToRequest(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      setFormError('Reveja os campos assinalados.');
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(result.request, {
      onSuccess: (product) => {
        setSaved(JSON.stringify(draft));
        toast.success(isNew ? 'Produto criado.' : 'Produto guardado.');
        if (isNew) navigate(adminPaths.product(product.id), { replace: true });
      },
      onError: (err) => {
        setFormError(err.message);
        if (err instanceof ApiError) {
          setErrors(err.details ?? {});
          setConflict(err.code === 'CONFLICT' && /alterado por outra pessoa|vendidas/.test(err.message));
        }
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <PageHeader
        title={isNew ? 'Novo produto' : draft.name || 'Produto'}
        description={isNew ? 'Preencha os dados e carregue pelo menos uma imagem para o pôr à venda.' : `Última alteração: ${formatCompactDateTime(draft.expected_updated_at)}`}
        actions={
          <Link to={adminPaths.products()} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Voltar
          </Link>
        }
      />
      {dialog}
      <div className="space-y-4">
        <FormError error={formError} />
        {conflict && onReload && (
          <Button variant="secondary" size="sm" onClick={onReload}>
            Recarregar o produto (perde as alterações não guardadas)
          </Button>
        )}
        <div className="grid gap-4 xl:grid-cols-3">
          <div className="space-y-4 xl:col-span-2">
            <Panel title="Informação">
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField label="Nome do produto" className="sm:col-span-2" value={draft.name} onChange={(e) => set('name', e.target.value)} error={errors.name} required />
                <SelectField
                  label="Categoria"
                  value={draft.category_id}
                  onChange={(e) => setDraft((d) => ({ ...d, category_id: e.target.value, sub_category_id: '' }))}
                  error={errors.category_id}
                  required
                >
                  <option value="">Escolha…</option>
                  {mainCategories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </SelectField>
                <SelectField label="Subcategoria" value={draft.sub_category_id} onChange={(e) => set('sub_category_id', e.target.value)} error={errors.sub_category_id} disabled={subCategories.length === 0}>
                  <option value="">{subCategories.length ? 'Nenhuma' : 'Sem subcategorias'}</option>
                  {subCategories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </SelectField>
              </div>
            </Panel>
            <Panel title="Textos">
              <div className="space-y-4">
                <HtmlEditor label="Descrição" value={draft.description} onChange={(v) => set('description', v)} error={errors.description} hint="Aparece na lista e no topo da página do produto." />
                <HtmlEditor label="Detalhes e modo de uso" value={draft.detail} onChange={(v) => set('detail', v)} error={errors.detail} />
                <HtmlEditor label="Especificações" value={draft.specification} onChange={(v) => set('specification', v)} error={errors.specification} />
              </div>
            </Panel>
            <Panel title="Imagens">
              <ImageManager images={draft.images} onChange={(images) => set('images', images)} error={errors.images} />
            </Panel>
            <Panel title="Variantes">
              <p className="mb-3 text-sm text-ink/70">Tamanhos, volumes ou cores com SKU, preço e stock próprios. Sem variantes, o stock é o do produto.</p>
              {draft.variants.length > 0 && (
                <TextField label="Nome da opção" className="mb-3 max-w-xs" placeholder="Ex.: Volume" value={draft.variant_label} onChange={(e) => set('variant_label', e.target.value)} />
              )}
              <VariantsEditor variants={draft.variants} onChange={(variants) => set('variants', variants)} errors={errors} />
            </Panel>
          </div>
          <div className="space-y-4">
            <Panel title="Venda">
              <div className="space-y-3">
                <Checkbox label="À venda" hint="Desligado, o produto não aparece na loja." checked={draft.active} onChange={(e) => set('active', e.target.checked)} />
                <Checkbox label="Tendência" hint="Mostra o selo de tendência." checked={draft.trending} onChange={(e) => set('trending', e.target.checked)} />
                <Checkbox label="Destaque" hint="Entra nos produtos em destaque." checked={draft.featured} onChange={(e) => set('featured', e.target.checked)} />
              </div>
            </Panel>
            <Panel title="Preço e stock">
              <div className="space-y-3">
                <TextField label="Preço (MT)" inputMode="decimal" placeholder="0,00" value={draft.price} onChange={(e) => set('price', e.target.value)} error={errors.price} required />
                <TextField label="Preço promocional (MT)" inputMode="decimal" placeholder="Opcional" hint="Tem de ser inferior ao preço." value={draft.sale_price} onChange={(e) => set('sale_price', e.target.value)} error={errors.sale_price} />
                {draft.variants.length === 0 ? (
                  <TextField
                    label="Stock (unidades)"
                    inputMode="numeric"
                    value={draft.stock}
                    onChange={(e) => set('stock', e.target.value)}
                    error={errors.stock}
                    hint={draft.stock_seen !== undefined ? 'Vendas feitas enquanto edita são descontadas ao guardar.' : undefined}
                  />
                ) : (
                  <p className="text-sm text-ink/70">O stock é gerido em cada variante.</p>
                )}
              </div>
            </Panel>
          </div>
        </div>
      </div>
      {/* On a phone the form is long: saving stays in reach at the bottom of the screen. */}
      <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex justify-end gap-2 border-t border-plum-100 bg-white px-4 py-2 sm:-mx-6 sm:px-6">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? 'A guardar…' : isNew ? 'Criar produto' : 'Guardar alterações'}
        </Button>
      </div>
    </form>
  );
}
