import { useId, useState, type FormEvent } from 'react';
import { ORDER_STATUS, orderStatusAction, shipmentProblem } from '@shop/contract/order-status';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormError, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';

export interface ShipAnswer {
  courier: string;
  tracking_number: string | null;
  note: string | null;
}

/**
 * "Marcar como enviada": who carries the parcel (typed, or one of the couriers used lately) and its
 * tracking number when there is one; both go to the customer's tracking page and e-mail.
 */
export function ShipDialog({ title, suggestions, count = 1, pending, error, onSubmit, onClose }: {
  title: string;
  suggestions: readonly string[];
  /** several orders at once (bulk): one courier for all, no tracking number */
  count?: number;
  pending: boolean;
  error: unknown;
  onSubmit: (answer: ShipAnswer) => void;
  onClose: () => void;
}) {
  const listId = useId();
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const serverField = (field: string) => (error instanceof ApiError ? error.details?.[field] : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = shipmentProblem({ courier, trackingNumber: tracking });
    setProblem(found);
    if (found) return;
    onSubmit({ courier: courier.trim(), tracking_number: tracking.trim() || null, note: note.trim() || null });
  };

  return (
    <Dialog open onClose={() => !pending && onClose()} title={title}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-ink/70">
          {count > 1
            ? `Cada uma passa pelas mesmas regras que uma só; as que não puderem ser enviadas ficam como estão e são listadas com o motivo. Cada cliente recebe um e-mail com a transportadora.`
            : 'O cliente recebe um e-mail com a transportadora e o número de seguimento. Não é possível voltar atrás.'}
        </p>
        <TextField
          label="Transportadora"
          required
          list={listId}
          autoComplete="off"
          maxLength={80}
          placeholder="Estafeta da loja, Correios de Moçambique…"
          value={courier}
          onChange={(e) => setCourier(e.target.value)}
          error={problem?.field === 'courier' ? problem.message : serverField('courier')}
        />
        <datalist id={listId}>
          {suggestions.map((c) => <option key={c} value={c} />)}
        </datalist>
        {count === 1 && <TextField
          label="Número de seguimento (opcional)"
          autoComplete="off"
          maxLength={80}
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          error={problem?.field === 'tracking_number' ? problem.message : serverField('tracking_number')}
        />}
        <TextAreaField label="Nota para o cliente (opcional, vai no e-mail)" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        <FormError error={error instanceof ApiError && error.details ? null : error} />
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={pending}>Cancelar</Button>
          <Button type="submit" loading={pending}>{count > 1 ? `Marcar ${count} como enviadas` : orderStatusAction(ORDER_STATUS.shipped)}</Button>
        </div>
      </form>
    </Dialog>
  );
}
