import { useState } from 'react';
import type { AdminBlogPost, AdminClinicService } from '@shop/contract/admin-ops';
import { toast } from '../../../lib/toast.ts';
import { usePostActions, usePosts } from '../api/blog-posts.ts';
import { useSaveService, useServices } from '../api/clinic-services.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { moneyInputToWire, thumbnailUrl, wireToInput } from '../lib/format.ts';
import { BOOKING_OPTION_LABELS } from '@shop/contract/bookings-offer';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Checkbox, controlClass, Field, FormError, SelectField, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { useUnsavedChanges } from '../../../components/ui/use-unsaved-changes.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useStaff } from '../lib/admin-session.ts';
import { Badge, PageHeader, Panel } from './page-parts.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { postsMatching } from '../lib/list-filters.ts';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

type Block = { type: 'paragraph' | 'heading'; text: string };
interface Draft { id?: number; title: string; excerpt: string; category_id: number; author: string; main_image: string; content: Block[]; featured: boolean; published: boolean }

const emptyDraft = (categoryId: number): Draft => ({ title: '', excerpt: '', category_id: categoryId, author: 'Equipa da Clínica', main_image: '', content: [{ type: 'paragraph', text: '' }], featured: false, published: false });
const toDraft = (p: AdminBlogPost): Draft => ({ id: p.id, title: p.title, excerpt: p.excerpt, category_id: p.category_id, author: p.author, main_image: p.main_image, content: p.content, featured: p.featured, published: p.published });

/** The page's one unsaved-changes guard, shared by the blog and services editors and the tabs. */
interface Guard {
  leave: (action: () => void) => Promise<void>;
  setDirty: (dirty: boolean) => void;
}

