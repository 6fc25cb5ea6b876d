import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AddAddressRequest, Address, Profile, User } from '@shop/contract/accounts';
import type { Cart } from '@shop/contract/cart';
import { freeDeliveryRemainingCents } from '@shop/contract/cart-totals';
import { CHECKOUT_MESSAGES } from '@shop/contract/checkout-messages';
import { wireToCents } from '@shop/contract/money';
import type { PaymentType } from '@shop/contract/order-status';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@shop/contract/orders';
import { STORE_PROFILE } from '@shop/contract/store';
import { ApiError } from '../../../lib/api-client.ts';
import { webConfig } from '../../../lib/config.ts';
import {
  clearDraft, contactFromProfile, emptyDraft, fromSavedAddress, idempotencyKeyFor, initialAddressChoice, loadDraft, saveDraft, type CheckoutDraft,
} from '../api/checkout-draft.ts';
import { QUEUED_ORDER_MESSAGE, queueOrder, queuedOrder } from '../api/order-outbox.ts';
import { usePlaceOrder } from '../api/place-order.ts';
import { useShippingMethods } from '../api/shipping-methods.ts';
import { uploadProof } from '../api/upload-proof.ts';
import { BusyOverlay } from './busy-overlay.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox, RadioGroup, TextAreaField, TextField } from '../../../components/ui/field.tsx';
import { FileInput } from '../../../components/ui/file-input.tsx';
import { CheckIcon, InfoIcon, PinIcon } from '../../../components/ui/icons.tsx';
import { LocationPicker } from '../../../components/ui/location-picker.tsx';
import { MpesaNumberField, PayeeAccounts, mpesaNumberError } from '../../../components/payment.tsx';
import { OrderSummary } from './order-summary.tsx';
import { ShippingOptions } from './shipping-options.tsx';
import { addressLine } from '@shop/contract/accounts-rules';

export type CheckoutErrors = Partial<Record<'first_name' | 'last_name' | 'email' | 'phone' | 'address' | 'bairro' | 'location' | 'method' | 'mpesa_msisdn' | 'proof' | 'form', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phoneDigits = (v: string) => v.replace(/\D/g, '').length;

/** The checks the spec asks for before anything is sent, with its messages. */
/** M-Pesa from the checkout: the order is placed, then the customer's phone rings for the PIN (decision 161). */
export const paysByMpesa = (draft: CheckoutDraft, mpesaAvailable: boolean) => mpesaAvailable && draft.payment_type === 'mobile_wallet' && draft.wallet_provider === 'mpesa';

export function validateCheckout(draft: CheckoutDraft, context: { methodsExist: boolean; proofBusy: boolean; mpesa?: boolean }): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (!draft.first_name.trim()) errors.first_name = 'Indique o nome.';
  if (!draft.last_name.trim()) errors.last_name = 'Indique o apelido.';
  if (!EMAIL.test(draft.email.trim())) errors.email = 'Indique um e-mail válido.';
  if (phoneDigits(draft.phone) < 9 || phoneDigits(draft.phone) > 15) errors.phone = 'Indique um telefone válido.';
  if (draft.country_id === null || draft.state_id === null || draft.city_id === null) errors.location = CHECKOUT_MESSAGES.locationIncomplete;
  if (!draft.address.trim()) errors.address = CHECKOUT_MESSAGES.addressMissing;
  // The address book asks for the bairro; the order alone does not.
  if (draft.address_id === 'new' && draft.save_address && !draft.bairro.trim()) errors.bairro = 'Indique o bairro para guardar a morada.';
  if (context.methodsExist && draft.method_id === null) errors.method = 'Escolha o método de entrega.';
  const mpesaProblem = paysByMpesa(draft, context.mpesa ?? false) ? mpesaNumberError(draft.mpesa_msisdn) : null;
  if (mpesaProblem) errors.mpesa_msisdn = mpesaProblem;
  if (context.proofBusy) errors.proof = 'Aguarde o fim do envio do comprovativo.';
  else if (draft.payment_type === 'bank_transfer' && !draft.proof) errors.proof = CHECKOUT_MESSAGES.proofMissing;
  return errors;
}

