import type { FastifyInstance } from 'fastify';
import { shopRoute } from '../../lib/shop-route.ts';
import { addToWishlist, clearWishlist, guestWishlist, mergeWishlist, removeFromWishlist, wishlist } from './service.ts';

/** Wishlist calls (not in the spec, which kept the wishlist in the browser): a signed-in customer's list lives here. */
export async function wishlistShopRoutes(app: FastifyInstance) {
  shopRoute(app, '/wishlist-list', { message: 'Lista de desejos.' }, ({ db, customer }) =>
    wishlist(db, customer.customerId),
  );
  shopRoute(app, '/wishlist-guest', { message: 'Lista de desejos.' }, ({ db, body }) =>
    guestWishlist(db, body.product_ids),
  );
  shopRoute(app, '/wishlist-add', { message: 'Produto adicionado à lista de desejos.' }, ({ db, body, customer }) =>
    addToWishlist(db, customer.customerId, body.product_id),
  );
  shopRoute(app, '/wishlist-remove', { message: 'Produto removido da lista de desejos.' }, ({ db, body, customer }) =>
    removeFromWishlist(db, customer.customerId, body.product_id),
  );
  shopRoute(app, '/wishlist-clear', { message: 'Lista de desejos limpa.' }, ({ db, customer }) =>
    clearWishlist(db, customer.customerId),
  );
  shopRoute(app, '/wishlist-merge', { message: 'Lista de desejos atualizada.' }, ({ db, body, customer }) =>
    mergeWishlist(db, customer.customerId, body.product_ids),
  );
}
