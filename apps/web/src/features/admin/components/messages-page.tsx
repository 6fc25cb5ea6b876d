import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdminContactMessage, AdminContactMessageDetail } from '@shop/contract/admin-ops';
import { CONTACT_SUBJECTS, MESSAGE_FILTER_LABELS, MESSAGE_REPLY_MAX, type ContactSubject, type MessageFilter } from '@shop/contract/contact-subjects';
import { formatPhone, whatsappChatLink } from '@shop/contract/phone';
import { STORE_PROFILE } from '@shop/contract/store';
import { toast } from '../../../lib/toast.ts';
import { useMessage, useMessageActions, useMessages } from '../api/messages.ts';
import { useSubscribers } from '../api/subscribers-list.ts';
import { useStaff } from '../lib/admin-session.ts';
import { downloadSubscribersCsv } from '../lib/staff-file.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { Badge, PageHeader, Pager, Panel } from './page-parts.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

const FILTERS = Object.keys(MESSAGE_FILTER_LABELS) as MessageFilter[];
const subjectLabel = (subject: string) => CONTACT_SUBJECTS[subject as ContactSubject] ?? subject;
const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** The greeting a WhatsApp chat opens with: who writes, from where, about which message. */
const whatsappGreeting = (m: AdminContactMessage, staffName: string | undefined) =>
  `Olá ${firstName(m.full_name)}, ${staffName ? `fala ${staffName}, ` : ''}da ${STORE_PROFILE.name}. Recebemos a sua mensagem sobre ${subjectLabel(m.subject).toLowerCase()} e estamos a responder por aqui.`;

/** The inbox: every message stays in the list; read, answered and assigned are marks on it (decision 144). */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get('mensagem')) || null;
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('pagina' in changes)) next.delete('pagina');
    setParams(next, { replace: !('mensagem' in changes) });
  };
  if (open) return <MessageView id={open} onBack={() => set({ mensagem: null, pagina: params.get('pagina') })} />;
  return <MessageList params={params} set={set} />;
}

function MessageList({ params, set }: { params: URLSearchParams; set: (changes: Record<string, string | null>) => void }) {
  const page = Number(params.get('pagina') ?? 1) || 1;
  const filter = (FILTERS.find((f) => f === params.get('ver')) ?? 'all') as MessageFilter;
  const search = useListSearch();
  const { data, error, isPending } = useMessages({ page, per_page: 20, filter, search: search.search || undefined });
  const count = (f: MessageFilter) => (f === 'unread' ? data?.unread_total : f === 'unanswered' ? data?.unanswered_total : undefined);
  return (
    <>
      <PageHeader
        title="Mensagens"
        description={data ? `${data.unread_total} por ler · ${data.unanswered_total} por responder. Procure por nome (com ou sem acentos), telefone em qualquer formato, e-mail ou texto.` : 'Mensagens do formulário de contacto.'}
      />
      <Panel>
        <div className="space-y-3">
          <div role="group" aria-label="Mostrar" className="flex flex-wrap gap-2">
            {FILTERS.map((f) => (
              <Button key={f} size="sm" aria-pressed={filter === f} variant={filter === f ? 'primary' : 'secondary'} onClick={() => set({ ver: f === 'all' ? null : f })}>
                {MESSAGE_FILTER_LABELS[f]}{count(f) ? ` (${count(f)})` : ''}
              </Button>
            ))}
          </div>
          <ListSearchField state={search} placeholder="Joaquina, 84 111 0000, joaquina@…" />
        </div>
      </Panel>
      <FormError error={error} />
      {isPending && <p className="mt-4 text-sm text-ink/60">A carregar…</p>}
      {data && (
        <>
          <ul aria-label="Mensagens" aria-busy={search.typing} className="mt-4 space-y-2">
            {data.data.map((m) => <MessageCard key={m.id} message={m} onOpen={() => set({ mensagem: String(m.id), pagina: String(page) })} />)}
            {data.data.length === 0 && <li className="py-6 text-center text-sm text-ink/60">Sem mensagens.</li>}
          </ul>
          <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={(p) => set({ pagina: String(p) })} />
        </>
      )}
    </>
  );
}

