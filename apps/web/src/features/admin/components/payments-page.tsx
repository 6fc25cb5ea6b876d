import { useEffect, useRef, useState } from 'react';
import type { BulkResult, ProofQueueItem } from '@shop/contract/admin-ops';
import { toast } from '../../../lib/toast.ts';
import { useDecideProof } from '../api/decide-proof.ts';
import { useProofs } from '../api/proofs-list.ts';
import { formatWire } from '../lib/format.ts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { FormError } from '../../../components/ui/field.tsx';
import { Badge, PageHeader, Panel } from './page-parts.tsx';
import { ProofFile } from './proof-file.tsx';
import { PaymentDialog } from './money-panel.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useBulkActions } from '../api/bulk-actions.ts';
import { BulkReport } from './bulk-report.tsx';
import { MpesaCharges } from './delivery-trail.tsx';
import { useShortcuts } from './shortcuts.tsx';
import { ListSearchField, useListSearch } from './list-search.tsx';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

/** "há 3 horas", "há 2 dias": how long the money has been awaited. */
function ageText(iso: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 3_600_000));
  if (hours < 1) return 'há menos de 1 hora';
  if (hours < 48) return `há ${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  return `há ${Math.floor(hours / 24)} dias`;
}

/** `current`: the proof the keys act on; `follow`: staff have moved through the queue, so it takes the focus. */
function ProofCard({ item, chosen, onChoose, current, follow, onPick }: { item: ProofQueueItem; chosen: boolean; onChoose: (on: boolean) => void; current: boolean; follow: boolean; onPick: () => void }) {
  const decide = useDecideProof();
  const [paying, setPaying] = useState(false);
  const { confirm, prompt, dialog } = useConfirm();
  const label = `${item.kind === 'order' ? 'Encomenda' : 'Marcação'} ${item.reference}`;

  const approve = async () => {
    const ok = await confirm({
      title: `Aprovar o pagamento de ${label}?`,
      message: `Fica registado que entraram ${formatWire(item.amount)}; ${item.kind === 'order' ? 'a encomenda fica confirmada' : 'a marcação fica confirmada'} e o cliente recebe um e-mail. Não se pode desfazer.`,
      confirmLabel: 'Aprovar pagamento',
    });
    if (!ok) return;
    decide.mutate({ kind: item.kind, id: item.id, decision: 'approve' }, { onSuccess: () => toast.success(`${label}: pagamento aprovado.`), onError: (e) => toast.error(e.message) });
  };
  const reject = async () => {
    const reason = await prompt({
      title: `Recusar o comprovativo de ${label}?`,
      message:
        item.kind === 'order'
          ? 'O cliente recebe um e-mail com o motivo e pode enviar outro comprovativo.'
          : 'A marcação fica recusada (o horário é libertado) e o cliente recebe um e-mail com o motivo.',
      confirmLabel: 'Confirmar recusa',
      tone: 'danger',
      input: { label: 'Motivo da recusa (enviado ao cliente)', multiline: true, required: true, minLength: 3, maxLength: 500 },
    });
    if (reason === null) return;
    decide.mutate(
      { kind: item.kind, id: item.id, decision: 'reject', reason },
      { onSuccess: () => toast.success(`${label}: comprovativo recusado; o cliente foi avisado.`), onError: (e) => toast.error(e.message) },
    );
  };

  const decidable = item.waiting === 'proof' && Boolean(item.file_id);
  // "a" and "r" act on the proof on screen only, and each still asks first.
  useShortcuts(current && decidable && !decide.isPending ? [{ keys: ['a'], run: () => void approve() }, { keys: ['r'], run: () => void reject() }] : []);
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!current || !follow || !card.current || card.current.contains(document.activeElement)) return;
    card.current.focus({ preventScroll: true });
    card.current.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [current, follow]);

  return (
    <article
      ref={card}
      tabIndex={-1}
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      onFocus={onPick}
      className={`rounded-xl border bg-white p-4 shadow-sm outline-none ${current ? 'border-plum-500 ring-2 ring-plum-500' : 'border-plum-100'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="font-semibold text-plum-900">
            {item.waiting === 'proof' && item.file_id && (
              <input type="checkbox" className="mr-2 h-5 w-5 align-middle accent-plum-700" aria-label={`Escolher ${label}`} checked={chosen} onChange={(e) => onChoose(e.target.checked)} />
            )}
            {label} <Badge tone={item.kind === 'order' ? 'plum' : 'amber'}>{item.kind === 'order' ? 'Encomenda' : 'Sinal de marcação'}</Badge>{' '}
            <Badge tone={item.waiting === 'proof' ? 'green' : 'grey'}>{item.waiting === 'proof' ? 'Comprovativo por verificar' : 'Sem comprovativo'}</Badge>
          </h2>
          <p className="text-sm text-ink/70">
            {item.customer_name} · {item.email}
          </p>
          <p className="text-sm text-ink/70">
            {item.payment_label} · {item.waiting === 'proof' ? `comprovativo enviado ${formatCompactDateTime(item.submitted_at)}` : `à espera de pagamento ${ageText(item.submitted_at)}`}
          </p>
        </div>
        <p className="text-2xl font-semibold tabular-nums text-plum-900">{formatWire(item.amount)}</p>
      </div>
      {item.mpesa_charges.length > 0 && <div className="mt-3"><MpesaCharges charges={item.mpesa_charges} /></div>}
      {item.waiting === 'payment' || !item.file_id ? (
        <div className="mt-3 space-y-2">
          <p className="text-sm text-ink/70">Sem comprovativo: se o dinheiro já entrou (M-Pesa, transferência, dinheiro na clínica), registe o pagamento.</p>
          <Button size="sm" onClick={() => setPaying(true)}>Registar pagamento</Button>
          {paying && <PaymentDialog open onClose={() => setPaying(false)} kind={item.kind} id={item.id} label={label} suggested={item.amount} defaultMethod={item.method_hint ?? 'mpesa'} />}
        </div>
      ) : (
      <>
      <div className="mt-3">
        <ProofFile fileId={item.file_id} mime={item.file_mime ?? ''} name={item.file_name ?? ''} />
      </div>
      <div className="mt-3 flex gap-2">
        <Button size="sm" disabled={decide.isPending} onClick={() => void approve()}>
          Aprovar
        </Button>
        <Button variant="danger" size="sm" disabled={decide.isPending} onClick={() => void reject()}>
          Recusar
        </Button>
      </div>
      </>
      )}
      {dialog}
    </article>
  );
}

