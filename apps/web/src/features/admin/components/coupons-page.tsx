import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminCoupon, CouponState } from '@shop/contract/admin-catalogue';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCoupons } from '../api/coupons-list.ts';
import { useSaveCoupon } from '../api/save-coupon.ts';
import { formatWire, isoToLocalInput, localInputToIso, moneyInputToWire, wireToInput } from '../lib/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { Checkbox, FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { useUnsavedChanges } from '../../../components/ui/use-unsaved-changes.ts';
import { Badge, PageHeader, Pager, Panel } from './page-parts.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

const STATE: Record<CouponState, { label: string; tone: 'green' | 'red' | 'amber' | 'grey' | 'plum' }> = {
  active: { label: 'Ativo', tone: 'green' },
  scheduled: { label: 'Agendado', tone: 'plum' },
  expired: { label: 'Expirado', tone: 'grey' },
  exhausted: { label: 'Esgotado', tone: 'amber' },
  inactive: { label: 'Desativado', tone: 'grey' },
};

interface CouponDraft {
  id?: number;
  code: string;
  name: string;
  label: string;
  discount_type: 'percentage' | 'fixed';
  amount: string;
  min_spend: string;
  max_uses: string;
  per_customer_limit: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
}

const emptyCoupon = (): CouponDraft => ({ code: '', name: '', label: '', discount_type: 'percentage', amount: '', min_spend: '', max_uses: '', per_customer_limit: '1', starts_at: '', ends_at: '', active: true });
const toDraft = (c: AdminCoupon): CouponDraft => ({
  id: c.id,
  code: c.code,
  name: c.name,
  label: c.label,
  discount_type: c.discount_type,
  amount: c.discount_type === 'fixed' ? wireToInput(c.amount) : c.amount,
  min_spend: c.min_spend === '0.00' ? '' : wireToInput(c.min_spend),
  max_uses: c.max_uses === null ? '' : String(c.max_uses),
  per_customer_limit: String(c.per_customer_limit),
  starts_at: isoToLocalInput(c.starts_at),
  ends_at: isoToLocalInput(c.ends_at),
  active: c.active,
});

const describeAmount = (c: AdminCoupon) => (c.discount_type === 'percentage' ? `${c.amount}%` : formatWire(c.amount));

const sameDraft = (a: CouponDraft, b: CouponDraft) => JSON.stringify(a) === JSON.stringify(b);