function MessageBadges({ message: m }: { message: AdminContactMessage }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge tone="plum">{subjectLabel(m.subject)}</Badge>
      {m.answered_at ? <Badge tone="green">Respondida</Badge> : <Badge tone="amber">Por responder</Badge>}
      {m.assigned_to && <Badge tone="grey">Atribuída a {m.assigned_to.name}</Badge>}
    </span>
  );
}

function MessageCard({ message: m, onOpen }: { message: AdminContactMessage; onOpen: () => void }) {
  const unread = !m.read_at;
  return (
    <li aria-label={`Mensagem de ${m.full_name}${unread ? ' (por ler)' : ''}`} className={`rounded-xl border bg-white shadow-sm ${unread ? 'border-plum-300' : 'border-plum-100'}`}>
      <button type="button" onClick={onOpen} className="block w-full min-w-0 p-3 text-left hover:bg-plum-50 focus-visible:outline-2 focus-visible:outline-plum-700 sm:p-4">
        <span className="flex items-start justify-between gap-2">
          <span className={`flex min-w-0 items-center gap-2 break-words ${unread ? 'font-bold text-plum-900' : 'font-medium text-ink'}`}>
            {unread && <span aria-hidden="true" className="h-2.5 w-2.5 shrink-0 rounded-full bg-plum-700" />}
            {m.full_name}
          </span>
          <span className="shrink-0 text-xs text-ink/60">{formatCompactDateTime(m.created_at)}</span>
        </span>
        <span className={`mt-1 line-clamp-2 block break-words text-sm ${unread ? 'font-semibold text-ink' : 'text-ink/70'}`}>{m.message}</span>
        <span className="mt-2 flex flex-wrap items-center gap-2 text-xs text-ink/60">
          <MessageBadges message={m} />
          {m.replies > 0 && <span>{m.replies === 1 ? '1 resposta' : `${m.replies} respostas`}</span>}
        </span>
      </button>
    </li>
  );
}

function MessageView({ id, onBack }: { id: number; onBack: () => void }) {
  const { data: m, error, isPending } = useMessage(id);
  const actions = useMessageActions();
  // Opening a message reads it, once: marking it unread again is not undone while it is still open.
  const readOnOpen = useRef<number | null>(null);
  useEffect(() => {
    if (!m || m.read_at || readOnOpen.current === m.id) return;
    readOnOpen.current = m.id;
    actions.read.mutate({ id: m.id, read: true });
  }, [m, actions.read]);
  if (isPending) return <p className="text-sm text-ink/60">A carregar…</p>;
  if (!m) {
    return (
      <>
        <FormError error={error ?? 'Mensagem não encontrada.'} />
        <Button variant="secondary" size="sm" className="mt-4" onClick={onBack}>Voltar às mensagens</Button>
      </>
    );
  }
  const markUnread = () => actions.read.mutate({ id: m.id, read: false }, { onSuccess: () => { toast.success('Mensagem marcada como por ler.'); onBack(); }, onError: (e) => toast.error(e.message) });
  const toggleAnswered = () =>
    actions.answered.mutate({ id: m.id, answered: !m.answered_at }, {
      onSuccess: (next) => toast.success(next.answered_at ? 'Mensagem marcada como respondida.' : 'Mensagem marcada como por responder.'),
      onError: (e) => toast.error(e.message),
    });
  return (
    <>
      <PageHeader
        title={`Mensagem de ${m.full_name}`}
        description={`${subjectLabel(m.subject)} · recebida ${formatCompactDateTime(m.created_at)}`}
        actions={<Button variant="secondary" size="sm" onClick={onBack}>Voltar às mensagens</Button>}
      />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <div className="min-w-0 space-y-4 lg:col-span-2">
          <Panel>
            <p className="mb-3"><MessageBadges message={m} /></p>
            <p className="whitespace-pre-line break-words text-sm">{m.message}</p>
          </Panel>
          <Thread message={m} />
          <ReplyForm message={m} />
        </div>
        <div className="min-w-0 space-y-4">
          <Contact message={m} />
          <Panel title="Estado">
            <div className="flex flex-col gap-2">
              <Button variant="secondary" size="sm" disabled={actions.answered.isPending} onClick={toggleAnswered}>
                {m.answered_at ? 'Marcar como por responder' : 'Marcar como respondida'}
              </Button>
              <Button variant="secondary" size="sm" disabled={actions.read.isPending} onClick={markUnread}>Marcar como por ler</Button>
            </div>
            <Assign message={m} />
          </Panel>
        </div>
      </div>
    </>
  );
}

