import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import type { AdminClientDetail } from '@shop/contract/admin-clients';
import { formatPhone, whatsappChatLink } from '@shop/contract/phone';
import { BOOKING_STATUS_LABELS, type BookingStatus } from '@shop/contract/bookings-offer';
import { PAYMENT_METHOD_LABEL, type PaymentMethod } from '@shop/contract/payment-methods';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { formatCompactDateTime, formatShortDate, maputoClock } from '../../../lib/maputo-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useClient, useClientNotes, useClients } from '../api/clients.ts';
import { adminPaths } from '../lib/admin-paths.ts';
import { useStaff } from '../lib/admin-session.ts';
import { formatWire } from '../lib/format.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { FormError, TextAreaField } from '../../../components/ui/field.tsx';
import { Badge, PageHeader, Pager, Panel } from './page-parts.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { orderStatusBadge, paymentBadge } from './orders-page.tsx';

const phoneText = (phone: string | null) => (phone ? formatPhone(phone) : '—');

export function ClientsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('pagina') ?? 1) || 1;
  const search = useListSearch();
  const { data, error, isPending } = useClients({ page, per_page: 20, search: search.search || undefined });
  const toPage = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('pagina', String(p));
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader title="Clientes" description="Contas da loja e pessoas com marcações feitas sem conta. Procure por nome (com ou sem acentos), telefone em qualquer formato ou e-mail." />
      <Panel>
        <ListSearchField state={search} placeholder="Neusa, 84 111 0000, neusa@…" />
      </Panel>
      <FormError error={error} />
      {isPending && <p className="mt-4 text-sm text-ink/60">A carregar…</p>}
      {data && (
        <>
          <ul aria-label="Clientes" aria-busy={search.typing} className="mt-4 space-y-2 sm:hidden">
            {data.data.map((c) => (
              <li key={c.key} className="rounded-xl border border-plum-100 bg-white p-3 text-sm">
                <div className="flex items-start justify-between gap-2">
                  <Link to={adminPaths.client(c.key)} className="min-w-0 break-words font-medium text-plum-700 underline">{c.name}</Link>
                  <span className="shrink-0 tabular-nums font-semibold">{formatWire(c.total_spent)}</span>
                </div>
                <p className="break-words text-ink/80">{phoneText(c.phone)}{c.email ? ` · ${c.email}` : ''}</p>
                <p className="text-xs text-ink/60">{c.orders} encomenda(s) · {c.bookings} marcação(ões) · {formatCompactDateTime(c.last_activity)}</p>
                {c.customer_id === null && <p className="mt-1"><Badge tone="grey">Sem conta</Badge></p>}
              </li>
            ))}
            {data.data.length === 0 && <li className="py-6 text-center text-ink/60">Nenhum cliente encontrado.</li>}
          </ul>
          <div className="mt-4 hidden overflow-x-auto rounded-xl border border-plum-100 bg-white sm:block">
            <table className="w-full min-w-[40rem] text-left text-sm" aria-busy={search.typing}>
              <thead className="bg-plum-50 text-xs uppercase text-ink/60">
                <tr><th className="px-3 py-2">Cliente</th><th className="px-3 py-2">Telefone</th><th className="px-3 py-2 text-right">Encomendas</th><th className="px-3 py-2 text-right">Marcações</th><th className="px-3 py-2 text-right">Total gasto</th><th className="px-3 py-2">Última atividade</th></tr>
              </thead>
              <tbody className="divide-y divide-plum-100">
                {data.data.map((c) => (
                  <tr key={c.key} className="hover:bg-plum-50">
                    <td className="px-3 py-2">
                      <Link to={adminPaths.client(c.key)} className="font-medium text-plum-700 underline">{c.name}</Link>
                      {c.customer_id === null && <> <Badge tone="grey">Sem conta</Badge></>}
                      {c.email && <span className="block text-xs text-ink/60">{c.email}</span>}
                    </td>
                    <td className="px-3 py-2 whitespace-nowrap">{phoneText(c.phone)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{c.orders}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{c.bookings}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatWire(c.total_spent)}</td>
                    <td className="px-3 py-2">{formatCompactDateTime(c.last_activity)}</td>
                  </tr>
                ))}
                {data.data.length === 0 && <tr><td colSpan={6} className="px-3 py-6 text-center text-ink/60">Nenhum cliente encontrado.</td></tr>}
              </tbody>
            </table>
          </div>
          <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={toPage} />
        </>
      )}
    </>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-plum-100 bg-white p-3">
      <dt className="text-xs text-ink/60">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-plum-900">{children}</dd>
    </div>
  );
}

