import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Address } from '@shop/contract/accounts';
import type { Cart, ShippingMethod } from '@shop/contract/cart';
import { freeDeliveryRemainingCents } from '@shop/contract/cart-totals';
import { formatMoney, wireToCents } from '@shop/contract/money';
import { STORE_PROFILE } from '@shop/contract/store';
import { controlClass } from '../../../components/ui/field.tsx';
import { shopCall } from '../../../lib/api-client.ts';

const MOZAMBIQUE = 150;
const STATE_KEY = 'cm.delivery.state';

/** The province chosen earlier in this visit; null for "none", undefined when never asked. */
const rememberedState = (): number | null | undefined => {
  try {
    const raw = sessionStorage.getItem(STATE_KEY);
    if (raw === null) return undefined;
    const v = Number(raw);
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return undefined;
  }
};

const cost = (m: ShippingMethod, free: boolean) => (free || wireToCents(m.cost) === 0 ? 'Grátis' : formatMoney(wireToCents(m.cost)));

/** "Grátis a MT 450": the cheapest and dearest delivery over the methods given. */
export function costRange(methods: readonly ShippingMethod[], free: boolean): string {
  const cents = methods.map((m) => (free ? 0 : wireToCents(m.cost)));
  if (cents.length === 0) return '';
  const [min, max] = [Math.min(...cents), Math.max(...cents)];
  const label = (c: number) => (c === 0 ? 'Grátis' : formatMoney(c));
  return min === max ? label(min) : `${label(min)} a ${label(max)}`;
}

/**
 * The province the cart's delivery is estimated for (chosen in this visit, else the default
 * address's), with the provinces and that province's methods. The cart holds it, so it shows its
 * summary only once these have arrived: nothing moves as they do.
 */
export function useDeliveryEstimate(defaultAddress: Address | null | undefined) {
  const [chosen, setChosen] = useState<number | null | undefined>(rememberedState);
  const stateId = chosen !== undefined ? chosen : defaultAddress?.country_id === MOZAMBIQUE ? defaultAddress.state_id : null;
  const choose = (value: number | null) => {
    setChosen(value);
    try {
      sessionStorage.setItem(STATE_KEY, value === null ? '' : String(value));
    } catch {}
  };

  const states = useQuery({
    queryKey: ['locations', 'states', MOZAMBIQUE],
    queryFn: () => shopCall('/state-list', { country_id: MOZAMBIQUE }),
    staleTime: 24 * 60 * 60 * 1000,
  });
  const methods = useQuery({
    queryKey: ['shipping-methods', stateId ?? 'all'],
    queryFn: () => shopCall('/delivery-list', stateId === null ? {} : { state_id: stateId }),
    // Undefined while the customer's addresses load: their default may choose the province.
    enabled: defaultAddress !== undefined,
    staleTime: 5 * 60_000,
    // Another province's methods replace the shown ones when they arrive, not a one-line "a calcular" first.
    placeholderData: keepPreviousData,
  });
  return { stateId, choose, states, methods, ready: !states.isPending && !methods.isPending };
}

export type DeliveryEstimateState = ReturnType<typeof useDeliveryEstimate>;

/**
 * The delivery line of the cart: by province when the shopper names one (or their default address
 * does), otherwise "calculada no checkout" with the range; and how far the goods are from free
 * delivery when the store offers it. The costs are the server's methods; the cart's total stays
 * without delivery until the checkout prices the chosen one.
 */
export function DeliveryEstimate({ cart, delivery }: { cart: Cart; delivery: DeliveryEstimateState }) {
  const selectId = useId();
  const { stateId, choose, states, methods } = delivery;

  const goods = wireToCents(cart.sub_total) - wireToCents(cart.discount);
  const remaining = freeDeliveryRemainingCents(goods, STORE_PROFILE.freeDeliveryFromCents);
  const free = remaining === 0;
  const list = methods.data ?? [];
  // A province with a free delivery of its own (Maputo Cidade) needs no "faltam" bar; the pickup at the clinic is not a delivery.
  const freeHere = stateId !== null && list.some((m) => m.state_id === stateId && wireToCents(m.cost) === 0);
  const somethingToPay = !freeHere && list.some((m) => wireToCents(m.cost) > 0);
  const stateName = states.data?.find((s) => s.id === stateId)?.name;
  const threshold = STORE_PROFILE.freeDeliveryFromCents;

  return (
    <div className="space-y-3 text-sm" data-testid="delivery-estimate">
      <div>
        <label htmlFor={selectId} className="block font-medium text-ink">
          Entrega para
        </label>
        <select id={selectId} className={controlClass} value={stateId ?? ''} onChange={(e) => choose(e.target.value === '' ? null : Number(e.target.value))}>
          <option value="">Escolha a província</option>
          {states.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <div aria-live="polite" data-testid="delivery-line">
        {methods.isPending ? (
          <p className="text-ink/70">A calcular a entrega...</p>
        ) : stateId === null ? (
          <p className="flex justify-between gap-3">
            <span>Entrega: calculada no checkout</span>
            <span className="shrink-0 text-right tabular-nums">{costRange(list, free)}</span>
          </p>
        ) : (
          <ul className="space-y-1" aria-label={`Métodos de entrega: ${stateName ?? 'província escolhida'}`}>
            {list.map((m) => (
              <li key={m.id} className="flex justify-between gap-3">
                <span className="min-w-0">
                  {m.method_name}
                  {m.estimated_days && <span className="block text-xs text-ink/70">{m.estimated_days}</span>}
                </span>
                <span className="shrink-0 tabular-nums">{cost(m, free)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {threshold !== null && remaining !== null && (somethingToPay || free) && (
        <div className="rounded-xl bg-plum-50 p-3" data-testid="free-delivery">
          <p>{free ? 'A sua encomenda tem entrega grátis.' : `Faltam ${formatMoney(remaining)} para entrega grátis.`}</p>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-white"
            role="progressbar"
            aria-label="Caminho até à entrega grátis"
            aria-valuemin={0}
            aria-valuemax={threshold / 100}
            aria-valuenow={Math.min(goods, threshold) / 100}
          >
            <div className="h-full rounded-full bg-plum-700" style={{ width: `${Math.min(100, (goods / threshold) * 100)}%` }} />
          </div>
        </div>
      )}
    </div>
  );
}
