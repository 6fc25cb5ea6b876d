import { useState } from 'react';
import type { AdminBlogPost, AdminClinicService } from '@shop/contract/admin-ops';
import { toast } from '../../../lib/toast.ts';
import { usePostActions, usePosts } from '../api/blog-posts.ts';
import { useSaveService, useServices } from '../api/clinic-services.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { formatDateTime, moneyInputToWire, thumbnailUrl, wireToInput } from '../lib/format.ts';
import { Badge, buttonClass, CheckboxField, FormError, inputClass, PageHeader, Panel, SelectField, TextAreaField, TextField } from './form-controls.tsx';

type Block = { type: 'paragraph' | 'heading'; text: string };
interface Draft { id?: number; title: string; excerpt: string; category_id: number; author: string; main_image: string; content: Block[]; featured: boolean; published: boolean }

const emptyDraft = (categoryId: number): Draft => ({ title: '', excerpt: '', category_id: categoryId, author: 'Equipa da Clínica', main_image: '', content: [{ type: 'paragraph', text: '' }], featured: false, published: false });
const toDraft = (p: AdminBlogPost): Draft => ({ id: p.id, title: p.title, excerpt: p.excerpt, category_id: p.category_id, author: p.author, main_image: p.main_image, content: p.content, featured: p.featured, published: p.published });

function PostEditor({ initial, categories, onDone }: { initial: Draft; categories: { id: number; name: string }[]; onDone: () => void }) {
  const [d, setD] = useState(initial);
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
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(d, { onSuccess: () => { toast.success(d.id ? 'Artigo guardado.' : 'Artigo criado.'); onDone(); }, onError: (err) => toast.error(err.message) });
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
        <label className="block text-sm font-medium">
          Imagem principal (PNG, JPG ou WebP até 5 MB)
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className={inputClass}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              upload.mutate({ file, onProgress: setProgress }, {
                onSuccess: (media) => { setD((cur) => ({ ...cur, main_image: media.url })); setProgress(null); },
                onError: (err) => { toast.error(err.message); setProgress(null); },
              });
            }}
          />
        </label>
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
              <button type="button" className={buttonClass.ghost} disabled={i === 0} onClick={() => move(i, -1)} aria-label={`Subir bloco ${i + 1}`}>↑</button>
              <button type="button" className={buttonClass.ghost} disabled={i === d.content.length - 1} onClick={() => move(i, 1)} aria-label={`Descer bloco ${i + 1}`}>↓</button>
              <button type="button" className={buttonClass.ghost} disabled={d.content.length === 1} onClick={() => setD({ ...d, content: d.content.filter((_, j) => j !== i) })}>Remover</button>
            </div>
            <textarea aria-label={`Bloco ${i + 1}`} className={inputClass} rows={b.type === 'heading' ? 1 : 4} value={b.text} onChange={(e) => setBlock(i, { text: e.target.value })} />
          </div>
        ))}
        <div className="flex gap-2">
          <button type="button" className={buttonClass.secondary} onClick={() => setD({ ...d, content: [...d.content, { type: 'paragraph', text: '' }] })}>+ Parágrafo</button>
          <button type="button" className={buttonClass.secondary} onClick={() => setD({ ...d, content: [...d.content, { type: 'heading', text: '' }] })}>+ Subtítulo</button>
        </div>
      </fieldset>
      <CheckboxField label="Publicado" checked={d.published} onChange={(v) => setD({ ...d, published: v })} />
      <CheckboxField label="Destaque" checked={d.featured} onChange={(v) => setD({ ...d, featured: v })} />
      <FormError message={save.error?.message} />
      <div className="flex gap-2">
        <button type="submit" className={buttonClass.primary} disabled={save.isPending || upload.isPending}>Guardar artigo</button>
        <button type="button" className={buttonClass.ghost} onClick={onDone}>Cancelar</button>
      </div>
    </form>
  );
}

