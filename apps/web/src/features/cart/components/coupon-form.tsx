import { useState, type FormEvent } from 'react';
import type { Cart } from '@shop/contract/cart';
import { formatWireMoney } from '@shop/contract/money';
import { toast } from '../../../lib/toast.ts';
import { GUEST_COUPON_MESSAGE, useApplyCoupon, useRemoveCoupon } from '../api/coupon.ts';

export function CouponForm({ cart, isGuest }: { cart: Cart; isGuest: boolean }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const coupon = cart.coupon_info;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (isGuest) {
      setError(GUEST_COUPON_MESSAGE);
      toast.error(GUEST_COUPON_MESSAGE);
      return;
    }
    apply.mutate(code, {
      onSuccess: () => setCode(''),
      onError: (err) => setError(err.message),
    });
  };

  if (coupon) {
    return (
      <div className="rounded-xl border border-green-200 bg-green-50 p-3 text-sm">
        <p className="font-medium text-green-900">
          Cupão aplicado: {coupon.coupon_name} <span className="font-mono">({coupon.coupon_code})</span>
        </p>
        {!coupon.applies && <p className="mt-1 text-amber-800">Este cupão exige um mínimo de {formatWireMoney(coupon.min_spend)} em produtos.</p>}
        <button type="button" onClick={() => remove.mutate()} disabled={remove.isPending} className="mt-2 text-plum-700 underline disabled:opacity-50">
          {remove.isPending ? 'A remover...' : 'Remover cupão'}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor="coupon-code" className="block text-sm font-medium">
        Cupão de desconto
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          autoComplete="off"
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'coupon-error' : undefined}
          className="min-w-0 flex-1 rounded-lg border border-plum-200 px-3 py-2 font-mono uppercase"
        />
        <button type="submit" disabled={!code.trim() || apply.isPending} className="rounded-full bg-plum-700 px-4 py-2 text-sm font-medium text-white disabled:opacity-50">
          {apply.isPending ? 'A aplicar...' : 'Aplicar'}
        </button>
      </div>
      {error && (
        <p id="coupon-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