function CouponForm({ initial, onSaved, onCancel, onDirty }: { initial: CouponDraft; onSaved: () => void; onCancel: () => void; onDirty: (dirty: boolean) => void }) {
  const [d, setDraft] = useState(initial);
  const setD = (next: CouponDraft) => {
    setDraft(next);
    onDirty(!sameDraft(next, initial));
  };
  const [localErrors, setLocalErrors] = useState<Record<string, string[]>>({});
  const save = useSaveCoupon();
  const errors = { ...(save.error instanceof ApiError ? (save.error.details ?? {}) : {}), ...localErrors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string[]> = {};
    const amount = d.discount_type === 'fixed' ? moneyInputToWire(d.amount) : d.amount.trim();
    if (!amount) problems.amount = ['Indique o valor do desconto.'];
    const minSpend = d.min_spend.trim() ? moneyInputToWire(d.min_spend) : '0.00';
    if (minSpend === null) problems.min_spend = ['Indique um valor em MT.'];
    setLocalErrors(problems);
    if (Object.keys(problems).length) return;
    save.mutate(
      {
        ...(d.id !== undefined ? { id: d.id } : {}),
        code: d.code,
        name: d.name,
        label: d.label,
        discount_type: d.discount_type,
        amount: amount!,
        min_spend: minSpend!,
        max_uses: d.max_uses.trim() ? Number(d.max_uses) : null,
        per_customer_limit: Number(d.per_customer_limit) || 1,
        starts_at: localInputToIso(d.starts_at),
        ends_at: localInputToIso(d.ends_at),
        active: d.active,
      },
      {
        onSuccess: () => {
          toast.success(d.id === undefined ? 'Cupão criado.' : 'Cupão guardado.');
          onSaved();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate aria-label={d.id === undefined ? 'Novo cupão' : `Editar cupão ${initial.code}`}>
      <FormError error={save.error} />
      <TextField label="Código" value={d.code} onChange={(e) => setD({ ...d, code: e.target.value.toUpperCase() })} error={errors.code} hint="Letras, números, hífen. Ex.: VERAO15" required />
      <TextField label="Nome para os clientes" value={d.label} onChange={(e) => setD({ ...d, label: e.target.value })} error={errors.label} hint="Aparece no carrinho, na encomenda e nos e-mails, ao lado do código." required maxLength={80} />
      <TextField label="Nome interno" value={d.name} onChange={(e) => setD({ ...d, name: e.target.value })} error={errors.name} hint="Só a equipa o vê (campanha, parceiro, margem…)." required />
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Tipo" value={d.discount_type} onChange={(e) => setD({ ...d, discount_type: e.target.value as CouponDraft['discount_type'] })}>
          <option value="percentage">Percentagem</option>
          <option value="fixed">Valor fixo (MT)</option>
        </SelectField>
        <TextField label={d.discount_type === 'percentage' ? 'Desconto (%)' : 'Desconto (MT)'} inputMode="decimal" value={d.amount} onChange={(e) => setD({ ...d, amount: e.target.value })} error={errors.amount} required />
      </div>
      <TextField label="Compra mínima (MT)" inputMode="decimal" placeholder="Sem mínimo" value={d.min_spend} onChange={(e) => setD({ ...d, min_spend: e.target.value })} error={errors.min_spend} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Utilizações no total" inputMode="numeric" placeholder="Sem limite" value={d.max_uses} onChange={(e) => setD({ ...d, max_uses: e.target.value })} error={errors.max_uses} />
        <TextField label="Por cliente" inputMode="numeric" value={d.per_customer_limit} onChange={(e) => setD({ ...d, per_customer_limit: e.target.value })} error={errors.per_customer_limit} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Início" type="datetime-local" value={d.starts_at} onChange={(e) => setD({ ...d, starts_at: e.target.value })} error={errors.starts_at} />
        <TextField label="Fim" type="datetime-local" value={d.ends_at} onChange={(e) => setD({ ...d, ends_at: e.target.value })} error={errors.ends_at} />
      </div>
      <Checkbox label="Ativo" checked={d.active} onChange={(e) => setD({ ...d, active: e.target.checked })} />
      <div className="sticky bottom-0 -mx-1 flex gap-2 bg-white px-1 py-2">
        <Button type="submit" size="sm" loading={save.isPending} loadingText="A guardar…">
          Guardar cupão
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}

export function CouponsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('pagina') ?? 1) || 1;
  const asked = params.get('estado');
  const state = asked && asked in STATE ? (asked as CouponState) : undefined;
  const search = useListSearch();
  const setParam = (key: 'pagina' | 'estado', value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'pagina') next.delete('pagina');
      return next;
    });
  const coupons = useCoupons({ page, state, search: search.search || undefined });
  const [editing, setEditingNow] = useState<CouponDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const { confirm, dialog } = useConfirm();
  const leave = useUnsavedChanges(dirty, confirm);
  const setEditing = (next: CouponDraft | null) =>
    void leave(() => {
      setDirty(false);
      setEditingNow(next);
    });
  const data = coupons.data;

  return (
    <>
      <PageHeader
        title="Cupões"
        description="Códigos de desconto, limites e datas."
        actions={
          <Button size="sm" onClick={() => setEditing(emptyCoupon())}>
            Novo cupão
          </Button>
        }
      />
      <div className="grid gap-4 xl:grid-cols-3">
        <div className="xl:col-span-2">
          <Panel>
            <div className="grid gap-3 sm:grid-cols-2">
              <ListSearchField state={search} placeholder="VERAO15, Verão, Instagram" />
              <SelectField label="Estado" value={state ?? ''} onChange={(e) => setParam('estado', e.target.value || null)}>
                <option value="">Todos</option>
                {Object.entries(STATE).map(([value, s]) => (
                  <option key={value} value={value}>
                    {s.label}
                  </option>
                ))}
              </SelectField>
            </div>
            <FormError error={coupons.error} className="mt-3" />
            {data && data.data.length === 0 && <p className="py-6 text-sm text-ink/70">Nenhum cupão encontrado.</p>}
            <ul className="mt-4 divide-y divide-plum-100" aria-label="Cupões" aria-busy={search.typing}>
              {data?.data.map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-3 py-3">
                  <span className="min-w-0 flex-1">
                    <span className="block font-mono text-sm font-semibold text-plum-900">{c.code}</span>
                    <span className="block text-xs text-ink/60">
                      «{c.label}» · interno: {c.name} · {describeAmount(c)}
                      {c.min_spend !== '0.00' ? ` a partir de ${formatWire(c.min_spend)}` : ''} · usado {c.used_count}
                      {c.max_uses !== null ? `/${c.max_uses}` : ''} · {c.ends_at ? `até ${formatCompactDateTime(c.ends_at)}` : 'sem fim'}
                    </span>
                  </span>
                  <Badge tone={STATE[c.state].tone}>{STATE[c.state].label}</Badge>
                  <Button variant="ghost" size="sm" onClick={() => setEditing(toDraft(c))} aria-label={`Editar cupão ${c.code}`}>
                    Editar
                  </Button>
                </li>
              ))}
            </ul>
            {data && <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={(p) => setParam('pagina', String(p))} />}
          </Panel>
        </div>
        <div>
          {editing ? (
            <Panel title={editing.id === undefined ? 'Novo cupão' : `Editar ${editing.code}`}>
              <CouponForm
                key={editing.id ?? 'novo'}
                initial={editing}
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
              <p className="text-sm text-ink/70">Escolha um cupão para o editar, ou crie um novo. Um cupão desativado deixa de ser aceite no carrinho.</p>
            </Panel>
          )}
        </div>
      </div>
      {dialog}
    </>
  );
}
