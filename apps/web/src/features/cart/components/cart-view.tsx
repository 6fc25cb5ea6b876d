import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useReadyInSlices } from '../../../lib/use-ready-in-slices.ts';
import type { Address } from '@shop/contract/accounts';
import { useCart } from '../api/cart-query.ts';
import { dismissMergeReport, takeMergeReport } from '../api/merge-guest-cart.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartSummary } from './cart-summary.tsx';
import { CheckoutButton } from './checkout-button.tsx';
import { CouponForm } from './coupon-form.tsx';
import { useDeliveryEstimate } from './delivery-estimate.tsx';

function MergeNotice() {
  const [report, setReport] = useState(takeMergeReport);
  if (!report || report.skipped.length === 0) return null;
  return (
    <div role="status" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">Juntámos o seu carrinho de visitante à sua conta, mas nem tudo coube:</p>
      <ul className="mt-2 list-disc pl-5">
        {report.skipped.map((s) => (
          <li key={`${s.product_id}:${s.variant_id}`}>
            {s.name ?? 'Produto indisponível'}: {s.reason}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="mt-2 underline"
        onClick={() => {
          dismissMergeReport();
          setReport(null);
        }}
      >
        Entendido
      </button>
    </div>
  );
}

/**
 * The cart page: lines (quantity at least 1), coupon, summary and Finalizar Compra. `defaultAddress`
 * is undefined while the customer's addresses load: the page shows once the cart, the addresses and
 * the delivery estimate have all arrived, so nothing in it moves as they do.
 */
export function CartView({ defaultAddress }: { defaultAddress: Address | null | undefined }) {
  const { cart, isGuest, isLoading, error, refetch } = useCart();
  const delivery = useDeliveryEstimate(isGuest ? null : defaultAddress);
  const shown = useReadyInSlices(!(isLoading || (!error && (defaultAddress === undefined || !delivery.ready))));
  if (!shown) return <p className="py-16 text-center text-ink/70">A carregar o carrinho...</p>;
  if (error || !cart) {
    return (
      <div role="alert" className="py-16 text-center">
        <p className="font-medium">Não foi possível carregar o carrinho.</p>
        <p className="text-sm text-ink/70">{error?.message}</p>
        <button type="button" onClick={refetch} className="mt-3 rounded-full bg-plum-700 px-5 py-2 text-white">
          Tentar Novamente
        </button>
      </div>
    );
  }
  if (cart.product_list.length === 0) {
    return (
      <div className="py-16 text-center">
        <MergeNotice />
        <p className="text-xl font-medium">O seu carrinho está vazio</p>
        <Link to={paths.products()} className="mt-4 inline-block rounded-full bg-plum-700 px-6 py-2.5 font-medium text-white">
          Ver produtos
        </Link>
      </div>
    );
  }
  return (
    <>
      <MergeNotice />
      {cart.notices.length > 0 && (
        <div role="status" className="mb-6 space-y-1 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {cart.notices.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      )}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <ul className="divide-y divide-plum-100 rounded-2xl border border-plum-100 bg-white px-4" aria-label="Produtos no carrinho">
          {cart.product_list.map((line) => (
            <CartLineItem key={`${line.product_id}:${line.variant_id}`} line={line} />
          ))}
        </ul>
        <aside className="h-fit space-y-5 rounded-2xl border border-plum-100 bg-white p-5" aria-label="Resumo do carrinho">
          <CouponForm cart={cart} isGuest={isGuest} />
          <CartSummary cart={cart} delivery={delivery} />
          {!cart.can_checkout && <p className="text-sm text-amber-800">Ajuste os produtos assinalados antes de finalizar a compra.</p>}
          <CheckoutButton disabled={!cart.can_checkout} />
          <Link to={paths.products()} className="block text-center text-sm text-plum-700 underline">
            Continuar a comprar
          </Link>
        </aside>
      </div>
    </>
  );
}