function PostEditor({ initial, categories, onDirty, onSaved, onCancel }: { initial: Draft; categories: { id: number; name: string }[]; onDirty: (dirty: boolean) => void; onSaved: () => void; onCancel: () => void }) {
  const [d, setDraft] = useState(initial);
  const setD = (next: Draft) => {
    setDraft(next);
    onDirty(JSON.stringify(next) !== JSON.stringify(initial));
  };
  const { save } = usePostActions();
  const upload = useUploadImage();
  const [progress, setProgress] = useState<number | null>(null);
  const setBlock = (i: number, block: Partial<Block>) => setD({ ...d, content: d.content.map((b, j) => (j === i ? { ...b, ...block } : b)) });
  const move = (i: number, by: number) => {
    const next = [...d.content];
    const [b] = next.splice(i, 1);
    next.splice(i + by, 0, b!);
    setD({ ...d, content: next });
  };
  return (
    <form
      aria-label={initial.id ? `Editar artigo ${initial.title}` : 'Novo artigo'}
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(d, { onSuccess: () => { toast.success(d.id ? 'Artigo guardado.' : 'Artigo criado.'); onSaved(); }, onError: (err) => toast.error(err.message) });
      }}
    >
      <TextField label="Título" required value={d.title} onChange={(e) => setD({ ...d, title: e.target.value })} maxLength={200} />
      <TextAreaField label="Resumo" required rows={2} value={d.excerpt} onChange={(e) => setD({ ...d, excerpt: e.target.value })} maxLength={500} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Categoria" value={d.category_id} onChange={(e) => setD({ ...d, category_id: Number(e.target.value) })}>
          {categories.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </SelectField>
        <TextField label="Autor" required value={d.author} onChange={(e) => setD({ ...d, author: e.target.value })} />
      </div>
      <div>
        <Field label="Imagem principal (PNG, JPG ou WebP até 5 MB)">
          {(control) => (
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              {...control}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                upload.mutate({ file, onProgress: setProgress }, {
                  onSuccess: (media) => { setDraft((cur) => { const next = { ...cur, main_image: media.url }; onDirty(JSON.stringify(next) !== JSON.stringify(initial)); return next; }); setProgress(null); },
                  onError: (err) => { toast.error(err.message); setProgress(null); },
                });
              }}
            />
          )}
        </Field>
        {progress !== null && <progress className="mt-1 w-full" value={progress} max={1} aria-label="A carregar a imagem" />}
        {d.main_image && <img src={thumbnailUrl(d.main_image)} alt="" className="mt-2 h-32 rounded-lg object-cover" />}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Texto</legend>
        {d.content.map((b, i) => (
          <div key={i} className="rounded-lg border border-plum-100 p-2">
            <div className="mb-1 flex flex-wrap gap-1">
              <select aria-label={`Tipo do bloco ${i + 1}`} className="rounded border border-plum-200 text-xs" value={b.type} onChange={(e) => setBlock(i, { type: e.target.value as Block['type'] })}>
                <option value="paragraph">Parágrafo</option>
                <option value="heading">Subtítulo</option>
              </select>
              <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Subir bloco ${i + 1}`}>↑</Button>
              <Button variant="ghost" size="sm" disabled={i === d.content.length - 1} onClick={() => move(i, 1)} aria-label={`Descer bloco ${i + 1}`}>↓</Button>
              <Button variant="ghost" size="sm" disabled={d.content.length === 1} onClick={() => setD({ ...d, content: d.content.filter((_, j) => j !== i) })}>Remover</Button>
            </div>
            <textarea aria-label={`Bloco ${i + 1}`} className={controlClass} rows={b.type === 'heading' ? 1 : 4} value={b.text} onChange={(e) => setBlock(i, { text: e.target.value })} />
          </div>
        ))}
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setD({ ...d, content: [...d.content, { type: 'paragraph', text: '' }] })}>+ Parágrafo</Button>
          <Button variant="secondary" size="sm" onClick={() => setD({ ...d, content: [...d.content, { type: 'heading', text: '' }] })}>+ Subtítulo</Button>
        </div>
      </fieldset>
      <Checkbox label="Publicado" checked={d.published} onChange={(e) => setD({ ...d, published: e.target.checked })} />
      <Checkbox label="Destaque" checked={d.featured} onChange={(e) => setD({ ...d, featured: e.target.checked })} />
      <FormError error={save.error} />
      <div className="sticky bottom-0 -mx-1 flex gap-2 bg-white px-1 py-2">
        <Button type="submit" size="sm" loading={save.isPending} loadingText="A guardar…" disabled={upload.isPending}>Guardar artigo</Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>Cancelar</Button>
      </div>
    </form>
  );
}

function BlogSection({ guard }: { guard: Guard }) {
  const { data, error, isPending } = usePosts();
  const search = useListSearch();
  const { flags } = usePostActions();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditingNow] = useState<Draft | null>(null);
  const setEditing = (next: Draft | null) =>
    void guard.leave(() => {
      guard.setDirty(false);
      setEditingNow(next);
    });
  if (isPending) return <p className="text-sm text-ink/60">A carregar…</p>;
  if (!data) return <FormError error={error} />;
  if (editing)
    return (
      <Panel title={editing.id ? 'Editar artigo' : 'Novo artigo'}>
        <PostEditor
          initial={editing}
          categories={data.categories}
          onDirty={guard.setDirty}
          onSaved={() => {
            guard.setDirty(false);
            setEditingNow(null);
          }}
          onCancel={() => setEditing(null)}
        />
      </Panel>
    );
  const posts = postsMatching(data.posts, search.search);
  const toggle = async (post: AdminBlogPost, change: { published?: boolean; featured?: boolean }) => {
    if (
      change.published === false &&
      !(await confirm({
        title: `Despublicar «${post.title}»?`,
        message: 'O artigo sai do blog e deixa de abrir para quem tem o link. Pode voltar a publicá-lo depois.',
        confirmLabel: 'Despublicar',
        tone: 'danger',
      }))
    )
      return;
    flags.mutate({ id: post.id, ...change }, { onSuccess: () => toast.success('Artigo atualizado.'), onError: (e) => toast.error(e.message) });
  };
  return (
    <Panel title="Artigos do blog" actions={<Button size="sm" onClick={() => setEditing(emptyDraft(data.categories[0]?.id ?? 0))}>Novo artigo</Button>}>
      <ListSearchField state={search} placeholder="Título, autor ou resumo" />
      {search.search && posts.length === 0 && <p className="py-6 text-sm text-ink/70">Nenhum artigo com esta pesquisa.</p>}
      <ul className="divide-y divide-plum-100" aria-label="Artigos" aria-busy={search.typing}>
        {posts.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-3 py-2">
            {p.main_image ? <img src={thumbnailUrl(p.main_image)} alt="" className="h-12 w-16 rounded object-cover" loading="lazy" /> : <span className="h-12 w-16 rounded bg-plum-50" />}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{p.title}</span>
              <span className="text-xs text-ink/60">{formatCompactDateTime(p.published_at)} · {p.views} visualizações</span>
            </span>
            {p.published ? <Badge tone="green">Publicado</Badge> : <Badge tone="grey">Rascunho</Badge>}
            {p.featured && <Badge tone="plum">Destaque</Badge>}
            <Button variant="ghost" size="sm" onClick={() => void toggle(p, { published: !p.published })}>{p.published ? 'Despublicar' : 'Publicar'}</Button>
            <Button variant="ghost" size="sm" onClick={() => void toggle(p, { featured: !p.featured })}>{p.featured ? 'Tirar destaque' : 'Destacar'}</Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(toDraft(p))}>Editar</Button>
          </li>
        ))}
      </ul>
      {dialog}
    </Panel>
  );
}

interface ServiceDraft { id?: number; category: string; name: string; description: string; price: string; price_note: string; duration: string; sort_order: string; active: boolean }

const emptyService = (sortOrder: number): ServiceDraft => ({ category: '', name: '', description: '', price: '', price_note: '', duration: '', sort_order: String(sortOrder), active: true });
const toServiceDraft = (s: AdminClinicService): ServiceDraft => ({
  id: s.id, category: s.category, name: s.name, description: s.description, price: wireToInput(s.price), price_note: s.price_note,
  duration: s.duration_minutes?.toString() ?? '', sort_order: String(s.sort_order), active: s.active,
});

function ServiceForm({ initial, service, categories, onDirty, onSaved, onCancel }: {
  initial: ServiceDraft; service: AdminClinicService | null; categories: string[]; onDirty: (dirty: boolean) => void; onSaved: () => void; onCancel: () => void;
}) {
  const save = useSaveService();
  const [d, setDraft] = useState(initial);
  const [priceError, setPriceError] = useState<string | null>(null);
  const setD = (next: ServiceDraft) => {
    setDraft(next);
    onDirty(JSON.stringify(next) !== JSON.stringify(initial));
  };
  const errors = save.error instanceof ApiError ? (save.error.details ?? {}) : {};
  const listId = `service-categories-${initial.id ?? 'new'}`;
  return (
    <form
      aria-label={service ? `Editar serviço ${service.name}` : 'Novo serviço'}
      className="space-y-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const price = moneyInputToWire(d.price);
        setPriceError(price ? null : 'Indique o preço em MT (ex.: 3600,00).');
        if (!price) return;
        save.mutate(
          {
            ...(d.id !== undefined ? { id: d.id } : {}), category: d.category, name: d.name, description: d.description, price, price_note: d.price_note,
            duration_minutes: d.duration ? Number(d.duration) : null, sort_order: Number(d.sort_order) || 0, active: d.active,
          },
          {
            onSuccess: () => {
              toast.success(d.id === undefined ? 'Serviço criado: já aparece na lista de serviços e no PDF.' : 'Serviço guardado: a lista, o PDF e as páginas de marcação já mostram o novo preço.');
              onSaved();
            },
          },
        );
      }}
    >
      <FormError error={save.error} />
      {service?.booking_option && (
        <p className="rounded-lg bg-plum-50 px-3 py-2 text-sm text-plum-900">
          {BOOKING_OPTION_LABELS[service.booking_option]}. O preço daqui é o que o cliente paga ao marcar (e o sinal é metade). As marcações já feitas mantêm o preço com que foram feitas.
        </p>
      )}
      <TextField label="Nome" value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} error={errors.name} required />
      <TextField label="Categoria" list={listId} value={d.category} onChange={(e) => setD({ ...d, category: e.target.value })} error={errors.category} hint="Ex.: Consultas, Tratamentos, Unhas." required />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Preço (MT)" inputMode="decimal" value={d.price} onChange={(e) => setD({ ...d, price: e.target.value })} error={priceError ?? errors.price} required />
        <TextField label="Duração (min)" inputMode="numeric" value={d.duration} onChange={(e) => setD({ ...d, duration: e.target.value })} error={errors.duration_minutes} />
      </div>
      <TextField label="Nota ao preço" placeholder="Ex.: por sessão" value={d.price_note} onChange={(e) => setD({ ...d, price_note: e.target.value })} error={errors.price_note} hint="Aparece depois do preço, na lista e no PDF." />
      <TextAreaField label="Descrição" rows={3} value={d.description} onChange={(e) => setD({ ...d, description: e.target.value })} error={errors.description} />
      <TextField label="Ordem na lista" inputMode="numeric" value={d.sort_order} onChange={(e) => setD({ ...d, sort_order: e.target.value })} error={errors.sort_order} />
      <Checkbox
        label="Em vigor (mostrar na lista)"
        hint={service?.booking_option ? 'Retirar deixa de aceitar marcações online deste serviço.' : 'Retirar tira o serviço da lista e do PDF.'}
        checked={d.active}
        onChange={(e) => setD({ ...d, active: e.target.checked })}
      />
      <div className="sticky bottom-0 -mx-1 flex gap-2 bg-white px-1 py-2">
        <Button type="submit" size="sm" loading={save.isPending} loadingText="A guardar…">
          {d.id === undefined ? 'Criar serviço' : 'Guardar serviço'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

function ServicesSection({ guard }: { guard: Guard }) {
  const { data, error, isPending } = useServices();
  const staff = useStaff();
  const canEdit = staff?.role === 'owner';
  const [editing, setEditingNow] = useState<{ draft: ServiceDraft; service: AdminClinicService | null } | null>(null);
  const setEditing = (next: typeof editing) =>
    void guard.leave(() => {
      guard.setDirty(false);
      setEditingNow(next);
    });
  const categories = [...new Set((data ?? []).map((s) => s.category))];
  return (
    <div className="grid gap-4 xl:grid-cols-3">
      <div className="xl:col-span-2">
        <Panel
          title="Tabela de preços dos serviços"
          actions={
            canEdit ? (
              <Button size="sm" onClick={() => setEditing({ draft: emptyService((data?.length ?? 0) + 1), service: null })}>
                Novo serviço
              </Button>
            ) : undefined
          }
        >
          <p className="mb-2 text-sm text-ink/70">A única fonte dos preços da clínica: a página de serviços, o PDF e as páginas de marcação (consulta e microagulhamento) leem daqui.</p>
          {!canEdit && <p className="mb-2 text-sm text-ink/70">Só a proprietária pode alterar preços.</p>}
          {isPending && <p className="text-sm text-ink/60">A carregar…</p>}
          <FormError error={error} />
          <ul className="divide-y divide-plum-100" aria-label="Serviços">
            {data?.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-plum-900">{s.name}</span>
                  <span className="block text-xs text-ink/60">
                    {s.category} · <span className="tabular-nums">{s.price_text}</span>
                    {s.booking_option ? ' · marcação online' : ''}
                  </span>
                </span>
                {!s.active && <Badge tone="grey">Retirado</Badge>}
                {canEdit && (
                  <Button variant="ghost" size="sm" onClick={() => setEditing({ draft: toServiceDraft(s), service: s })} aria-label={`Editar serviço ${s.name}`}>
                    Editar
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      </div>
      <div>
        {editing ? (
          <Panel title={editing.service ? `Editar ${editing.service.name}` : 'Novo serviço'}>
            <ServiceForm
              key={editing.service?.id ?? 'novo'}
              initial={editing.draft}
              service={editing.service}
              categories={categories}
              onDirty={guard.setDirty}
              onSaved={() => {
                guard.setDirty(false);
                setEditingNow(null);
              }}
              onCancel={() => setEditing(null)}
            />
          </Panel>
        ) : (
          <Panel>
            <p className="text-sm text-ink/70">Escolha um serviço para mudar o preço, a descrição ou retirá-lo, ou crie um novo.</p>
          </Panel>
        )}
      </div>
    </div>
  );
}

export function ContentPage() {
  const [tab, setTabNow] = useState<'blog' | 'services'>('blog');
  const [dirty, setDirty] = useState(false);
  const { confirm, dialog } = useConfirm();
  const leave = useUnsavedChanges(dirty, confirm);
  const guard: Guard = { leave, setDirty };
  const setTab = (next: typeof tab) =>
    next !== tab &&
    void leave(() => {
      setDirty(false);
      setTabNow(next);
    });
  return (
    <>
      <PageHeader title="Conteúdo" description="Artigos do blog e tabela de preços da clínica." />
      <div role="tablist" className="mb-4 flex gap-2">
        <Button size="sm" role="tab" aria-selected={tab === 'blog'} variant={tab === 'blog' ? 'primary' : 'secondary'} onClick={() => setTab('blog')}>Blog</Button>
        <Button size="sm" role="tab" aria-selected={tab === 'services'} variant={tab === 'services' ? 'primary' : 'secondary'} onClick={() => setTab('services')}>Serviços</Button>
      </div>
      {tab === 'blog' ? <BlogSection guard={guard} /> : <ServicesSection guard={guard} />}
      {dialog}
    </>
  );
}