export function toOrderBody(draft: CheckoutDraft, price: string, mpesa = false): PlaceOrderRequest {
  const payer = paysByMpesa(draft, mpesa) ? draft.mpesa_msisdn.trim() : draft.payer_phone.trim();
  return {
    payment_type: draft.payment_type,
    ...(draft.payment_type === 'mobile_wallet' ? { wallet_provider: draft.wallet_provider } : {}),
    ...(payer ? { payer_phone: payer } : {}),
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
  first_name: 'first_name', last_name: 'last_name', email: 'email', phone: 'phone', address: 'address', bairro: 'bairro',
  country_id: 'location', state_id: 'location', city_id: 'location', method_id: 'method', proof_id: 'proof',
};

const FOCUS_ORDER: (keyof CheckoutErrors)[] = ['first_name', 'last_name', 'email', 'phone', 'location', 'address', 'bairro', 'method', 'mpesa_msisdn', 'proof'];
const FOCUS_ID: Record<string, string> = { location: 'checkout-location', method: 'shipping-method', proof: 'proof-file' };

/** Focuses the control with this id, or the first control inside a group with it. */
function focusControl(id: string) {
  const el = document.getElementById(id);
  const control = el && (el.matches('input, select, textarea') ? el : el.querySelector<HTMLElement>('input:not([disabled]), select, textarea'));
  control?.focus();
}

const payOptions: { type: PaymentType; label: string }[] = [
  { type: 'bank_transfer', label: 'Transferência bancária' },
  { type: 'mobile_wallet', label: webConfig.mpesa ? 'Pagar com M-Pesa' : 'M-Pesa / carteira móvel' },
  ...(STORE_PROFILE.payOnDelivery ? [{ type: 'cash_on_delivery' as const, label: 'Pagamento na entrega' }] : []),
];

/** What the checkout takes from the customer's account; the route composes it (features do not import each other). */
export interface CheckoutAccount {
  /** the saved addresses, once loaded */
  addresses?: readonly Address[];
  /** the profile, once loaded */
  profile?: Profile;
  saveAddress: (input: AddAddressRequest) => Promise<Address>;
}

export interface CheckoutFormProps {
  user: User;
  account: CheckoutAccount;
  cart: Cart;
  cartUpdating: boolean;
  onDeliveryChange: (delivery: { methodId?: number; stateId?: number }) => void;
  /** `mpesa`: the number to charge now, when the customer chose "Pagar com M-Pesa" */
  onPlaced: (order: PlaceOrderResponse, pay: { mpesa: string | null }) => void;
  onFailed: (error: ApiError) => void;
  onCartStale: () => void;
}

export function CheckoutForm({ user, account, cart, cartUpdating, onDeliveryChange, onPlaced, onFailed, onCartStale }: CheckoutFormProps) {
  const [draft, setDraft] = useState<CheckoutDraft>(() => loadDraft(emptyDraft(user)));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [proofBusy, setProofBusy] = useState(false);
  const submitting = useRef(false);
  const [queued, setQueued] = useState(() => queuedOrder() !== null);
  const place = usePlaceOrder();
  const methods = useShippingMethods(draft.state_id);
  const [savingAddress, setSavingAddress] = useState(false);
  const saved = account.addresses ?? [];
  const methodList = methods.data ?? [];

  const update = (patch: Partial<CheckoutDraft>) => setDraft((d) => ({ ...d, ...patch }));

  useEffect(() => saveDraft(draft), [draft]);

  // The address book offered once it is known (the default address preselected), and the contact
  // block from the profile where nothing was typed: adjusted while rendering, once per new answer.
  const [seen, setSeen] = useState<{ addresses?: readonly Address[]; profile?: Profile }>({});
  if (account.addresses !== seen.addresses || account.profile !== seen.profile) {
    setSeen({ addresses: account.addresses, profile: account.profile });
    let next = draft;
    if (account.addresses && account.addresses !== seen.addresses) next = { ...next, ...initialAddressChoice(next, account.addresses) };
    if (account.profile && account.profile !== seen.profile) next = { ...next, ...contactFromProfile(next, account.profile) };
    if (next !== draft) setDraft(next);
  }

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
      requestAnimationFrame(() => focusControl(id));
    }
  };

  /** Keeps the typed address in the book before the order is placed; false when it could not be kept. */
  const saveTypedAddress = async (ready: CheckoutDraft): Promise<boolean> => {
    if (ready.address_id !== 'new' || !ready.save_address) return true;
    setSavingAddress(true);
    try {
      const kept = await account.saveAddress({
        title: '', country_id: ready.country_id ?? 0, state_id: ready.state_id ?? 0, city_id: ready.city_id ?? 0, bairro: ready.bairro.trim(),
        address: ready.address.trim(), landmark: ready.reference_point.trim(), postcode: ready.postcode.trim(), default_address: saved.length === 0,
      });
      update({ address_id: kept.id, save_address: false });
      return true;
    } catch (err) {
      const error = err instanceof ApiError ? err : null;
      const mapped: CheckoutErrors = { form: `Não foi possível guardar a morada: ${error?.message ?? 'tente novamente.'}` };
      for (const [field, messages] of Object.entries(error?.details ?? {})) {
        const key = field === 'landmark' ? undefined : FIELD_OF[field];
        if (key && messages[0]) mapped[key] = messages[0];
      }
      showErrors(mapped);
      return false;
    } finally {
      setSavingAddress(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current || place.isPending) return;
    const ready = { ...draft, method_id: methodId };
    const found = validateCheckout(ready, { methodsExist: methodList.length > 0, proofBusy, mpesa: webConfig.mpesa });
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    const mpesa = paysByMpesa(ready, webConfig.mpesa) ? ready.mpesa_msisdn.trim() : null;
    const queue = (body: PlaceOrderRequest, idempotencyKey: string) => {
      queueOrder({ customerId: String(user.id), body, idempotencyKey, mpesa });
      setQueued(true);
    };
    // Without a network the order waits in this browser and is sent once when it returns (decision 162).
    if (!navigator.onLine) {
      const body = toOrderBody(ready, cart.final_price, webConfig.mpesa);
      return queue(body, idempotencyKeyFor(body));
    }
    submitting.current = true;
    if (!(await saveTypedAddress(ready))) {
      submitting.current = false;
      return;
    }
    const body = toOrderBody(ready, cart.final_price, webConfig.mpesa);
    place.mutate(
      { body, idempotencyKey: idempotencyKeyFor(body) },
      {
        onSuccess: (order) => {
          clearDraft();
          onPlaced(order, { mpesa });
        },
        onError: (err) => {
          const error = err instanceof ApiError ? err : new ApiError('Erro desconhecido ao processar pedido', 'INTERNAL', 0);
          // The answer was lost on the way: the same key sent again later answers this very order.
          if (error.code === 'NETWORK') return queue(body, idempotencyKeyFor(body));
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

  const busy = place.isPending || savingAddress;
  const mpesaNow = paysByMpesa(draft, webConfig.mpesa);
  // The summary must be priced with the delivery on screen before its total can be sent.
  const summaryCurrent = (cart.shipping_method?.id ?? null) === (methodId && draft.state_id ? methodId : null) && !cartUpdating;
  const wallet = STORE_PROFILE.payees.find((p) => p.kind === 'wallet');
  const typing = draft.address_id === 'new' || saved.length === 0;
  const freeDelivery = freeDeliveryRemainingCents(wireToCents(cart.sub_total) - wireToCents(cart.discount), STORE_PROFILE.freeDeliveryFromCents) === 0;
  const chooseAddress = (choice: number | 'new') => {
    const found = saved.find((a) => a.id === choice);
    if (found) update({ ...fromSavedAddress(found), method_id: found.state_id === draft.state_id ? draft.method_id : null });
    else update({ address_id: 'new', address: '', bairro: '', reference_point: '', postcode: '', state_id: null, city_id: null, method_id: null });
    setErrors(({ address: _a, location: _l, bairro: _b, ...rest }) => rest);
  };
  const locationMissing = (v: number | null) => (errors.location && v === null ? errors.location : undefined);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]" aria-label="Finalizar Compra">
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
            <TextField id="first_name" label="Nome" required autoComplete="given-name" value={draft.first_name} onChange={(e) => update({ first_name: e.target.value })} error={errors.first_name} />
            <TextField id="last_name" label="Apelido" required autoComplete="family-name" value={draft.last_name} onChange={(e) => update({ last_name: e.target.value })} error={errors.last_name} />
            <TextField id="email" type="email" label="E-mail" required autoComplete="email" value={draft.email} onChange={(e) => update({ email: e.target.value })} error={errors.email} />
            <TextField id="phone" type="tel" label="Telefone" required autoComplete="tel" hint="Ex.: +258 84 123 4567" value={draft.phone} onChange={(e) => update({ phone: e.target.value })} error={errors.phone} />
          </div>
        </fieldset>

        <fieldset className="min-w-0 space-y-4 rounded-2xl border border-plum-100 bg-white p-5">
          <legend className="px-1 text-lg font-semibold">Entrega</legend>
          {saved.length > 0 && (
            <RadioGroup<number | 'new'>
              id="saved-address"
              name="saved-address"
              label="Morada de entrega"
              value={draft.address_id}
              onChange={chooseAddress}
              options={[
                ...saved.map((a) => ({
                  value: a.id,
                  label: (
                    <span className="flex flex-wrap items-center gap-2 font-medium">
                      {a.title || 'Morada'}
                      {a.default_address && <span className="rounded-full bg-plum-100 px-2 py-0.5 text-xs font-medium text-plum-700">Principal</span>}
                    </span>
                  ),
                  hint: addressLine(a),
                })),
                { value: 'new' as const, label: <span className="font-medium">Outra morada</span> },
              ]}
            />
          )}
          {typing ? (
            <>
              <div id="checkout-location">
                <LocationPicker
                  className="grid grid-cols-1 gap-4 sm:grid-cols-3"
                  required
                  value={{ countryId: draft.country_id, stateId: draft.state_id, cityId: draft.city_id }}
                  onChange={(loc) =>
                    update({ country_id: loc.countryId, state_id: loc.stateId, city_id: loc.cityId, ...(loc.stateId !== draft.state_id ? { method_id: null } : {}) })
                  }
                  errors={{ country: locationMissing(draft.country_id), state: locationMissing(draft.state_id), city: locationMissing(draft.city_id) }}
                />
              </div>
              <TextField id="address" label="Endereço completo" required autoComplete="street-address" hint="Rua ou avenida, número, andar" value={draft.address} onChange={(e) => update({ address: e.target.value })} error={errors.address} />
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
                <TextField id="bairro" label="Bairro" required={draft.save_address} value={draft.bairro} onChange={(e) => update({ bairro: e.target.value })} error={errors.bairro} />
                <TextField id="reference_point" label="Ponto de referência" value={draft.reference_point} onChange={(e) => update({ reference_point: e.target.value })} />
                <TextField id="postcode" label="Código postal (opcional)" autoComplete="postal-code" value={draft.postcode} onChange={(e) => update({ postcode: e.target.value })} />
              </div>
              <Checkbox
                id="save_address"
                label={saved.length === 0 ? 'Guardar esta morada na minha conta (fica como principal)' : 'Guardar esta morada na minha conta'}
                checked={draft.save_address}
                onChange={(e) => update({ save_address: e.target.checked })}
              />
            </>
          ) : (
            (errors.address || errors.location) && (
              <p className="text-sm text-red-700" role="alert">
                {errors.location ?? errors.address}
              </p>
            )
          )}
          {draft.state_id !== null && methods.isPending && <p className="text-sm text-ink/70">A carregar os métodos de entrega...</p>}
          <ShippingOptions methods={methodList} value={methodId} onChange={(id) => update({ method_id: id })} error={errors.method} free={freeDelivery} />
          <TextAreaField id="delivery_comment" label="Comentário para a entrega (opcional)" rows={2} maxLength={500} value={draft.delivery_comment} onChange={(e) => update({ delivery_comment: e.target.value })} />
        </fieldset>

        <fieldset className="min-w-0 space-y-4 rounded-2xl border border-plum-100 bg-white p-5">
          <legend className="px-1 text-lg font-semibold">Pagamento</legend>
          <RadioGroup<PaymentType>
            name="payment-type"
            label="Método de pagamento"
            layout="pills"
            value={draft.payment_type}
            onChange={(type) => update({ payment_type: type })}
            options={payOptions.map((o) => ({ value: o.type, label: o.label }))}
          />
          {draft.payment_type === 'bank_transfer' && (
            <div className="space-y-3">
              <p className="text-sm">Transfira o total para uma destas contas e carregue o comprovativo. A encomenda é confirmada quando verificarmos o pagamento.</p>
              <PayeeAccounts kind="bank" />
            </div>
          )}
          {mpesaNow && (
            <div className="space-y-3">
              <p className="text-sm">
                Ao finalizar, recebe no telemóvel o pedido de pagamento do total: introduza o PIN M-Pesa. A encomenda fica paga na hora, sem comprovativo.
              </p>
              <MpesaNumberField id="mpesa_msisdn" value={draft.mpesa_msisdn} onChange={(mpesa_msisdn) => update({ mpesa_msisdn })} error={errors.mpesa_msisdn} />
            </div>
          )}
          {draft.payment_type === 'mobile_wallet' && !mpesaNow && (
            <div className="space-y-3">
              <p className="text-sm">
                Envie o total por M-Pesa para o número abaixo. Recebe a referência da encomenda no fim: indique-a na mensagem. Pode carregar o comprovativo agora ou depois, em «Os meus pedidos».
              </p>
              <PayeeAccounts kind="wallet" />
              <TextField id="payer_phone" type="tel" label={`Número ${wallet?.provider ?? 'M-Pesa'} de onde vai pagar (opcional)`} value={draft.payer_phone} onChange={(e) => update({ payer_phone: e.target.value })} />
            </div>
          )}
          {draft.payment_type === 'cash_on_delivery' && <p className="text-sm">Paga em dinheiro ou M-Pesa no momento da entrega.</p>}
          {draft.payment_type !== 'cash_on_delivery' && !mpesaNow && (
            <FileInput
              id="proof-file"
              testId="proof-file"
              label={draft.payment_type === 'bank_transfer' ? 'Comprovativo de transferência' : 'Comprovativo de pagamento (opcional)'}
              required={draft.payment_type === 'bank_transfer'}
              value={draft.proof}
              send={uploadProof}
              onChoose={(_file, stored) => {
                update({ proof: { id: stored.proof_id, name: stored.name, size: stored.size } });
                setErrors(({ proof: _p, ...rest }) => rest);
              }}
              onRemove={() => update({ proof: null })}
              onBusyChange={setProofBusy}
              error={errors.proof}
            />
          )}
        </fieldset>
      </div>

      <aside className="h-fit min-w-0 space-y-5 rounded-2xl border border-plum-100 bg-white p-5 lg:sticky lg:top-20">
        <OrderSummary cart={cart} methodChosen={methodId !== null} updating={!summaryCurrent} />
        {queued && (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {QUEUED_ORDER_MESSAGE}
          </p>
        )}
        <Button type="submit" block size="lg" loading={busy} loadingText="A processar..." disabled={queued || (!summaryCurrent && methodId !== null) || proofBusy || !cart.can_checkout}>
          {queued ? 'Pedido à espera de ligação' : 'Finalizar Pedido'}
        </Button>
        {!cart.can_checkout && <p className="text-sm text-amber-800">Há produtos no carrinho que precisam de ajuste antes de finalizar.</p>}
        <ul className="space-y-1 text-sm text-ink/80">
          <li className="flex items-center gap-2">
            <CheckIcon className="h-4 w-4 shrink-0 text-plum-700" /> {mpesaNow ? 'Pagamento M-Pesa confirmado na hora' : 'Pagamento confirmado pela nossa equipa'}
          </li>
          <li className="flex items-center gap-2">
            <PinIcon className="h-4 w-4 shrink-0 text-plum-700" /> Entrega com o custo indicado acima
          </li>
          <li className="flex items-center gap-2">
            <InfoIcon className="h-4 w-4 shrink-0 text-plum-700" /> Pode cancelar enquanto o pedido estiver pendente
          </li>
        </ul>
      </aside>
    </form>
  );
}
