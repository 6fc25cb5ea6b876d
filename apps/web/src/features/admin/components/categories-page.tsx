import { useState, type FormEvent } from 'react';
import type { AdminCategory } from '@shop/contract/admin-catalogue';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCategories } from '../api/categories-list.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useSaveCategory } from '../api/save-category.ts';
import { thumbnailUrl } from '../lib/format.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Checkbox, FormError, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useUnsavedChanges } from '../../../components/ui/use-unsaved-changes.ts';
import { Badge, PageHeader, Panel } from './page-parts.tsx';
import { ImageManager } from './image-manager.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { categoriesMatching } from '../lib/list-filters.ts';

interface CategoryDraft {
  id?: number;
  name: string;
  parent_id: string;
  description: string;
  image: string;
  sort_order: string;
  trending: boolean;
}

const emptyCategory = (): CategoryDraft => ({ name: '', parent_id: '', description: '', image: '', sort_order: '0', trending: false });
const toDraft = (c: AdminCategory): CategoryDraft => ({
  id: c.id,
  name: c.name,
  parent_id: c.parent_id ? String(c.parent_id) : '',
  description: c.description ?? '',
  image: c.image ?? '',
  sort_order: String(c.sort_order),
  trending: c.trending,
});

function CategoryForm({ initial, categories, onSaved, onCancel, onDirty }: { initial: CategoryDraft; categories: AdminCategory[]; onSaved: () => void; onCancel: () => void; onDirty: (dirty: boolean) => void }) {
  const [draft, setDraftNow] = useState(initial);
  const setDraft = (next: CategoryDraft) => {
    setDraftNow(next);
    onDirty(JSON.stringify(next) !== JSON.stringify(initial));
  };
  const save = useSaveCategory();
  const errors = save.error instanceof ApiError ? (save.error.details ?? {}) : {};
  const parents = categories.filter((c) => c.parent_id === null && c.id !== draft.id);
  const hasChildren = categories.some((c) => c.parent_id === draft.id && draft.id !== undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        ...(draft.id !== undefined ? { id: draft.id } : {}),
        name: draft.name,
        parent_id: draft.parent_id ? Number(draft.parent_id) : null,
        description: draft.description || null,
        image: draft.image || null,
        sort_order: Number(draft.sort_order) || 0,
        trending: draft.trending,
      },
      {
        onSuccess: () => {
          toast.success(draft.id === undefined ? 'Categoria criada.' : 'Categoria guardada.');
          onSaved();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={draft.id === undefined ? 'Nova categoria' : `Editar ${initial.name}`}>
      <FormError error={save.error} />
      <TextField label="Nome da categoria" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} error={errors.name} required />
      <SelectField label="Categoria-mãe" value={draft.parent_id} onChange={(e) => setDraft({ ...draft, parent_id: e.target.value })} error={errors.parent_id} disabled={hasChildren} hint={hasChildren ? 'Tem subcategorias: fica como categoria principal.' : undefined}>
        <option value="">Nenhuma (categoria principal)</option>
        {parents.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Descrição" rows={2} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} error={errors.description} />
      <TextField label="Ordem" inputMode="numeric" value={draft.sort_order} onChange={(e) => setDraft({ ...draft, sort_order: e.target.value })} error={errors.sort_order} hint="Menor aparece primeiro." />
      <Checkbox label="Tendência" hint="Destaca a categoria na loja." checked={draft.trending} onChange={(e) => setDraft({ ...draft, trending: e.target.checked })} />
      <div>
        <p className="text-sm font-medium">Imagem</p>
        <ImageManager images={draft.image ? [{ url: draft.image, alt: '' }] : []} onChange={(imgs) => setDraft({ ...draft, image: imgs.at(-1)?.url ?? '' })} error={errors.image} />
      </div>
      <div className="sticky bottom-0 -mx-1 flex gap-2 bg-white px-1 py-2">
        <Button type="submit" size="sm" loading={save.isPending} loadingText="A guardar…">
          Guardar categoria
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

export function CategoriesPage() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [editing, setEditingNow] = useState<CategoryDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const list = categories.data ?? [];
  const search = useListSearch();
  const shown = categoriesMatching(list, search.search);

  const { confirm, dialog } = useConfirm();
  const leave = useUnsavedChanges(dirty, confirm);
  const setEditing = (next: CategoryDraft | null) =>
    void leave(() => {
      setDirty(false);
      setEditingNow(next);
    });
  const onDelete = async (c: AdminCategory) => {
    if (!(await confirm({ title: `Remover a categoria «${c.name}»?`, message: 'Deixa de aparecer na loja e no menu. Uma categoria com produtos ou subcategorias não pode ser removida.', confirmLabel: 'Remover', tone: 'danger' }))) return;
    remove.mutate(c.id, { onSuccess: () => toast.success('Categoria removida.'), onError: (err) => toast.error(err.message) });
  };

  return (
    <>
      <PageHeader
        title="Catálogo"
        description="Categorias e subcategorias da loja."
        actions={
          <Button size="sm" onClick={() => setEditing(emptyCategory())}>
            Nova categoria
          </Button>
        }
      />
      <CatalogueTabs />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <Panel>
            <FormError error={categories.error} />
            <ListSearchField state={search} className="mb-3" placeholder="Shampoos, oleos" />
            {categories.isPending && <p className="text-sm text-ink/60">A carregar…</p>}
            {search.search && shown.length === 0 && <p className="py-6 text-sm text-ink/70">Nenhuma categoria com esta pesquisa.</p>}
            <ul className="divide-y divide-plum-100" aria-label="Categorias" aria-busy={search.typing}>
              {shown.map((c) => (
                <li key={c.id} className={`flex flex-wrap items-center gap-x-3 gap-y-1 py-2 ${c.parent_id ? 'pl-8' : ''}`}>
                  {c.image ? <img src={thumbnailUrl(c.image)} alt="" width={36} height={36} className="h-9 w-9 rounded object-cover" loading="lazy" /> : <span className="h-9 w-9 rounded bg-plum-50" />}
                  <span className="min-w-0 flex-1 basis-36">
                    <span className="block truncate text-sm font-medium text-plum-900">{c.name}</span>
                    <span className="block text-xs text-ink/60">
                      {c.product_count} produto(s){c.children_count ? ` · ${c.children_count} subcategoria(s)` : ''}
                    </span>
                  </span>
                  {/* On a phone the actions go under the name rather than past the screen's edge. */}
                  <span className="ml-auto flex items-center gap-1">
                    {c.trending && <Badge tone="plum">Tendência</Badge>}
                    <Button variant="ghost" size="sm" onClick={() => setEditing(toDraft(c))} aria-label={`Editar ${c.name}`}>
                      Editar
                    </Button>
                    <Button variant="ghost" size="sm" className="text-red-700" onClick={() => onDelete(c)} aria-label={`Remover ${c.name}`} disabled={c.product_count > 0 || c.children_count > 0} title={c.product_count > 0 || c.children_count > 0 ? 'Só uma categoria vazia pode ser removida.' : undefined}>
                      Remover
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
        <div>
          {editing ? (
            <Panel title={editing.id === undefined ? 'Nova categoria' : 'Editar categoria'}>
              <CategoryForm
                key={editing.id ?? 'nova'}
                initial={editing}
                categories={list}
                onDirty={setDirty}
                onSaved={() => {
                  setDirty(false);
                  setEditingNow(null);
                }}
                onCancel={() => setEditing(null)}
              />
            </Panel>
          ) : (
            <Panel>
              <p className="text-sm text-ink/70">Escolha uma categoria para a editar, ou crie uma nova. Só há dois níveis: categoria principal e subcategoria.</p>
            </Panel>
          )}
        </div>
      </div>
      {dialog}
    </>
  );
}
