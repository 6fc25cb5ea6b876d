import { MPESA_CHARGE_STATUS_LABEL, type MpesaChargeStatus, type MpesaChargeView } from '@shop/contract/mpesa';
import { messageChannelText, type ClientMessageView } from '@shop/contract/messaging';
import { formatWire } from '../lib/format.ts';
import { Badge, type BadgeTone } from './page-parts.tsx';
import { formatCompactDateTime } from '../../../lib/maputo-date.ts';

// How money came in from the customer's phone and how the customer was told (decision 164):
// the M-Pesa charges of an order or booking, and each message with the channel it went through.

const CHARGE_TONE: Record<MpesaChargeStatus, BadgeTone> = { sending: 'amber', confirming: 'amber', paid: 'green', failed: 'red', unapplied: 'red' };

export function MpesaCharges({ charges }: { charges: MpesaChargeView[] }) {
  if (!charges.length) return null;
  return (
    <section aria-label="Cobranças M-Pesa" className="space-y-2 text-sm">
      <h3 className="font-semibold text-plum-900">Cobranças M-Pesa</h3>
      <ul className="divide-y divide-plum-100 rounded-lg border border-plum-100">
        {charges.map((c) => (
          <li key={c.id} className="space-y-1 p-2" aria-label={`Cobrança M-Pesa ${c.third_party_reference}`}>
            <p className="flex flex-wrap items-center justify-between gap-2 font-medium">
              <Badge tone={CHARGE_TONE[c.status]}>{MPESA_CHARGE_STATUS_LABEL[c.status]}</Badge>
              <span className="tabular-nums">{formatWire(c.amount)}</span>
            </p>
            <dl className="grid grid-cols-[auto,1fr] gap-x-2 text-xs text-ink/70">
              <dt>Número</dt><dd>{c.msisdn}</dd>
              <dt>Transação</dt><dd className="break-all">{c.transaction_id ?? '—'}</dd>
              <dt>Ref. da loja</dt><dd className="break-all">{c.third_party_reference}</dd>
              <dt>Resposta</dt><dd className="break-all">{[c.response_code, c.response_desc].filter(Boolean).join(' · ') || '—'}</dd>
              <dt>Pedido</dt><dd>{formatCompactDateTime(c.created_at)}</dd>
              <dt>Última resposta</dt><dd>{formatCompactDateTime(c.updated_at)}{c.checks > 0 ? ` · ${c.checks} ${c.checks === 1 ? 'consulta' : 'consultas'} de estado` : ''}</dd>
            </dl>
            <p className="text-xs text-ink/70">Cliente viu: {c.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const MESSAGE_STATUS: Record<ClientMessageView['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Por enviar', tone: 'amber' },
  sending: { label: 'A enviar', tone: 'amber' },
  sent: { label: 'Enviada', tone: 'green' },
  failed: { label: 'Não enviada', tone: 'red' },
};

export function ClientMessages({ messages }: { messages: ClientMessageView[] }) {
  return (
    <section aria-label="Mensagens ao cliente" className="space-y-2 text-sm">
      {messages.length === 0 ? (
        <p className="text-ink/60">Nenhuma mensagem enviada ao cliente.</p>
      ) : (
        <ul className="divide-y divide-plum-100 rounded-lg border border-plum-100">
          {messages.map((m) => {
            const status = m.delivery_failed ? { label: 'Não entregue', tone: 'red' as const } : MESSAGE_STATUS[m.status];
            return (
              <li key={m.id} className="space-y-1 p-2" aria-label={`Mensagem: ${m.subject}`}>
                <p className="font-medium">{m.subject}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs">
                  <span data-testid="message-channel">{messageChannelText(m)}</span>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </p>
                <p className="text-xs text-ink/60">
                  {[m.sent_via && m.sent_via !== 'email' ? m.phone : m.email ?? m.phone, m.sent_at ? `enviada ${formatCompactDateTime(m.sent_at)}` : `criada ${formatCompactDateTime(m.created_at)}`].filter(Boolean).join(' · ')}
                </p>
                {m.problem && <p className="text-xs text-ink/70 break-all">Problema: {m.problem}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
