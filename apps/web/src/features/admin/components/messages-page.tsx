import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useMarkMessage, useMessages } from '../api/messages.ts';
import { useSubscribers } from '../api/subscribers-list.ts';
import { downloadSubscribersCsv } from '../lib/staff-file.ts';
import { formatDateTime } from '../lib/format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextField } from '../../../components/ui/field.tsx';
import { Badge, PageHeader, Pager } from './page-parts.tsx';
import { formatPhone } from '@shop/contract/phone';

const SUBJECT: Record<string, string> = { products: 'Produtos', treatments: 'Tratamentos', partnerships: 'Parcerias', other: 'Outro' };

export function MessagesPage() {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<'all' | 'unread' | 'read'>('unread');
  const { data, error, isPending } = useMessages({ page, per_page: 20, unread: filter === 'all' ? undefined : filter === 'unread' });
  const mark = useMarkMessage();
  return (
    <>
      <PageHeader title="Mensagens" description={data ? `${data.unread_total} por ler.` : 'Mensagens do formulário de contacto.'} />
      <SelectField label="Mostrar" value={filter} onChange={(e) => { setFilter(e.target.value as typeof filter); setPage(1); }} className="mb-4 max-w-xs">
        <option value="unread">Por ler</option>
        <option value="read">Lidas</option>
        <option value="all">Todas</option>
      </SelectField>
      <FormError error={error} />
      {isPending && <p className="text-sm text-ink/60">A carregar…</p>}
      <ul className="space-y-3">
        {data?.data.map((m) => (
          <li key={m.id} aria-label={`Mensagem de ${m.full_name}`} className={`rounded-xl border p-4 shadow-sm ${m.read_at ? 'border-plum-100 bg-white' : 'border-plum-300 bg-plum-50'}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-semibold text-plum-900">{m.full_name} {!m.read_at && <Badge tone="amber">Por ler</Badge>} <Badge tone="plum">{SUBJECT[m.subject] ?? m.subject}</Badge></p>
                <p className="text-sm"><a className="underline" href={`mailto:${m.email}`}>{m.email}</a>{m.phone ? ` · ${formatPhone(m.phone)}` : ''} · {formatDateTime(m.created_at)}</p>
              </div>
              <Button variant="secondary" size="sm" disabled={mark.isPending}
                onClick={() => mark.mutate({ id: m.id, read: !m.read_at }, { onError: (e) => toast.error(e.message) })}>
                {m.read_at ? 'Marcar como não lida' : 'Marcar como lida'}
              </Button>
            </div>
            <p className="mt-2 whitespace-pre-line text-sm">{m.message}</p>
          </li>
        ))}
      </ul>
      {data && data.data.length === 0 && <p className="text-sm text-ink/60">Sem mensagens.</p>}
      {data && <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={setPage} />}
    </>
  );
}

export function SubscribersPage() {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<'' | 'subscribed' | 'unsubscribed'>('subscribed');
  const [search, setSearch] = useState('');
  const filters = { status: status || null, search: search.trim() || undefined };
  const { data, error, isPending } = useSubscribers({ page, per_page: 50, ...filters });
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <PageHeader
        title="Subscritores"
        description="Quem subscreveu a newsletter."
        actions={
          <Button size="sm" disabled={exporting}
            onClick={() => { setExporting(true); downloadSubscribersCsv(filters).catch((e: Error) => toast.error(e.message)).finally(() => setExporting(false)); }}>
            Exportar CSV
          </Button>
        }
      />
      <div className="mb-4 grid max-w-2xl gap-3 sm:grid-cols-2">
        <TextField label="Procurar e-mail" value={search} onChange={(e) => { setSearch(e.target.value); setPage(1); }} />
        <SelectField label="Estado" value={status} onChange={(e) => { setStatus(e.target.value as typeof status); setPage(1); }}>
          <option value="subscribed">Subscritos</option>
          <option value="unsubscribed">Cancelados</option>
          <option value="">Todos</option>
        </SelectField>
      </div>
      <FormError error={error} />
      {isPending && <p className="text-sm text-ink/60">A carregar…</p>}
      {data && (
        <div className="overflow-x-auto rounded-xl border border-plum-100 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-plum-50 text-xs uppercase text-ink/60"><tr><th className="px-3 py-2">E-mail</th><th className="px-3 py-2">Estado</th><th className="px-3 py-2">Origem</th><th className="px-3 py-2">Desde</th></tr></thead>
            <tbody className="divide-y divide-plum-100">
              {data.data.map((s) => (
                <tr key={s.id}>
                  <td className="px-3 py-2">{s.email}</td>
                  <td className="px-3 py-2">{s.status === 'subscribed' ? <Badge tone="green">Subscrito</Badge> : <Badge tone="grey">Cancelado</Badge>}</td>
                  <td className="px-3 py-2">{s.source}</td>
                  <td className="px-3 py-2">{formatDateTime(s.consented_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={setPage} />}
    </>
  );
}
