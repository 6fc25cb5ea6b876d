import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idInput } from '@shop/contract/wire-input';
import { identityFields } from '@shop/contract/envelope';
import { centsToWire } from '@shop/contract/money';
import { LOYALTY_CENTS_PER_POINT, LOYALTY_RULE_TEXT } from '@shop/contract/order-status';
import type { PlaceOrderResponse } from '@shop/contract/orders';
import { unauthenticated } from '../../lib/errors.ts';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { shopResult, shopRoute } from '../../lib/shop-route.ts';
import { listOrders, loyaltyReward, orderStats } from './order-queries.ts';
import { orderDetail, orderTracking } from './order-view.ts';
import { placeOrder } from './place-order.ts';
import { quoteOrder } from './quote-order.ts';
import { applySpecCoupon, fromSpecOrderPayload, isSpecOrderPayload, specCoupon } from './spec-order-payload.ts';
import { readMultipart, sendStoredFile, uploadRoutes } from '../../lib/uploads.ts';
import { staffAlertTarget } from '../admin/service.ts';
import { attachProofToOrder, readProof, uploadedFileSchema, uploadProof } from './proofs.ts';
import { requestReturn, transitionOrder } from './transitions.ts';

const proofUploadBody = z.object({ ...identityFields, file: uploadedFileSchema });
const orderProofBody = z.object({ ...identityFields, order_id: idInput('Pedido inválido.'), file: uploadedFileSchema });

export async function orderShopRoutes(app: FastifyInstance) {
  // The spec's order-save payload (billing_info object, camelCase names) is mapped onto the flat checkout body.
  const readOrderBody = async (request: FastifyRequest) => {
    const raw = { ...(request.query as object), ...(request.body as object) };
    return isSpecOrderPayload(raw) ? fromSpecOrderPayload(app.db, raw) : raw;
  };
  const specCouponOf = (request: FastifyRequest) => (isSpecOrderPayload(request.body) ? specCoupon(request.body) : null);

  for (const path of ['/order-save', '/place-order'] as const) {
    shopRoute(app, path, { message: 'Encomenda efetuada com sucesso!', parse: readOrderBody }, async ({ db, customer, body, request, reply }) => {
      const key = idempotencyKeyOf(request);
      await applySpecCoupon(db, customer.customerId, specCouponOf(request));
      const placed = await placeOrder(db, customer.customerId, body, { idempotencyKey: key, staff: staffAlertTarget(app.config), publicUrl: app.config.publicUrl });
      const detail = await orderDetail(db, customer.customerId, placed.orderId);
      if (placed.replayed) reply.header('Idempotent-Replayed', 'true');
      const data: PlaceOrderResponse = {
        order_id: detail.order_id,
        reference: detail.reference,
        order_id_string: detail.order_id_string,
        subtotal: detail.sub_total,
        final_price: detail.final_price,
        payment_type: detail.paymnet_type,
        payment_status: detail.payment_status,
        billing_information: detail.billing_informations,
        delivery_information: detail.delivery_informations,
        product: detail.product,
        order: detail,
      };
      return shopResult(data, 'Encomenda efetuada com sucesso!', placed.replayed ? 200 : 201);
    });
  }

  // The spec's confirm step: the same payload checked and priced as the order would be, nothing placed.
  shopRoute(app, '/confirm-order', { message: 'Resumo da encomenda.', parse: readOrderBody }, async ({ db, customer, body, request }) => {
    await applySpecCoupon(db, customer.customerId, specCouponOf(request));
    return quoteOrder(db, customer.customerId, body);
  });

  await uploadRoutes(app, (scope) => {
    shopRoute(
      scope,
      '/payment-proof-upload',
      { form: proofUploadBody, message: 'Comprovativo carregado.', parse: readMultipart },
      ({ db, customer, body }) => uploadProof(db, customer.customerId, body.file),
    );

    shopRoute(
      scope,
      '/order-proof',
      { form: orderProofBody, message: 'Comprovativo recebido. Vamos verificá-lo em breve.', parse: readMultipart },
      async ({ db, customer, body }) => {
        await attachProofToOrder(db, customer.customerId, body.order_id, body.file, staffAlertTarget(app.config));
        return orderDetail(db, customer.customerId, body.order_id);
      },
    );
  });

  // A download, so a GET; the token still comes in the Authorization header, never in the URL.
  app.get<{ Params: { fileId: string } }>('/payment-proof/:fileId', async (request, reply) => {
    const auth = await request.auth();
    if (!auth) throw unauthenticated();
    return sendStoredFile(reply, await readProof(app.db, request.params.fileId, auth.customerId));
  });

  shopRoute(app, '/order-list', { message: 'Lista de encomendas.' }, ({ db, customer, body, request }) =>
    listOrders(db, customer.customerId, { page: body.page, perPage: body.per_page, search: body.search, status: body.status }, request.url.split('?')[0]!),
  );

  shopRoute(app, '/order-detail', { message: 'Detalhe da encomenda.' }, ({ db, customer, body }) =>
    orderDetail(db, customer.customerId, body.order_id),
  );

  shopRoute(app, '/order-tracking', { message: 'Acompanhamento da encomenda.' }, ({ db, customer, body }) =>
    orderTracking(db, customer.customerId, body.order_id),
  );

  shopRoute(app, '/order-cancel', { message: 'Encomenda cancelada com sucesso.' }, async ({ db, customer, body }) => {
    await transitionOrder(db, body.order_id, 5, { type: 'customer', id: customer.customerId }, { customerId: customer.customerId, note: body.reason, publicUrl: app.config.publicUrl });
    return orderDetail(db, customer.customerId, body.order_id);
  });

  shopRoute(app, '/product-return', { message: 'Solicitação de devolução enviada com sucesso!' }, async ({ db, customer, body }) => {
    const created = await requestReturn(db, customer.customerId, { orderId: body.order_id, productId: body.product_id, variantId: body.variant_id, qty: body.qty ?? null, reasonCode: body.reason_code, reason: body.reason ?? null }, staffAlertTarget(app.config));
    return { return_id: created.returnId, status: created.status, order: await orderDetail(db, customer.customerId, body.order_id) };
  });

  shopRoute(app, '/order-stats', { message: 'Resumo das encomendas.' }, ({ db, customer }) =>
    orderStats(db, customer.customerId),
  );

  shopRoute(app, '/loyality-reward', { message: 'Pontos de fidelidade.' }, ({ db, customer }) =>
    loyaltyReward(db, customer.customerId),
  );

  shopRoute(app, '/loyality-program-json', { message: 'Programa de fidelidade.' }, async () => ({
    name: 'Clube Cabelo & Clínica',
    rule: LOYALTY_RULE_TEXT,
    points_per: centsToWire(LOYALTY_CENTS_PER_POINT),
    description: 'Os pontos contam a partir da entrega de cada encomenda e aparecem no seu perfil.',
  }));
}