const keyOf = (item: Pick<ProofQueueItem, 'kind' | 'id'>) => `${item.kind}-${item.id}`;

export function PaymentsPage() {
  const search = useListSearch();
  const { data, error, isPending } = useProofs({ search: search.search || undefined });
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<BulkResult | null>(null);
  const bulk = useBulkActions();
  const { confirm, dialog } = useConfirm();
  const choose = (key: string, on: boolean) => setChosen((prev) => {
    const next = new Set(prev);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  });
  const picked = (data ?? []).filter((item) => chosen.has(keyOf(item)));
  // The proof staff are on (j/k or ←/→, or the buttons), in the queue's order, oldest first.
  // By place, not by item: once a proof is decided it leaves the queue and the next one takes its place.
  const [place, setPlace] = useState<number | null>(null);
  const items = data ?? [];
  const index = Math.min(place ?? 0, Math.max(0, items.length - 1));
  const step = (by: number) => setPlace(Math.min(items.length - 1, Math.max(0, index + by)));
  useShortcuts([
    { keys: ['j', 'ArrowRight'], run: () => step(1) },
    { keys: ['k', 'ArrowLeft'], run: () => step(-1) },
  ]);
  const approveChosen = async () => {
    const ok = await confirm({
      title: `Aprovar ${picked.length} ${picked.length === 1 ? 'comprovativo' : 'comprovativos'}?`,
      message: 'Cada pagamento é registado como se aprovasse um a um, e cada cliente é avisado por e-mail. Os que já não puderem ser aprovados ficam como estão e são listados com o motivo.',
      confirmLabel: 'Aprovar',
    });
    if (!ok) return;
    bulk.approve.mutate({ items: picked.map((p) => ({ kind: p.kind, id: p.id })) }, {
      onSuccess: (result) => { setChosen(new Set()); setReport(result); },
      onError: (e) => toast.error(e.message),
    });
  };
  return (
    <>
      <PageHeader title="Pagamentos" description="Tudo o que espera dinheiro: comprovativos por verificar e encomendas ou sinais ainda sem comprovativo, do mais antigo para o mais recente." />
      <ListSearchField state={search} className="mb-4" placeholder="CMCQB9RA, Joaquina, 84 111 0000" />
      <FormError error={error} />
      {picked.length > 0 && (
        <div role="toolbar" aria-label="Ações em lote" className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-plum-200 bg-plum-50 p-3 text-sm">
          <span className="font-medium">{picked.length} {picked.length === 1 ? 'escolhido' : 'escolhidos'}</span>
          <Button size="sm" disabled={bulk.approve.isPending} onClick={() => void approveChosen()}>Aprovar escolhidos</Button>
          <Button variant="ghost" size="sm" onClick={() => setChosen(new Set())}>Limpar escolha</Button>
        </div>
      )}
      {report && <div className="mb-4"><BulkReport result={report} onClose={() => setReport(null)} /></div>}
      {dialog}
      {isPending && <p className="text-sm text-ink/60">A carregar…</p>}
      {data && data.length === 0 && (
        <Panel>
          <p className="text-sm text-ink/70">{search.search ? 'Nada à espera de pagamento com esta pesquisa.' : 'Nada à espera de pagamento.'}</p>
        </Panel>
      )}
      {items.length > 1 && (
        <nav aria-label="Percorrer pagamentos" className="mb-3 flex items-center gap-2 text-sm">
          <Button variant="secondary" size="sm" aria-keyshortcuts="k ArrowLeft" disabled={index === 0} onClick={() => step(-1)}>‹ Anterior</Button>
          <span aria-live="polite" className="tabular-nums text-ink/70">{index + 1} de {items.length}</span>
          <Button variant="secondary" size="sm" aria-keyshortcuts="j ArrowRight" disabled={index === items.length - 1} onClick={() => step(1)}>Seguinte ›</Button>
        </nav>
      )}
      <div aria-busy={search.typing} className="grid gap-4 lg:grid-cols-2">
        {items.map((item, i) => (
          <ProofCard key={keyOf(item)} item={item} chosen={chosen.has(keyOf(item))} onChoose={(on) => choose(keyOf(item), on)} current={i === index} follow={place !== null} onPick={() => setPlace(i)} />
        ))}
      </div>
    </>
  );
}
