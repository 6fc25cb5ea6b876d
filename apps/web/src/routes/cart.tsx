import { useAddresses } from '../features/accounts/api/address-list.ts';
import { CartView } from '../features/cart/components/cart-view.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';

export default function CartPage() {
  const addresses = useAddresses();
  // Undefined while a customer's addresses load (the cart waits for them: they choose the delivery shown).
  const defaultAddress = addresses.isLoading ? undefined : (addresses.data?.find((a) => a.default_address) ?? null);
  usePageMeta('Carrinho', undefined, { noindex: true });
  return (
    // At least a screen tall: the footer stays below the fold while the cart arrives, so nothing moves when it does.
    <section className="mx-auto min-h-screen max-w-6xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-semibold text-plum-700">Carrinho</h1>
      <CartView defaultAddress={defaultAddress} />
    </section>
  );
}
