import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '@shop/contract/accounts';
import type { Cart } from '@shop/contract/cart';
import { CHECKOUT_MESSAGES } from '@shop/contract/checkout-messages';
import type { PaymentType } from '@shop/contract/order-status';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@shop/contract/orders';
import { STORE_PROFILE } from '@shop/contract/store';
import { ApiError } from '../../../lib/api-client.ts';
import { clearDraft, emptyDraft, idempotencyKeyFor, loadDraft, saveDraft, type CheckoutDraft } from '../api/checkout-draft.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { useShippingMethods } from '../api/shipping-methods.ts';
import { uploadProof } from '../api/upload-proof.ts';
import { BusyOverlay } from './busy-overlay.tsx';
import { describedBy, Field, inputClass } from './field.tsx';
import { LocationFields } from './location-fields.tsx';
import { OrderSummary } from './order-summary.tsx';
import { PayeeAccounts } from './payee-accounts.tsx';
import { ProofUpload } from './proof-upload.tsx';
import { ShippingOptions } from './shipping-options.tsx';

export type CheckoutErrors = Partial<Record<'first_name' | 'last_name' | 'email' | 'phone' | 'address' | 'location' | 'method' | 'proof' | 'form', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneDigits = (v: string) => v.replace(/\D/g, '').length;

/** The checks the spec asks for before anything is sent, with its messages. */
export function validateCheckout(draft: CheckoutDraft, context: { methodsExist: boolean; proofBusy: boolean }): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!draft.first_name.trim()) errors.first_name = 'Indique o nome.';
  if (!draft.last_name.trim()) errors.last_name = 'Indique o apelido.';
  if (!EMAIL.test(draft.email.trim())) errors.email = 'Indique um e-mail válido.';
  if (phoneDigits(draft.phone) < 9 || phoneDigits(draft.phone) > 15) errors.phone = 'Indique um telefone válido.';
  if (draft.country_id === null || draft.state_id === null || draft.city_id === null) errors.location = CHECKOUT_MESSAGES.locationIncomplete;
  if (!draft.address.trim()) errors.address = CHECKOUT_MESSAGES.addressMissing;
  if (context.methodsExist && draft.method_id === null) errors.method = 'Escolha o método de entrega.';
  if (context.proofBusy) errors.proof = 'Aguarde o fim do envio do comprovativo.';
  else if (draft.payment_type === 'bank_transfer' && !draft.proof) errors.proof = CHECKOUT_MESSAGES.proofMissing;
  return errors;
}

export function toOrderBody(draft: CheckoutDraft, price: string): PlaceOrderRequest {
  return {
    payment_type: draft.payment_type,
    ...(draft.payment_type === 'mobile_wallet' ? { wallet_provider: draft.wallet_provider } : {}),
    ...(draft.payer_phone.trim() ? { payer_phone: draft.payer_phone.trim() } : {}),
    proof_id: draft.proof?.id ?? null,
    method_id: draft.method_id ?? 0,
    price,
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    address: draft.address.trim(),
    bairro: draft.bairro.trim(),
    reference_point: draft.reference_point.trim(),
    postcode: draft.postcode.trim(),
    country_id: draft.country_id ?? 0,
    state_id: draft.state_id ?? 0,
    city_id: draft.city_id ?? 0,
    delivery_comment: draft.delivery_comment.trim(),
  };
}

const FIELD_OF: Record<string, keyof CheckoutErrors> = {
  first_name: 'first_name', last_name: 'last_name', email: 'email', phone: 'phone', address: 'address',
  country_id: 'location', state_id: 'location', city_id: 'location', method_id: 'method', proof_id: 'proof',
};

const FOCUS_ORDER: (keyof CheckoutErrors)[] = ['first_name', 'last_name', 'email', 'phone', 'address', 'location', 'method', 'proof'];
const FOCUS_ID: Record<string, string> = { location: 'country', method: 'shipping-method-first', proof: 'proof-file' };

const payOptions: { type: PaymentType; label: string }[] = [
  { type: 'bank_transfer', label: 'Transferência bancária' },
  { type: 'mobile_wallet', label: 'M-Pesa / carteira móvel' },
  ...(STORE_PROFILE.payOnDelivery ? [{ type: 'cash_on_delivery' as const, label: 'Pagamento na entrega' }] : []),
];

export interface CheckoutFormProps {
  user: User;
  cart: Cart;
  cartUpdating: boolean;
  onDeliveryChange: (delivery: { methodId?: number; stateId?: number }) => void;
  onPlaced: (order: PlaceOrderResponse) => void;
  onFailed: (error: ApiError) => void;
  onCartStale: () => void;
}