function Contact({ message: m }: { message: AdminContactMessageDetail }) {
  const staff = useStaff();
  const whatsapp = whatsappChatLink(m.phone, whatsappGreeting(m, staff?.name));
  return (
    <Panel title="Contacto">
      <ul className="space-y-2 break-words text-sm">
        <li><a className="underline" href={`mailto:${m.email}`}>{m.email}</a></li>
        {m.phone && <li><a className="underline" href={`tel:${formatPhone(m.phone).replace(/\s/g, '')}`}>{formatPhone(m.phone)}</a></li>}
        {whatsapp && <li><a className="font-medium text-plum-700 underline" href={whatsapp} target="_blank" rel="noreferrer">Responder pelo WhatsApp</a></li>}
      </ul>
    </Panel>
  );
}

function Assign({ message: m }: { message: AdminContactMessageDetail }) {
  const staff = useStaff();
  const actions = useMessageActions();
  const team = m.team;
  const owner = staff?.role === 'owner';
  // Staff take a free message or let go of their own; giving it to a colleague is the owner's (the server checks).
  const mayChange = owner || m.assigned_to === null || m.assigned_to.id === staff?.id;
  const assign = (staffId: number | null) =>
    actions.assign.mutate({ id: m.id, staff_id: staffId }, {
      onSuccess: (next) => toast.success(next.assigned_to ? `Mensagem atribuída a ${next.assigned_to.name}.` : 'A mensagem ficou sem responsável.'),
      onError: (e) => toast.error(e.message),
    });
  return (
    <div className="mt-4 space-y-2 border-t border-plum-100 pt-4 text-sm">
      <p>{m.assigned_to ? <>Atribuída a <strong>{m.assigned_to.name}</strong></> : 'Sem responsável.'}</p>
      {owner ? (
        <SelectField label="Atribuir a" value={m.assigned_to?.id ?? ''} disabled={actions.assign.isPending} onChange={(e) => assign(e.target.value ? Number(e.target.value) : null)}>
          <option value="">Ninguém</option>
          {team.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
        </SelectField>
      ) : mayChange && staff ? (
        m.assigned_to?.id === staff.id
          ? <Button variant="ghost" size="sm" disabled={actions.assign.isPending} onClick={() => assign(null)}>Deixar de ser responsável</Button>
          : <Button variant="secondary" size="sm" disabled={actions.assign.isPending} onClick={() => assign(staff.id)}>Atribuir a mim</Button>
      ) : null}
    </div>
  );
}

const DELIVERY: Record<AdminContactMessageDetail['thread'][number]['delivery'], { tone: 'green' | 'amber' | 'red'; label: string }> = {
  sent: { tone: 'green', label: 'E-mail enviado' },
  pending: { tone: 'amber', label: 'A enviar' },
  failed: { tone: 'red', label: 'Envio falhou' },
};

function Thread({ message: m }: { message: AdminContactMessageDetail }) {
  if (m.thread.length === 0) return null;
  return (
    <Panel title="Respostas">
      <ol aria-label="Respostas" className="space-y-3">
        {m.thread.map((r) => (
          <li key={r.id} className="rounded-lg bg-plum-50 p-3 text-sm">
            <p className="mb-1 flex flex-wrap items-center justify-between gap-2 text-xs text-ink/70">
              <span><strong className="text-ink">{r.staff_name}</strong> · {formatCompactDateTime(r.created_at)}</span>
              <Badge tone={DELIVERY[r.delivery].tone}>{DELIVERY[r.delivery].label}</Badge>
            </p>
            <p className="whitespace-pre-line break-words">{r.body}</p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function ReplyForm({ message: m }: { message: AdminContactMessageDetail }) {
  const actions = useMessageActions();
  const [body, setBody] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const send = () =>
    actions.reply.mutate({ id: m.id, body }, {
      onSuccess: () => { setBody(''); setFieldError(undefined); toast.success(`Resposta enviada por e-mail para ${m.email}.`); },
      onError: (e) => setFieldError(e.message),
    });
  return (
    <Panel title="Responder por e-mail">
      <form className="space-y-2" onSubmit={(e) => { e.preventDefault(); send(); }}>
        <TextAreaField
          label={`Resposta para ${m.email}`}
          hint="Vai com o layout da loja, a sua assinatura e a mensagem original citada."
          value={body}
          onChange={(e) => setBody(e.target.value)}
          maxLength={MESSAGE_REPLY_MAX}
          rows={5}
          error={fieldError}
        />
        <Button type="submit" size="sm" loading={actions.reply.isPending} loadingText="A enviar…" disabled={!body.trim()}>Enviar resposta</Button>
      </form>
    </Panel>
  );
}

export function SubscribersPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('pagina') ?? 1) || 1;
  const status = (params.get('estado') ?? 'subscribed') as '' | 'subscribed' | 'unsubscribed';
  const search = useListSearch();
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    if (key !== 'pagina') next.delete('pagina');
    setParams(next, { replace: true });
  };
  const filters = { status: status || null, search: search.search || undefined };
  const { data, error, isPending } = useSubscribers({ page, per_page: 50, ...filters });
  const [exporting, setExporting] = useState(false);
  return (
    <>
      <PageHeader
        title="Subscritores"
        description="Quem subscreveu a newsletter. Procure por e-mail, ou pelo nome (com ou sem acentos) ou telemóvel (em qualquer formato) da conta."
        actions={
          <Button size="sm" disabled={exporting}
            onClick={() => { setExporting(true); downloadSubscribersCsv(filters).catch((e: Error) => toast.error(e.message)).finally(() => setExporting(false)); }}>
            Exportar CSV
          </Button>
        }
      />
      <div className="mb-4 grid max-w-2xl gap-3 sm:grid-cols-2">
        <ListSearchField state={search} placeholder="neusa@…, Neusa, 84 111 0000" />
        <SelectField label="Estado" value={status} onChange={(e) => setParam('estado', e.target.value === 'subscribed' ? null : e.target.value)}>
          <option value="subscribed">Subscritos</option>
          <option value="unsubscribed">Cancelados</option>
          <option value="">Todos</option>
        </SelectField>
      </div>
      <FormError error={error} />
      {isPending && <p className="text-sm text-ink/60">A carregar…</p>}
      {data && (
        <ul aria-label="Subscritores" aria-busy={search.typing} className="space-y-2 sm:hidden">
          {data.data.map((s) => (
            <li key={s.id} className="rounded-xl border border-plum-100 bg-white p-3 text-sm">
              <p className="flex items-start justify-between gap-2">
                <span className="min-w-0 break-all font-medium">{s.email}</span>
                {s.status === 'subscribed' ? <Badge tone="green">Subscrito</Badge> : <Badge tone="grey">Cancelado</Badge>}
              </p>
              <p className="text-xs text-ink/60">{s.source} · desde {formatCompactDateTime(s.consented_at)}</p>
            </li>
          ))}
          {data.data.length === 0 && <li className="py-6 text-center text-ink/60">Nenhum subscritor encontrado.</li>}
        </ul>
      )}
      {data && (
        <div className="hidden overflow-x-auto rounded-xl border border-plum-100 bg-white sm:block">
          <table className="w-full text-left text-sm" aria-busy={search.typing}>
            <thead className="bg-plum-50 text-xs uppercase text-ink/60"><tr><th className="px-3 py-2">E-mail</th><th className="px-3 py-2">Estado</th><th className="px-3 py-2">Origem</th><th className="px-3 py-2">Desde</th></tr></thead>
            <tbody className="divide-y divide-plum-100">
              {data.data.map((s) => (
                <tr key={s.id}>
                  <td className="px-3 py-2">{s.email}</td>
                  <td className="px-3 py-2">{s.status === 'subscribed' ? <Badge tone="green">Subscrito</Badge> : <Badge tone="grey">Cancelado</Badge>}</td>
                  <td className="px-3 py-2">{s.source}</td>
                  <td className="px-3 py-2">{formatCompactDateTime(s.consented_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && <Pager page={data.current_page} lastPage={data.last_page} total={data.total} onPage={(p) => setParam('pagina', String(p))} />}
    </>
  );
}
