import { describe, expectTypeOf, it } from 'vitest';
import type { AdminCalls, ShopCalls } from './api.ts';
import type { Staff } from './admin.ts';
import type { Cart } from './cart.ts';
import type { AdminOrderDetail } from './admin-ops.ts';
import type { OrderDetail } from './orders.ts';

// The type map the web's clients and the server read: a renamed field or a changed answer fails the typecheck on both sides.
describe('the call map’s types', () => {
  it('gives each call the answer type of its contract schema or declared type', () => {
    expectTypeOf<ShopCalls['/cart-list']['answer']>().toEqualTypeOf<Cart>();
    expectTypeOf<ShopCalls['/order-detail']['answer']>().toEqualTypeOf<OrderDetail>();
    expectTypeOf<AdminCalls['/auth/me']['answer']>().toEqualTypeOf<Staff>();
    expectTypeOf<AdminCalls['/orders/detail']['answer']>().toEqualTypeOf<AdminOrderDetail>();
  });

  it('takes the request as the caller writes it (schema input), and only known paths', () => {
    expectTypeOf<ShopCalls['/add-cart']['request']>().toHaveProperty('product_id');
    expectTypeOf<'/no-such-call'>().not.toExtend<keyof ShopCalls>();
  });
});
