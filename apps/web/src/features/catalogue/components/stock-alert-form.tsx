import { useState, type FormEvent } from 'react';
import { looksLikeEmail } from '@shop/contract/accounts-rules';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { serverFieldErrors, useFirstErrorFocus } from '../../../lib/form-errors.ts';
import { useUser } from '../../../lib/session.ts';
import { useRequestStockAlert } from '../api/request-stock-alert.ts';

/**
 * "Avise-me quando voltar", under a sold-out product or option: one e-mail when it is back in stock.
 * Keyed by the item by its parent, so choosing another option starts again.
 */
export function StockAlertForm({ productId, variantId, itemName }: { productId: number; variantId: number | null; itemName: string }) {
  const user = useUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestStockAlert();
  const { formRef, focusFirstError } = useFirstErrorFocus();

  if (sentTo) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl bg-green-50 p-4 text-sm text-green-900">
        <CheckIcon className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          Vamos avisá-lo em <strong className="break-all">{sentTo}</strong> quando {itemName} voltar. Enviámos um e-mail com a ligação para anular o aviso.
        </span>
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!looksLikeEmail(trimmed)) {
      setError('Indique um e-mail válido.');
      focusFirstError();
      return;
    }
    setError(null);
    request.mutate(
      { productId, variantId, email: trimmed },
      {
        onSuccess: (data) => setSentTo(data.email),
        onError: (failure) => {
          const field = serverFieldErrors(failure);
          const known = failure instanceof ApiError && failure.code !== 'NETWORK' && failure.code !== 'INTERNAL';
          setError(field.email ?? field.variant_id ?? (known ? failure.message : 'Não foi possível registar o aviso. Tente novamente.'));
          focusFirstError();
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-labelledby="aviso-titulo" className="rounded-xl border border-plum-100 bg-plum-50 p-4">
      <h2 id="aviso-titulo" className="font-semibold text-plum-900">
        Avise-me quando voltar
      </h2>
      <p className="mt-1 text-sm text-ink/70">Enviamos um único e-mail quando {itemName} voltar ao stock.</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label="E-mail para o aviso"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={request.isPending} loadingText="A registar…" className="sm:mt-6">
          Avisar-me
        </Button>
      </div>
    </form>
  );
}