export function ClientDetailPage() {
  const key = useParams().key ?? '';
  const navigate = useNavigate();
  const { data: c, error, isPending } = useClient(key);
  // A phone that belongs to an account opens the account: keep one address per client.
  useEffect(() => {
    if (c && c.key !== key) navigate(adminPaths.client(c.key), { replace: true });
  }, [c, key, navigate]);
  if (isPending) return <p className="text-sm text-ink/60">A carregar…</p>;
  if (!c) return <FormError error={error ?? 'Cliente não encontrado.'} />;
  return (
    <>
      <PageHeader
        title={c.name}
        description={
          <>
            {c.phone && (
              <>
                <a className="underline" href={`tel:+${c.phone}`}>{formatPhone(c.phone)}</a>
                {whatsappChatLink(c.phone) && <> · <a className="underline" href={whatsappChatLink(c.phone)!} target="_blank" rel="noreferrer">WhatsApp</a></>}
              </>
            )}
            {c.email && <> · <a className="break-all underline" href={`mailto:${c.email}`}>{c.email}</a></>}
            <span className="block">
              {c.customer_id !== null ? `Conta desde ${formatCompactDateTime(c.created_at)}${c.marketing_opt_in ? ' · aceita comunicações' : ''}` : 'Sem conta: marcações feitas pelo telefone ou pelo site.'}
            </span>
          </>
        }
        actions={<Link to={adminPaths.clients()} className={buttonClass({ variant: 'secondary', size: 'sm' })}>Voltar à lista</Link>}
      />
      <dl className="mb-6 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        <Figure label="Total gasto (pagamentos menos reembolsos)">{formatWire(c.total_spent)}</Figure>
        <Figure label="Encomendas">{c.orders}</Figure>
        <Figure label="Marcações">{c.bookings}</Figure>
      </dl>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel title="Encomendas">
          {c.orders_list.length === 0 ? <p className="text-sm text-ink/60">Sem encomendas.</p> : (
            <ul className="divide-y divide-plum-100 text-sm">
              {c.orders_list.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    <Link to={adminPaths.order(o.id)} className="font-medium text-plum-700 underline">#{o.reference}</Link>
                    <span className="block text-xs text-ink/60">{formatCompactDateTime(o.created_at)}</span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">{orderStatusBadge(o.status, o.fulfilment)} {paymentBadge(o.payment_status)} <span className="tabular-nums font-semibold">{formatWire(o.total)}</span></span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Marcações">
          {c.bookings_list.length === 0 ? <p className="text-sm text-ink/60">Sem marcações.</p> : (
            <ul className="divide-y divide-plum-100 text-sm">
              {c.bookings_list.map((b) => {
                const at = maputoClock(b.starts_at);
                return (
                  <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="min-w-0">
                      <Link to={adminPaths.appointments(at.date)} className="font-medium text-plum-700 underline">{b.reference}</Link>
                      <span className="block break-words text-xs text-ink/60">{b.service_label} · {formatShortDate(at.date)} {at.time}</span>
                    </span>
                    <span className="flex items-center gap-2"><Badge tone="plum">{BOOKING_STATUS_LABELS[b.status as BookingStatus] ?? b.status}</Badge> <span className="tabular-nums">{formatWire(b.price)}</span></span>
                  </li>
                );
              })}
            </ul>
          )}
        </Panel>
        <Panel title="Pagamentos e reembolsos">
          {c.payments.length === 0 ? <p className="text-sm text-ink/60">Sem pagamentos registados.</p> : (
            <ul className="divide-y divide-plum-100 text-sm">
              {c.payments.map((p, i) => (
                <li key={`${p.kind}-${p.target}-${p.target_id}-${i}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0">
                    {p.kind === 'refund' ? 'Reembolso' : 'Pagamento'} · {p.target === 'order' ? <Link className="underline" to={adminPaths.order(p.target_id)}>#{p.reference}</Link> : p.reference}
                    <span className="block text-xs text-ink/60">{formatShortDate(p.on)} · {PAYMENT_METHOD_LABEL[p.method as PaymentMethod] ?? p.method}</span>
                  </span>
                  <span className={`tabular-nums font-semibold ${p.kind === 'refund' ? 'text-red-700' : ''}`}>{p.kind === 'refund' ? '−' : ''}{formatWire(p.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Moradas">
          {c.addresses.length === 0 ? <p className="text-sm text-ink/60">{c.customer_id === null ? 'Sem conta, sem moradas guardadas.' : 'Sem moradas guardadas.'}</p> : (
            <ul className="space-y-2 text-sm">
              {c.addresses.map((a) => (
                <li key={a.id} className="break-words">
                  {a.title && <span className="font-medium">{a.title}: </span>}{a.text}{a.landmark ? ` (${a.landmark})` : ''} {a.is_default && <Badge tone="plum">Principal</Badge>}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <div className="mt-6">
        <ClientNotes client={c} />
      </div>
    </>
  );
}

function ClientNotes({ client }: { client: AdminClientDetail }) {
  const staff = useStaff();
  const notes = useClientNotes(client.key);
  const { confirm, dialog } = useConfirm();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const save = () =>
    notes.add.mutate({ key: client.key, body: text }, {
      onSuccess: () => { setText(''); setFieldError(undefined); toast.success('Nota guardada.'); },
      onError: (e) => setFieldError(e.message),
    });
  const remove = async (id: number) => {
    if (!(await confirm({ title: 'Apagar esta nota?', message: 'A nota deixa de aparecer para toda a equipa.', confirmLabel: 'Apagar nota', tone: 'danger' }))) return;
    notes.remove.mutate(id, { onSuccess: () => toast.success('Nota apagada.'), onError: (e) => toast.error(e.message) });
  };
  return (
    <Panel title="Notas da equipa">
      <form className="space-y-2" onSubmit={(e) => { e.preventDefault(); save(); }}>
        <TextAreaField label="Nova nota (só a equipa a vê)" value={text} onChange={(e) => setText(e.target.value)} maxLength={2000} rows={3} error={fieldError} />
        <Button type="submit" size="sm" disabled={notes.add.isPending || !text.trim()}>Guardar nota</Button>
      </form>
      {client.notes.length > 0 && (
        <ol aria-label="Notas" className="mt-4 space-y-2 text-sm">
          {client.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-amber-50 p-3">
              <p className="whitespace-pre-line break-words">{n.body}</p>
              <p className="mt-1 flex flex-wrap items-center justify-between gap-2 text-xs text-ink/70">
                <span>{n.staff_name} · {formatCompactDateTime(n.created_at)}</span>
                {(staff?.role === 'owner' || staff?.id === n.staff_id) && (
                  <Button variant="ghost" size="sm" onClick={() => void remove(n.id)} disabled={notes.remove.isPending}>Apagar</Button>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
      {dialog}
    </Panel>
  );
}
