import { useState, type FormEvent } from 'react';
import { RETURN_REASON_LABEL, RETURN_REASONS, type ReturnReason } from '@shop/contract/order-status';
import type { OrderLine } from '@shop/contract/orders';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormError, SelectField, TextAreaField } from '../../../components/ui/field.tsx';

export interface ReturnAnswer {
  qty: number;
  reasonCode: ReturnReason;
  reason: string;
}

/**
 * Asks which units of a line go back and why: a quantity up to what may still be returned and a
 * reason from the list (with the customer's own words, optional). Cancelar, Escape and the backdrop
 * ask for nothing.
 */
export function ReturnRequestDialog({ line, busy, error, onConfirm, onCancel }: { line: OrderLine; busy?: boolean; error?: unknown; onConfirm: (answer: ReturnAnswer) => void; onCancel: () => void }) {
  const [qty, setQty] = useState(line.returnable_qty);
  const [reasonCode, setReasonCode] = useState<ReturnReason | ''>('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;
    if (!reasonCode) return setProblem('Escolha o motivo da devolução.');
    onConfirm({ qty, reasonCode, reason: reason.trim() });
  };
  const cancel = () => !busy && onCancel();
  return (
    <Dialog open onClose={cancel} title={`Devolver ${line.name}${line.variant_name ? ` (${line.variant_name})` : ''}`} role="alertdialog">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-ink/80">
          O pedido é analisado pela nossa equipa, que responde por e-mail. Se for aceite, combinamos a recolha e devolvemos o valor dos produtos depois de os recebermos.
        </p>
        {line.returnable_qty > 1 ? (
          <SelectField label="Quantidade a devolver" value={qty} onChange={(e) => setQty(Number(e.target.value))} disabled={busy}>
            {Array.from({ length: line.returnable_qty }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n} de {line.returnable_qty}
              </option>
            ))}
          </SelectField>
        ) : (
          <p className="text-sm">Quantidade: 1</p>
        )}
        <SelectField
          label="Motivo"
          required
          value={reasonCode}
          error={problem}
          disabled={busy}
          onChange={(e) => {
            setReasonCode(e.target.value as ReturnReason);
            setProblem(null);
          }}
        >
          <option value="">Escolha um motivo…</option>
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABEL[r]}
            </option>
          ))}
        </SelectField>
        <TextAreaField label="Conte-nos mais (opcional)" rows={3} maxLength={500} value={reason} disabled={busy} onChange={(e) => setReason(e.target.value)} />
        <FormError error={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={cancel} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" loading={busy}>
            Pedir devolução
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
