/**
 * Type test, checked by `tsc -p apps/server` (never run): the route helpers take a call of the
 * contract's call map (packages/contract/src/api.ts), validate its body with the map's schema and
 * refuse a handler whose answer is not the map's. Each `@ts-expect-error` below fails the typecheck
 * the day the helper stops refusing what it marks; the unmarked registrations show the right shape
 * is accepted, so the refusals are for the reason written beside them.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { catalogueRoute } from '../modules/catalogue/cached-route.ts';
import { adminDownloadRoute, adminRoute } from './admin-route.ts';
import { functionsRoute } from './functions-route.ts';
import { shopResult, shopRoute } from './shop-route.ts';

export function typedCallsTypeTest(app: FastifyInstance) {
  // The right shape: the map's answer `{ method_id, method_name, cost }`, the body's `state_id`.
  shopRoute(app, '/delivery-charge', {}, async ({ body }) => ({ method_id: body.method_id, method_name: 'Maputo', cost: `${body.state_id}.00` }));
  shopRoute(app, '/delivery-charge', {}, async () => shopResult({ method_id: 1, method_name: 'Maputo', cost: '150.00' }, 'Custo de entrega.'));

  // A path the map does not have.
  // @ts-expect-error '/delivery-charges' is not a shop call
  shopRoute(app, '/delivery-charges', {}, async () => null);

  // A field of the answer renamed (`cost` → `price`).
  // @ts-expect-error the answer lacks `cost`
  shopRoute(app, '/delivery-charge', {}, async () => ({ method_id: 1, method_name: 'Maputo', price: '150.00' }));

  // The same through shopResult (a chosen message or status).
  // @ts-expect-error the answer's `cost` is wire money, a string
  shopRoute(app, '/delivery-charge', {}, async () => shopResult({ method_id: 1, method_name: 'Maputo', cost: 150 }, 'Custo de entrega.'));

  // A field of the request the map's schema does not have.
  shopRoute(app, '/delivery-charge', {}, async ({ body }) => {
    // @ts-expect-error the body has `state_id`, not `stateId`
    const stateId: number = body.stateId;
    return { method_id: stateId, method_name: 'Maputo', cost: '150.00' };
  });

  // Who may call comes from the map: `/cart-list` is `required`, so the customer is never null there.
  shopRoute(app, '/cart-list', {}, async ({ customer }) => {
    const id: number = customer.customerId;
    return Promise.reject(new Error(String(id)));
  });
  shopRoute(app, '/delivery-charge', {}, async ({ customer }) => {
    // @ts-expect-error `/delivery-charge` is `none`: no customer is promised
    const id: number = customer.customerId;
    return { method_id: id, method_name: 'Maputo', cost: '150.00' };
  });

  // A form schema is for multipart calls (the map's `file`) only.
  // @ts-expect-error `/delivery-charge` takes no file
  shopRoute(app, '/delivery-charge', { form: z.object({}) }, async () => ({ method_id: 1, method_name: 'Maputo', cost: '150.00' }));

  // Catalogue reads: a guest's call only, and the map's answer.
  catalogueRoute(app, '/tranding-category', { message: 'Categorias.' }, async () => []);
  // @ts-expect-error `/cart-list` is not a catalogue read (it needs a signed-in customer)
  catalogueRoute(app, '/cart-list', { message: 'Carrinho.' }, async () => null);
  // @ts-expect-error the categories are a list, not an object
  catalogueRoute(app, '/tranding-category', { message: 'Categorias.' }, async () => ({ categories: [] }));

  // The admin API.
  adminRoute(app, '/categories/delete', {}, async ({ body }) => (body.id > 0 ? null : null));
  // @ts-expect-error '/categories/remove' is not an admin call
  adminRoute(app, '/categories/remove', {}, async () => null);
  // @ts-expect-error `/staff/list` answers the list of staff members, not an object
  adminRoute(app, '/staff/list', {}, async () => ({ members: [] }));
  // A call that answers nothing (`noAnswer`) answers null, with or without its own message.
  adminRoute(app, '/appointments/unblock', {}, async () => null);
  adminRoute(app, '/proofs/decide', {}, async () => shopResult(null, 'Pagamento aprovado.'));
  // @ts-expect-error `/appointments/unblock` answers nothing, not the removed block
  adminRoute(app, '/appointments/unblock', {}, async ({ body }) => ({ id: body.id }));
  // @ts-expect-error `/proofs/decide` answers nothing
  adminRoute(app, '/proofs/decide', {}, async () => shopResult({ approved: true }, 'Pagamento aprovado.'));

  // A file download: only the map's `{ download }` calls, with the map's body.
  adminDownloadRoute(app, '/orders/invoice', async ({ body }) => ({ type: 'application/pdf', filename: `${body.id}.pdf`, body: '' }));
  // @ts-expect-error `/orders/detail` answers the envelope, not a file
  adminDownloadRoute(app, '/orders/detail', async () => ({ type: 'application/pdf', filename: 'x.pdf', body: '' }));

  // The functions API: the call is the map's `'METHOD /path'`.
  functionsRoute(app, 'GET /appointments-api/available-slots', {}, async ({ query }) => [{ time: query.date, available: true }]);
  // @ts-expect-error 'POST /appointments-api/available-slots' is not a call (it is a GET)
  functionsRoute(app, 'POST /appointments-api/available-slots', {}, async () => []);
  // Path parameters are the ones the call's key names.
  functionsRoute(app, 'GET /blog-api/posts/slug/:slug', {}, async ({ params }) => {
    const slug: string = params.slug;
    // @ts-expect-error the call names `:slug`, not `:id`
    const id: string = params.id;
    return Promise.reject(new Error(slug + id));
  });
  // @ts-expect-error a slot's `available` is a boolean
  functionsRoute(app, 'GET /appointments-api/available-slots', {}, async () => [{ time: '09:00', available: 'yes' }]);
}