function BlogSection() {
  const { data, error, isPending } = usePosts();
  const { flags } = usePostActions();
  const [editing, setEditing] = useState<Draft | null>(null);
  if (isPending) return <p className="text-sm text-ink/60">A carregar…</p>;
  if (!data) return <FormError message={error?.message} />;
  if (editing) return <Panel title={editing.id ? 'Editar artigo' : 'Novo artigo'}><PostEditor initial={editing} categories={data.categories} onDone={() => setEditing(null)} /></Panel>;
  const toggle = (id: number, change: { published?: boolean; featured?: boolean }) =>
    flags.mutate({ id, ...change }, { onSuccess: () => toast.success('Artigo atualizado.'), onError: (e) => toast.error(e.message) });
  return (
    <Panel title="Artigos do blog" actions={<button type="button" className={buttonClass.primary} onClick={() => setEditing(emptyDraft(data.categories[0]?.id ?? 0))}>Novo artigo</button>}>
      <ul className="divide-y divide-plum-100">
        {data.posts.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center gap-3 py-2">
            {p.main_image ? <img src={thumbnailUrl(p.main_image)} alt="" className="h-12 w-16 rounded object-cover" loading="lazy" /> : <span className="h-12 w-16 rounded bg-plum-50" />}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{p.title}</span>
              <span className="text-xs text-ink/60">{formatDateTime(p.published_at)} · {p.views} visualizações</span>
            </span>
            {p.published ? <Badge tone="green">Publicado</Badge> : <Badge tone="grey">Rascunho</Badge>}
            {p.featured && <Badge tone="plum">Destaque</Badge>}
            <button type="button" className={buttonClass.ghost} onClick={() => toggle(p.id, { published: !p.published })}>{p.published ? 'Despublicar' : 'Publicar'}</button>
            <button type="button" className={buttonClass.ghost} onClick={() => toggle(p.id, { featured: !p.featured })}>{p.featured ? 'Tirar destaque' : 'Destacar'}</button>
            <button type="button" className={buttonClass.ghost} onClick={() => setEditing(toDraft(p))}>Editar</button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function ServiceRow({ s }: { s: AdminClinicService }) {
  const save = useSaveService();
  const [d, setD] = useState({ name: s.name, description: s.description, price: wireToInput(s.price), price_text: s.price_text, duration: s.duration_minutes?.toString() ?? '', active: s.active });
  return (
    <form
      aria-label={`Serviço ${s.name}`}
      className="grid gap-2 border-b border-plum-100 py-3 sm:grid-cols-6"
      onSubmit={(e) => {
        e.preventDefault();
        const price = moneyInputToWire(d.price);
        if (!price) return toast.error('Indique o preço em MT (ex.: 3600,00).');
        save.mutate({ id: s.id, name: d.name, description: d.description, price, price_text: d.price_text, duration_minutes: d.duration ? Number(d.duration) : null, active: d.active }, {
          onSuccess: () => toast.success('Serviço guardado: a página de serviços e o PDF já mostram a alteração.'),
          onError: (err) => toast.error(err.message),
        });
      }}
    >
      <TextField label="Nome" value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} className="sm:col-span-2" />
      <TextField label="Preço (MT)" inputMode="decimal" value={d.price} onChange={(e) => setD({ ...d, price: e.target.value })} />
      <TextField label="Preço como aparece" value={d.price_text} onChange={(e) => setD({ ...d, price_text: e.target.value })} className="sm:col-span-2" />
      <TextField label="Duração (min)" inputMode="numeric" value={d.duration} onChange={(e) => setD({ ...d, duration: e.target.value })} />
      <TextAreaField label="Descrição" rows={2} value={d.description} onChange={(e) => setD({ ...d, description: e.target.value })} className="sm:col-span-4" />
      <div className="flex flex-col justify-end gap-2 sm:col-span-2">
        <CheckboxField label="Visível na lista" checked={d.active} onChange={(v) => setD({ ...d, active: v })} />
        <button type="submit" className={buttonClass.secondary} disabled={save.isPending}>Guardar</button>
      </div>
    </form>
  );
}

function ServicesSection() {
  const { data, error, isPending } = useServices();
  return (
    <Panel title="Tabela de preços dos serviços">
      <p className="mb-2 text-sm text-ink/70">Alimenta a página de serviços e o catálogo em PDF.</p>
      {isPending && <p className="text-sm text-ink/60">A carregar…</p>}
      <FormError message={error?.message} />
      {data?.map((s) => <ServiceRow key={`${s.id}-${s.price}-${s.name}`} s={s} />)}
    </Panel>
  );
}

export function ContentPage() {
  const [tab, setTab] = useState<'blog' | 'services'>('blog');
  return (
    <>
      <PageHeader title="Conteúdo" description="Artigos do blog e tabela de preços da clínica." />
      <div role="tablist" className="mb-4 flex gap-2">
        <button type="button" role="tab" aria-selected={tab === 'blog'} className={tab === 'blog' ? buttonClass.primary : buttonClass.secondary} onClick={() => setTab('blog')}>Blog</button>
        <button type="button" role="tab" aria-selected={tab === 'services'} className={tab === 'services' ? buttonClass.primary : buttonClass.secondary} onClick={() => setTab('services')}>Serviços</button>
      </div>
      {tab === 'blog' ? <BlogSection /> : <ServicesSection />}
    </>
  );
}
