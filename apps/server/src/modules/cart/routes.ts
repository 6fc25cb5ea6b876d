import type { FastifyInstance } from 'fastify';
import { centsToWire } from '@shop/contract/money';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { shopResult, shopRoute } from '../../lib/shop-route.ts';
import { addToCart, applyCoupon, cartView, changeQty, guestCartView, removeCoupon, removeFromCart } from './cart-service.ts';
import { mergeGuestCart } from './merge-guest-cart.ts';
import { listShippingMethods, methodForState, toWireMethod } from './shipping.ts';

/** Every cart call answers the whole cart as the server now prices it. */
export async function cartShopRoutes(app: FastifyInstance) {
  shopRoute(app, '/add-cart', { message: 'Produto adicionado ao carrinho!' }, ({ db, customer, body }) =>
    addToCart(db, customer.customerId, { productId: body.product_id, variantId: body.variant_id, qty: body.qty }),
  );

  shopRoute(app, '/cart-qty', { message: 'Carrinho atualizado!' }, ({ db, customer, body }) =>
    changeQty(db, customer.customerId, { productId: body.product_id, variantId: body.variant_id, direction: body.quantity_type, by: body.qty }),
  );

  shopRoute(app, '/remove-cart', { message: 'Produto removido do carrinho!' }, ({ db, customer, body }) =>
    removeFromCart(db, customer.customerId, { productId: body.product_id, variantId: body.variant_id ?? null }),
  );

  shopRoute(app, '/cart-list', { message: 'Carrinho.' }, ({ db, customer, body }) =>
    cartView(db, customer.customerId, { methodId: body.method_id, stateId: body.state_id }),
  );
  shopRoute(app, '/cart-check', { message: 'Carrinho.' }, ({ db, customer }) => cartView(db, customer.customerId));

  shopRoute(app, '/cart-check-guest', { message: 'Carrinho.' }, ({ db, body }) =>
    guestCartView(db, body.items),
  );

  shopRoute(app, '/cart-merge', { message: 'Carrinho atualizado!' }, async ({ db, customer, body }) => {
    const result = await mergeGuestCart(db, customer.customerId, body.merge_id, body.items);
    return shopResult(result, result.skipped.length ? 'Alguns produtos não puderam ser adicionados ao carrinho.' : 'Carrinho atualizado!');
  });

  // Per customer and in the database, so guessing codes is slow on every instance.
  shopRoute(app, '/apply-coupon', { message: 'Cupão aplicado com sucesso.' }, async ({ db, customer, body }) => {
    await enforceLimit(db, `coupon:${customer.customerId}`, 20, 600, 'Demasiadas tentativas de cupão. Aguarde alguns minutos e tente novamente.');
    return applyCoupon(db, customer.customerId, body.coupon_code);
  });

  for (const path of ['/remove-coupon', '/coupon-remove'] as const) {
    shopRoute(app, path, { message: 'Cupão removido.' }, ({ db, customer }) => removeCoupon(db, customer.customerId));
  }

  for (const path of ['/shipping', '/delivery-list'] as const) {
    shopRoute(app, path, { message: 'Métodos de entrega.' }, async ({ db, body }) =>
      (await listShippingMethods(db, body.state_id)).map(toWireMethod),
    );
  }

  shopRoute(app, '/delivery-charge', { message: 'Custo de entrega.' }, async ({ db, body }) => {
    const method = await methodForState(db, body.method_id, body.state_id);
    return { method_id: method.id, method_name: method.name, cost: centsToWire(method.costCents) };
  });
}
