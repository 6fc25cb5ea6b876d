import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatWireMoney } from '@shop/contract/money';
import { MPESA_PENDING_MESSAGE } from '@shop/contract/mpesa';
import { Button } from '../../../components/ui/button.tsx';
import { MpesaNumberField, mpesaNumberError } from '../../../components/payment.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useMpesaPayment, useStartMpesaPayment, type MpesaTarget } from '../api/mpesa-payment.ts';

/**
 * "Pagar com M-Pesa" (decision 160): the customer's Vodacom number, one button, and M-Pesa's
 * answer in plain words. Nothing shows when the shop has no M-Pesa settings (the proof upload
 * stays). `onPaid` lets the page refresh what it shows of the order or booking. `autoStart`: the
 * number chosen at checkout, charged as soon as the panel knows nothing was charged yet (the
 * server keeps one open charge per order, so a reload or a second tab never rings twice).
 */
export function MpesaPayPanel({ target, onPaid, autoStart }: { target: MpesaTarget; onPaid?: () => void; autoStart?: string }) {
  const payment = useMpesaPayment(target);
  const start = useStartMpesaPayment(target);
  const [msisdn, setMsisdn] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const paidSeen = useRef(false);
  const autoStarted = useRef(false);

  const view = payment.data;
  const attempt = view?.attempt ?? null;
  useEffect(() => {
    if (attempt?.state === 'paid' && !paidSeen.current) {
      paidSeen.current = true;
      onPaid?.();
    }
  }, [attempt?.state, onPaid]);

  const pay = async (number: string) => {
    setFormError(null);
    const problem = mpesaNumberError(number);
    if (problem) {
      setFieldError(problem);
      return;
    }
    setFieldError(null);
    setSending(true);
    try {
      await start(number);
    } catch (err) {
      const details = err instanceof ApiError ? err.details?.msisdn : undefined;
      if (details?.length) setFieldError(details.join(' '));
      else setFormError(err instanceof Error ? err.message : String(err));
      // The answer may be lost while the charge goes on: show what the server knows of it.
      void payment.refetch();
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    if (!autoStart || autoStarted.current || !view?.available || view.attempt) return;
    autoStarted.current = true;
    setMsisdn(autoStart);
    void pay(autoStart);
    // Once per panel (the ref), when the first view says nothing was charged yet.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoStart, view]);

  if (!view || (!view.available && !attempt)) return null;
  const number = msisdn ?? view.suggested_msisdn ?? '';
  const confirming = attempt?.state === 'confirming';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void pay(number);
  };

  if (attempt?.state === 'paid') {
    return (
      <section aria-label="Pagamento M-Pesa" className="rounded-xl border border-green-300 bg-green-50 p-4 text-sm text-green-900">
        <p role="status" className="font-medium">
          {attempt.message}
        </p>
        <p className="mt-1">
          {formatWireMoney(attempt.amount)} de {attempt.msisdn}
          {attempt.transaction_id ? ` · Transação ${attempt.transaction_id}` : ''}
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="mpesa-heading" className="space-y-3 rounded-xl border border-plum-200 bg-white p-4 text-sm">
      <h3 id="mpesa-heading" className="text-base font-semibold">
        Pagar com M-Pesa
      </h3>
      {confirming ? (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
          {attempt.message}
        </p>
      ) : (
        <>
          {attempt?.state === 'failed' && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800">
              {attempt.message}
            </p>
          )}
          <p>
            Valor: <strong className="tabular-nums">{formatWireMoney(view.amount_due)}</strong>. Recebe no telemóvel um pedido de confirmação: introduza o seu PIN M-Pesa.
          </p>
          <form onSubmit={submit} noValidate className="space-y-3">
            <MpesaNumberField name="msisdn" value={number} onChange={setMsisdn} error={fieldError} disabled={sending} />
            {formError && (
              <p role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800">
                {formError}
              </p>
            )}
            {sending && (
              <p role="status" className="text-plum-800">
                {MPESA_PENDING_MESSAGE}
              </p>
            )}
            <Button type="submit" block loading={sending} loadingText="A aguardar a confirmação no telemóvel…">
              {attempt?.state === 'failed' ? 'Tentar de novo com M-Pesa' : 'Pagar com M-Pesa'}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
