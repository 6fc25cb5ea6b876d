import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { centsToWire } from '@shop/contract/money';
import {
  ORDER_STATUS, orderStatusLabel, ORDER_STATUS_TEXT, PAYMENT_STATUS_LABEL, PAYMENT_TYPE_LABEL, RETURN_FLAG, RETURN_WINDOW_DAYS, returnableQty, trackingStepLabels,
  trackingProgress, trackingStep, type OrderStatus, type ReturnStatus,
} from '@shop/contract/order-status';
import type { AddressInfo, OrderDetail, Tracking } from '@shop/contract/orders';
import { clinicAddressLine, STORE_PROFILE } from '@shop/contract/store';
import type { Db } from '../../db/client.ts';
import { files, orderEvents, orderLines, orderReturns, orders, type OrderAddress } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export const ORDER_NOT_FOUND = 'Pedido não encontrado.';

export const orderIdString = (reference: string) => `#${reference}`;

/** The order, only if it belongs to this customer (null customer: staff, who see every order). */
export async function findOrder(db: Db, orderId: number, customerId: number | null): Promise<OrderRow> {
  const where = customerId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.customerId, customerId));
  const [row] = await db.select().from(orders).where(where);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

function addressInfo(order: OrderRow, address: OrderAddress): AddressInfo {
  return {
    name: `${order.firstName} ${order.lastName}`.trim(),
    email: order.email,
    phone: order.phone,
    address: address.address,
    bairro: address.bairro,
    reference_point: address.reference_point,
    postcode: address.postcode,
    city: address.city,
    city_id: address.city_id,
    state: address.state,
    state_id: address.state_id,
    country: address.country,
    country_id: address.country_id,
  };
}

export const billingInformation = (order: OrderRow) => addressInfo(order, order.billingAddress);

export const withinReturnWindow = (order: Pick<OrderRow, 'status' | 'deliveredAt'>, now = new Date()) =>
  order.status === ORDER_STATUS.delivered && order.deliveredAt !== null && now.getTime() - order.deliveredAt.getTime() <= RETURN_WINDOW_DAYS * 86_400_000;

export const canCustomerCancel = (order: Pick<OrderRow, 'status'>) => order.status === ORDER_STATUS.pending;

export const canUploadProof = (order: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentType'>) =>
  order.status !== ORDER_STATUS.cancelled && (order.paymentType === 'bank_transfer' || order.paymentType === 'mobile_wallet') && (order.paymentStatus === 'awaiting_proof' || order.paymentStatus === 'rejected');

export async function buildOrderDetail(db: Db, order: OrderRow): Promise<OrderDetail> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const returns = await db
    .select({ lineId: orderReturns.orderLineId, status: orderReturns.status, qty: orderReturns.qty })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, order.id))
    .orderBy(asc(orderReturns.id));
  // The latest request's state names the line; units asked back add up over the requests not refused.
  const returnByLine = new Map<number, ReturnStatus>();
  const askedByLine = new Map<number, number>();
  for (const r of returns) {
    returnByLine.set(r.lineId, r.status);
    if (r.status !== 'rejected') askedByLine.set(r.lineId, (askedByLine.get(r.lineId) ?? 0) + r.qty);
  }
  const [proof] = order.proofFileId
    ? await db.select({ id: files.id, name: files.originalName, size: files.size, mime: files.mime }).from(files).where(eq(files.id, order.proofFileId))
    : [];
  const returnable = withinReturnWindow(order);
  const status = order.status as OrderStatus;
  return {
    order_id: order.id,
    reference: order.reference,
    order_id_string: orderIdString(order.reference),
    order_date: order.createdAt.toISOString(),
    order_status: status,
    order_status_text: ORDER_STATUS_TEXT[status],
    order_status_label: orderStatusLabel(status, order.fulfilment),
    sub_total: centsToWire(order.subtotalCents),
    discount: centsToWire(order.discountCents),
    delivered_charge: centsToWire(order.shippingCents),
    tax_price: centsToWire(order.taxCents),
    final_price: centsToWire(order.totalCents),
    coupon_info: order.couponCode
      ? { coupon_code: order.couponCode, coupon_name: order.couponName ?? order.couponCode, coupon_discount_amount: centsToWire(order.discountCents) }
      : null,
    payment_status: order.paymentStatus,
    payment_status_label: PAYMENT_STATUS_LABEL[order.paymentStatus],
    payment_rejection_reason: order.paymentStatus === 'rejected' ? order.paymentRejectionReason : null,
    paymnet_type: order.paymentType,
    payment_type_label: PAYMENT_TYPE_LABEL[order.paymentType],
    wallet_provider: order.walletProvider,
    proof: proof ?? null,
    delivery_method: { id: order.shippingMethodId, name: order.shippingMethodName, estimated_days: order.shippingEstimate },
    ...fulfilmentView(order),
    delivery_date: order.deliveredAt?.toISOString() ?? null,
    product: lines.map((l) => {
      const returnStatus = returnByLine.get(l.id) ?? null;
      const asked = askedByLine.get(l.id) ?? 0;
      const left = returnable && l.productId !== null ? returnableQty(l.qty, asked) : 0;
      return {
        line_id: l.id,
        product_id: l.productId,
        variant_id: l.variantId ?? 0,
        name: l.productName,
        image: l.image,
        variant_name: l.variantName,
        qty: l.qty,
        orignal_price: centsToWire(l.originalUnitCents),
        final_price: centsToWire(l.unitPriceCents),
        line_total: centsToWire(l.lineTotalCents),
        return: returnStatus ? RETURN_FLAG[returnStatus] : 0,
        return_status: returnStatus,
        returned_qty: asked,
        returnable_qty: left,
        can_return: left > 0,
      };
    }),
    item_count: lines.reduce((n, l) => n + l.qty, 0),
    billing_informations: billingInformation(order),
    delivery_informations: { ...addressInfo(order, order.deliveryAddress), comment: order.deliveryComment },
    can_cancel: canCustomerCancel(order),
    can_upload_proof: canUploadProof(order),
  };
}

