import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useAddAddress } from '../features/accounts/api/add-address.ts';
import { useAddresses } from '../features/accounts/api/address-list.ts';
import { useProfile } from '../features/accounts/api/user-detail.ts';
import { cartKeys, useServerCart, type DeliveryChoice } from '../features/cart/api/cart-query.ts';
import { ORDER_SENT_EVENT, type QueuedOrderOutcome } from '../features/checkout/api/order-outbox.ts';
import { CheckoutForm } from '../features/checkout/components/checkout-form.tsx';
import { useUser } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { useReadyInSlices } from '../lib/use-ready-in-slices.ts';

/** Finalizar Compra: the checkout form composed with the server cart, priced with the chosen delivery. */
export default function CheckoutPage() {
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [delivery, setDelivery] = useState<DeliveryChoice>({});
  const [placed, setPlaced] = useState(false);
  const cart = useServerCart(delivery, Boolean(user) && !placed);
  const formShown = useReadyInSlices(cart.data !== undefined);
  const addresses = useAddresses();
  const profile = useProfile();
  const addAddress = useAddAddress();
  const onDeliveryChange = useCallback((next: DeliveryChoice) => {
    setDelivery((prev) => (prev.methodId === next.methodId && prev.stateId === next.stateId ? prev : next));
  }, []);

  usePageMeta('Finalizar compra', undefined, { noindex: true });

  const onPlaced = useCallback(
    (order: { order_id: number }, pay: { mpesa: string | null }) => {
      setPlaced(true);
      toast.success('Encomenda efetuada com sucesso!');
      navigate(`${paths.orderSuccess()}?order=${order.order_id}`, { replace: true, state: { order, mpesa: pay.mpesa } });
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: cartKeys.all }), 100);
    },
    [navigate, queryClient],
  );

  // An order kept while offline was sent when the network returned (app/offline.ts).
  useEffect(() => {
    const sent = (event: Event) => {
      const outcome = (event as CustomEvent<QueuedOrderOutcome>).detail;
      if ('order' in outcome) onPlaced(outcome.order, { mpesa: outcome.mpesa });
      else navigate(paths.orderFailed(), { state: { message: outcome.refused, code: 'CONFLICT', at: new Date().toISOString() } });
    };
    window.addEventListener(ORDER_SENT_EVENT, sent);
    return () => window.removeEventListener(ORDER_SENT_EVENT, sent);
  }, [onPlaced, navigate]);

  if (!user) return <Navigate to={paths.login()} state={{ from: paths.checkout() }} replace />;
  if (!placed && cart.data && cart.data.product_list.length === 0) return <Navigate to="/new-cart" replace />;

  return (
    // At least a screen tall: the footer stays below the fold while the cart arrives, so nothing moves when it does.
    <section className="mx-auto min-h-screen max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-semibold text-plum-700">Finalizar Compra</h1>
      {cart.isError && !cart.data ? (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4">
          <p>{cart.error.message}</p>
          <button type="button" className="mt-2 underline" onClick={() => void cart.refetch()}>
            Tentar Novamente
          </button>
        </div>
      ) : !cart.data || !formShown ? (
        <p className="text-ink/70">A carregar...</p>
      ) : (
        <CheckoutForm
          user={user}
          account={{ addresses: addresses.data, profile: profile.data, saveAddress: addAddress.mutateAsync }}
          cart={cart.data}
          cartUpdating={cart.isFetching}
          onDeliveryChange={onDeliveryChange}
          onCartStale={() => void queryClient.invalidateQueries({ queryKey: cartKeys.all })}
          onPlaced={onPlaced}
          onFailed={(error) => {
            if (error.code === 'UNAUTHENTICATED') return navigate(paths.login(), { state: { from: paths.checkout() } });
            navigate(paths.orderFailed(), { state: { message: error.message, code: error.code, at: new Date().toISOString() } });
          }}
        />
      )}
    </section>
  );
}