export function CheckoutForm({ user, cart, cartUpdating, onDeliveryChange, onPlaced, onFailed, onCartStale }: CheckoutFormProps) {
  const [draft, setDraft] = useState<CheckoutDraft>(() => loadDraft(emptyDraft(user)));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [proofBusy, setProofBusy] = useState(false);
  const submitting = useRef(false);
  const place = usePlaceOrder();
  const methods = useShippingMethods(draft.state_id);
  const methodList = methods.data ?? [];

  const update = (patch: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...patch }));

  useEffect(() => saveDraft(draft), [draft]);

  // A method that does not deliver to the chosen state does not count; a single one is chosen for the shopper.
  const methodId = !methods.data
    ? draft.state_id === null ? null : draft.method_id
    : methods.data.some((m) => m.id === draft.method_id)
      ? draft.method_id
      : methods.data.length === 1
        ? methods.data[0]!.id
        : null;

  useEffect(() => {
    onDeliveryChange(methodId && draft.state_id ? { methodId, stateId: draft.state_id } : {});
  }, [methodId, draft.state_id, onDeliveryChange]);

  const showErrors = (next: CheckoutErrors) => {
    setErrors(next);
    const first = FOCUS_ORDER.find((k) => next[k]);
    if (first) {
      const id = FOCUS_ID[first] ?? first;
      requestAnimationFrame(() => document.getElementById(id)?.focus());
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || place.isPending) return;
    const ready = { ...draft, method_id: methodId };
    const found = validateCheckout(ready, { methodsExist: methodList.length > 0, proofBusy });
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    const body = toOrderBody(ready, cart.final_price);
    submitting.current = true;
    place.mutate(
      { body, idempotencyKey: idempotencyKeyFor(body) },
      {
        onSuccess: (order) => {
          clearDraft();
          onPlaced(order);
        },
        onError: (err) => {
          const error = err instanceof ApiError ? err : new ApiError('Erro desconhecido ao processar pedido', 'INTERNAL', 0);
          if (error.code === 'VALIDATION_FAILED') {
            const mapped: CheckoutErrors = { form: error.message };
            for (const [field, messages] of Object.entries(error.details ?? {})) {
              const key = FIELD_OF[field];
              if (key && messages[0]) mapped[key] = messages[0];
            }
            return showErrors(mapped);
          }
          if (error.code === 'CONFLICT') {
            onCartStale();
            return showErrors({ form: error.message });
          }
          if (error.code === 'NOT_FOUND' && /comprovativo/i.test(error.message)) {
            update({ proof: null });
            return showErrors({ proof: error.message });
          }
          onFailed(error);
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  const busy = place.isPending;
  // The summary must be priced with the delivery on screen before its total can be sent.
  const summaryCurrent = (cart.shipping_method?.id ?? null) === (methodId && draft.state_id ? methodId : null) && !cartUpdating;
  const wallet = STORE_PROFILE.payees.find((p) => p.kind === 'wallet');
  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-label="Finalizar Compra">
      {busy && <BusyOverlay />}
      <div className="min-w-0 space-y-8">
        {errors.form && (
          <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
            {errors.form}
          </div>
        )}

        <fieldset className="min-w-0 space-y-4 rounded-2xl border border-plum-100 bg-white p-5">
          <legend className="px-1 text-lg font-semibold">Contacto</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="first_name" label="Nome" required error={errors.first_name}>
              <input id="first_name" className={inputClass} autoComplete="given-name" value={draft.first_name} onChange={(e) => update({ first_name: e.target.value })} aria-invalid={Boolean(errors.first_name)} aria-describedby={describedBy('first_name', errors.first_name)} />
            </Field>
            <Field id="last_name" label="Apelido" required error={errors.last_name}>
              <input id="last_name" className={inputClass} autoComplete="family-name" value={draft.last_name} onChange={(e) => update({ last_name: e.target.value })} aria-invalid={Boolean(errors.last_name)} aria-describedby={describedBy('last_name', errors.last_name)} />
            </Field>
            <Field id="email" label="E-mail" required error={errors.email}>
              <input id="email" type="email" className={inputClass} autoComplete="email" value={draft.email} onChange={(e) => update({ email: e.target.value })} aria-invalid={Boolean(errors.email)} aria-describedby={describedBy('email', errors.email)} />
            </Field>
            <Field id="phone" label="Telefone" required error={errors.phone} hint="Ex.: +258 84 123 4567">
              <input id="phone" type="tel" className={inputClass} autoComplete="tel" value={draft.phone} onChange={(e) => update({ phone: e.target.value })} aria-invalid={Boolean(errors.phone)} aria-describedby={describedBy('phone', errors.phone, 'Ex.: +258 84 123 4567')} />
            </Field>
          </div>
        </fieldset>

        <fieldset className="min-w-0 space-y-4 rounded-2xl border border-plum-100 bg-white p-5">
          <legend className="px-1 text-lg font-semibold">Entrega</legend>
          <LocationFields
            value={{ country_id: draft.country_id, state_id: draft.state_id, city_id: draft.city_id }}
            onChange={(loc) => update({ ...loc, ...(loc.state_id !== draft.state_id ? { method_id: null } : {}) })}
            error={errors.location}
          />
          <Field id="address" label="Endereço completo" required error={errors.address} hint="Rua ou avenida, número, andar">
            <input id="address" className={inputClass} autoComplete="street-address" value={draft.address} onChange={(e) => update({ address: e.target.value })} aria-invalid={Boolean(errors.address)} aria-describedby={describedBy('address', errors.address, 'Rua ou avenida, número, andar')} />
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Field id="bairro" label="Bairro">
              <input id="bairro" className={inputClass} value={draft.bairro} onChange={(e) => update({ bairro: e.target.value })} />
            </Field>
            <Field id="reference_point" label="Ponto de referência">
              <input id="reference_point" className={inputClass} value={draft.reference_point} onChange={(e) => update({ reference_point: e.target.value })} />
            </Field>
            <Field id="postcode" label="Código postal (opcional)">
              <input id="postcode" className={inputClass} autoComplete="postal-code" value={draft.postcode} onChange={(e) => update({ postcode: e.target.value })} />
            </Field>
          </div>
          {draft.state_id !== null && methods.isPending && <p className="text-sm text-ink/70">A carregar os métodos de entrega...</p>}
          <ShippingOptions methods={methodList} value={methodId} onChange={(id) => update({ method_id: id })} error={errors.method} />
          <Field id="delivery_comment" label="Comentário para a entrega (opcional)">
            <textarea id="delivery_comment" rows={2} className={inputClass} value={draft.delivery_comment} onChange={(e) => update({ delivery_comment: e.target.value })} maxLength={500} />
          </Field>
        </fieldset>

        <fieldset className="min-w-0 space-y-4 rounded-2xl border border-plum-100 bg-white p-5">
          <legend className="px-1 text-lg font-semibold">Pagamento</legend>
          <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="Método de pagamento">
            {payOptions.map((o) => (
              <label key={o.type} className="flex cursor-pointer items-center gap-2 rounded-full border border-plum-200 px-4 py-2 text-sm has-[:checked]:border-plum-700 has-[:checked]:bg-plum-50">
                <input type="radio" name="payment-type" value={o.type} checked={draft.payment_type === o.type} onChange={() => update({ payment_type: o.type })} />
                {o.label}
              </label>
            ))}
          </div>
          {draft.payment_type === 'bank_transfer' && (
            <div className="space-y-3">
              <p className="text-sm">Transfira o total para uma destas contas e carregue o comprovativo. A encomenda é confirmada quando verificarmos o pagamento.</p>
              <PayeeAccounts kind="bank" />
            </div>
          )}
          {draft.payment_type === 'mobile_wallet' && (
            <div className="space-y-3">
              <p className="text-sm">
                Envie o total por M-Pesa para o número abaixo. Recebe a referência da encomenda no fim: indique-a na mensagem. Pode carregar o comprovativo agora ou depois, em «Os meus pedidos».
              </p>
              <PayeeAccounts kind="wallet" />
              <Field id="payer_phone" label={`Número ${wallet?.provider ?? 'M-Pesa'} de onde vai pagar (opcional)`}>
                <input id="payer_phone" type="tel" className={inputClass} value={draft.payer_phone} onChange={(e) => update({ payer_phone: e.target.value })} />
              </Field>
            </div>
          )}
          {draft.payment_type === 'cash_on_delivery' && <p className="text-sm">Paga em dinheiro ou M-Pesa no momento da entrega.</p>}
          {draft.payment_type !== 'cash_on_delivery' && (
            <ProofUpload
              label={draft.payment_type === 'bank_transfer' ? 'Comprovativo de transferência' : 'Comprovativo de pagamento (opcional)'}
              required={draft.payment_type === 'bank_transfer'}
              value={draft.proof}
              onChange={(proof) => {
                update({ proof });
                if (proof) setErrors(({ proof: _p, ...rest }) => rest);
              }}
              onBusyChange={setProofBusy}
              upload={(file, onProgress, signal) => uploadProof(file, onProgress, signal)}
              error={errors.proof}
            />
          )}
        </fieldset>
      </div>

      <aside className="h-fit min-w-0 space-y-5 rounded-2xl border border-plum-100 bg-white p-5 lg:sticky lg:top-20">
        <OrderSummary cart={cart} methodChosen={methodId !== null} updating={!summaryCurrent} />
        <button
          type="submit"
          disabled={busy || (!summaryCurrent && methodId !== null) || proofBusy || !cart.can_checkout}
          className="w-full rounded-full bg-plum-700 py-3 font-medium text-white hover:bg-plum-900 disabled:opacity-60"
        >
          {busy ? 'Processando...' : 'Finalizar Pedido'}
        </button>
        {!cart.can_checkout && <p className="text-sm text-amber-800">Há produtos no carrinho que precisam de ajuste antes de finalizar.</p>}
        <ul className="space-y-1 text-sm text-ink/70">
          <li>🔒 Pagamento 100% seguro</li>
          <li>🚚 Entrega grátis em Maputo</li>
          <li>✓ Garantia de qualidade</li>
        </ul>
      </aside>
    </form>
  );
}