export async function orderDetail(db: Db, customerId: number | null, orderId: number): Promise<OrderDetail> {
  return buildOrderDetail(db, await findOrder(db, orderId, customerId));
}

/** How the goods reach the customer: the clinic's address for a pick-up, who carries a sent parcel. */
export const fulfilmentView = (order: OrderRow) => ({
  fulfilment: order.fulfilment,
  pickup_place: order.fulfilment === 'pickup' ? `${STORE_PROFILE.name}, ${clinicAddressLine()}` : null,
  shipment: order.courier ? { courier: order.courier, tracking_number: order.trackingNumber, shipped_at: order.shippedAt?.toISOString() ?? null } : null,
});

const EVENT_LABEL: Record<string, (to: string | null, fulfilment: OrderRow['fulfilment']) => string> = {
  created: () => 'Encomenda recebida',
  status: (to, fulfilment) => (to !== null && /^\d$/.test(to) ? `Estado: ${orderStatusLabel(Number(to), fulfilment)}` : 'Estado atualizado'),
  payment: (to) => `Pagamento: ${PAYMENT_STATUS_LABEL[to as keyof typeof PAYMENT_STATUS_LABEL] ?? to}`,
  proof: () => 'Comprovativo de pagamento recebido',
  return: () => 'Pedido de devolução',
  note: () => 'Nota da loja',
};

/** The 4 steps, each with the date it was reached (from the order's history). */
export async function orderTracking(db: Db, customerId: number, orderId: number): Promise<Tracking> {
  const order = await findOrder(db, orderId, customerId);
  const events = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.visibility, 'customer')))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const status = order.status as OrderStatus;
  const step = trackingStep(status, order.fulfilment);
  const reachedAt = (s: number) => {
    const statusEvents = events.filter((e) => e.kind === 'status' && e.toValue !== null && trackingStep(Number(e.toValue) as OrderStatus, order.fulfilment) === s);
    if (s === 0) return order.createdAt.toISOString();
    return statusEvents[0]?.createdAt.toISOString() ?? null;
  };
  const days = order.shippingEstimate || '2–3 dias úteis';
  return {
    order_id: order.id,
    reference: order.reference,
    order_id_string: orderIdString(order.reference),
    order_date: order.createdAt.toISOString(),
    order_status: status,
    order_status_label: orderStatusLabel(status, order.fulfilment),
    cancelled: status === ORDER_STATUS.cancelled,
    step,
    progress: trackingProgress(step),
    steps: trackingStepLabels(status, order.fulfilment).map((label, i) => ({ label, reached: step !== null && i <= step, date: step !== null && i <= step ? reachedAt(i) : null })),
    delivery_date: order.deliveredAt?.toISOString() ?? null,
    estimated_delivery: days,
    ...fulfilmentView(order),
    events: events.map((e) => ({ at: e.createdAt.toISOString(), label: (EVENT_LABEL[e.kind] ?? (() => e.kind))(e.toValue, order.fulfilment) + (e.note && e.kind === 'note' ? `: ${e.note}` : '') })),
  };
}

/** Up to 3 item previews per order for the list. */
export async function linePreviews(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { name: string; image: string; qty: number }[]>();
  const rows = await db
    .select({ orderId: orderLines.orderId, name: orderLines.productName, image: orderLines.image, qty: orderLines.qty })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(desc(orderLines.orderId), asc(orderLines.id));
  const byOrder = new Map<number, { name: string; image: string; qty: number }[]>();
  for (const r of rows) {
    const list = byOrder.get(r.orderId) ?? [];
    list.push(r);
    byOrder.set(r.orderId, list);
  }
  return byOrder;
}
