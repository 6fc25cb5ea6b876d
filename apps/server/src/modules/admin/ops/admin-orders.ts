import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderDetail, AdminOrderNeighbours, AdminOrderRow } from '@shop/contract/admin-ops';
import type { Paginator } from '@shop/contract/envelope';
import { centsToWire } from '@shop/contract/money';
import { COURIER_SUGGESTIONS, isPayOnDelivery, ORDER_FLOWS, RETURN_REASON_LABEL, type OrderStatus, type ReturnStatus } from '@shop/contract/order-status';
import { fulfilmentBlock, refundable } from '@shop/contract/payments';
import type { Db } from '../../../db/client.ts';
import { files, orderEvents, orderLines, orderReturns, orders, staffUsers } from '../../../db/schema.ts';
import { recordAudit } from '../../../lib/audit.ts';
import { notFound } from '../../../lib/errors.ts';
import { paginate, pageOffset } from '../../../lib/pagination.ts';
import { findOrder, type OrderRow, addOrderNote, decideReturn, receiveReturn, transitionOrder } from '../../orders/service.ts';
import { moneySummary, mpesaChargesOf } from '../../payments/service.ts';
import { messagesAbout } from '../../../lib/messaging/messages.ts';
import { orderActor, type StaffActor } from './staff-actor.ts';
import { parseStaffSearch, phoneMatches, plainMatches, textMatches, type StaffSearch } from '../staff-search.ts';

function toRow(o: OrderRow): AdminOrderRow {
  return {
    id: o.id,
    reference: o.reference,
    customer_id: o.customerId,
    customer_name: `${o.firstName} ${o.lastName}`.trim(),
    email: o.email,
    status: o.status,
    fulfilment: o.fulfilment,
    payment_status: o.paymentStatus,
    payment_type: o.paymentType,
    total: centsToWire(o.totalCents),
    created_at: o.createdAt.toISOString(),
  };
}

/** An order whose reference, e-mail, name (without accents) or phone (any format) matches (decision 142). */
export const orderMatches = (search: StaffSearch) =>
  or(
    plainMatches(orders.reference, search),
    plainMatches(orders.email, search),
    textMatches(sql`${orders.firstName} || ' ' || ${orders.lastName}`, search),
    phoneMatches(orders.phone, search),
  )!;

interface OrderListFilter {
  search?: string;
  status?: number | null;
  payment_status?: string | null;
}

/** The staff list's filters as one condition: the list and the next/previous of an order read the same rows. */
function orderListCondition(q: OrderListFilter): SQL | undefined {
  const where: SQL[] = [];
  if (q.status !== undefined && q.status !== null) where.push(eq(orders.status, q.status));
  if (q.payment_status) where.push(eq(orders.paymentStatus, q.payment_status as OrderRow['paymentStatus']));
  const search = parseStaffSearch(q.search);
  if (search) where.push(orderMatches(search));
  return where.length ? and(...where) : undefined;
}

/** Newest first; the id breaks ties between orders placed in the same instant. */
const LIST_ORDER = [desc(orders.createdAt), desc(orders.id)];

export async function listAdminOrders(db: Db, q: OrderListFilter & { page: number; per_page: number }, path: string): Promise<Paginator<AdminOrderRow>> {
  const condition = orderListCondition(q);
  const [total] = await db.select({ n: count() }).from(orders).where(condition);
  const rows = await db.select().from(orders).where(condition).orderBy(...LIST_ORDER).limit(q.per_page).offset(pageOffset(q.page, q.per_page));
  return paginate(rows.map(toRow), Number(total?.n ?? 0), q.page, q.per_page, path);
}

/**
 * The rows around an order in the list as filtered: `previous` above it (newer), `next` below it
 * (older). The order itself need not match the filter any more (staff may just have moved it out of
 * "Confirmado"): its place in the list's order still says which rows come before and after.
 */
export async function adminOrderNeighbours(db: Db, q: OrderListFilter & { id: number }): Promise<AdminOrderNeighbours> {
  const [current] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, q.id));
  if (!current) throw notFound('Encomenda não encontrada.');
  const condition = orderListCondition(q);
  const place = sql`(${orders.createdAt}, ${orders.id})`;
  // Read in the database: the column keeps microseconds, a JavaScript date only milliseconds.
  const here = sql`(select o.created_at, o.id from orders o where o.id = ${current.id})`;
  const pick = { id: orders.id, reference: orders.reference };
  const [previous] = await db.select(pick).from(orders).where(and(condition, sql`${place} > ${here}`)).orderBy(asc(orders.createdAt), asc(orders.id)).limit(1);
  const [next] = await db.select(pick).from(orders).where(and(condition, sql`${place} < ${here}`)).orderBy(...LIST_ORDER).limit(1);
  return { previous: previous ?? null, next: next ?? null };
}

export async function adminOrderDetail(db: Db, orderId: number): Promise<AdminOrderDetail> {
  const order = await findOrder(db, orderId, null);
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const returns = await db.select().from(orderReturns).where(eq(orderReturns.orderId, order.id)).orderBy(asc(orderReturns.id));
  const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  const staffIds = [...new Set(events.filter((e) => e.actorType === 'staff' && e.actorId).map((e) => e.actorId!))];
  const names = staffIds.length ? await db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(inArray(staffUsers.id, staffIds)) : [];
  const nameOf = new Map(names.map((n) => [n.id, n.name]));
  const [proof] = order.proofFileId ? await db.select({ id: files.id, name: files.originalName, mime: files.mime }).from(files).where(eq(files.id, order.proofFileId)) : [];
  const legal = [...ORDER_FLOWS[order.fulfilment][order.status as OrderStatus]];
  const blockOf = (to: number) => fulfilmentBlock({ payOnDelivery: isPayOnDelivery(order.paymentType), totalCents: order.totalCents, paidCents: order.paidCents }, to);
  const lineName = new Map(lines.map((l) => [l.id, l.variantName ? `${l.productName} (${l.variantName})` : l.productName]));
  return {
    ...toRow(order),
    phone: order.phone,
    payment_rejection_reason: order.paymentRejectionReason,
    wallet_provider: order.walletProvider,
    payer_phone: order.payerPhone,
    proof: proof ? { file_id: proof.id, name: proof.name, mime: proof.mime } : null,
    subtotal: centsToWire(order.subtotalCents),
    discount: centsToWire(order.discountCents),
    shipping: centsToWire(order.shippingCents),
    coupon_code: order.couponCode,
    shipping_method: order.shippingMethodName,
    shipment: order.courier ? { courier: order.courier, tracking_number: order.trackingNumber, shipped_at: order.shippedAt?.toISOString() ?? null } : null,
    courier_suggestions: order.fulfilment === 'delivery' ? await courierSuggestions(db) : [],
    delivery_address: order.deliveryAddress as unknown as Record<string, unknown>,
    delivery_comment: order.deliveryComment,
    cancel_reason: order.cancelReason,
    lines: lines.map((l) => ({ id: l.id, product_name: l.productName, variant_name: l.variantName, qty: l.qty, unit_price: centsToWire(l.unitPriceCents), line_total: centsToWire(l.lineTotalCents) })),
    returns: returns.map((r) => ({
      id: r.id, line_id: r.orderLineId, product_name: lineName.get(r.orderLineId) ?? '', qty: r.qty, reason_code: r.reasonCode, reason_label: RETURN_REASON_LABEL[r.reasonCode] ?? r.reasonCode,
      reason: r.reason, status: r.status, decision_note: r.decisionNote, created_at: r.createdAt.toISOString(),
      value: centsToWire(r.valueCents), refunded: centsToWire(r.refundedCents),
      refundable: centsToWire(r.status === 'approved' || r.status === 'completed' ? Math.max(0, Math.min(r.valueCents - r.refundedCents, refundable(order))) : 0),
      restocked_qty: r.restockedQty, written_off_qty: r.writtenOffQty, received_at: r.receivedAt?.toISOString() ?? null,
    })),
    events: events.map((e) => ({
      id: e.id, kind: e.kind, from: e.fromValue, to: e.toValue, note: e.note, visibility: e.visibility, actor_type: e.actorType,
      actor_name: e.actorType === 'staff' && e.actorId ? (nameOf.get(e.actorId) ?? null) : null, created_at: e.createdAt.toISOString(),
    })),
    next_statuses: legal.filter((to) => !blockOf(to)),
    blocked_moves: legal.flatMap((to) => {
      const reason = blockOf(to);
      return reason ? [{ status: to, reason }] : [];
    }),
    pay_on_delivery: isPayOnDelivery(order.paymentType),
    money: await moneySummary(db, { kind: 'order', id: order.id }, { totalCents: order.totalCents, paidCents: order.paidCents, refundedCents: order.refundedCents, closed: order.status === 5 }),
    mpesa_charges: (await mpesaChargesOf(db, [{ kind: 'order', id: order.id }])).get(`order-${order.id}`) ?? [],
    messages: await messagesAbout(db, { kind: 'order', id: order.id }),
  };
}

/** The couriers staff used lately first, then the usual ones: what the "Transportadora" field suggests. */
async function courierSuggestions(db: Db): Promise<string[]> {
  const used = await db
    .select({ courier: orders.courier })
    .from(orders)
    .where(sql`${orders.courier} is not null`)
    .groupBy(orders.courier)
    .orderBy(desc(sql`max(${orders.shippedAt})`))
    .limit(8);
  return [...new Set([...used.map((u) => u.courier!), ...COURIER_SUGGESTIONS])];
}

/** Staff move an order along its state machine (the orders module checks it, restores stock, mails). */
export async function changeOrderStatus(
  db: Db,
  staff: StaffActor,
  orderId: number,
  to: OrderStatus,
  note: string | null,
  publicUrl: string,
  shipment?: { courier?: string | null; trackingNumber?: string | null },
) {
  return db.transaction(async (tx) => {
    const before = await findOrder(tx, orderId, null);
    const updated = await transitionOrder(tx, orderId, to, orderActor(staff), { note, publicUrl, shipment });
    await recordAudit(tx, staff, {
      action: 'order.status_change', entity: 'order', entityId: orderId, before: { status: before.status },
      after: { status: updated.status, note, ...(updated.courier && to === 3 ? { courier: updated.courier, tracking_number: updated.trackingNumber } : {}) },
    });
  });
}

export async function addStaffOrderNote(db: Db, staff: StaffActor, orderId: number, note: string, visibility: 'internal' | 'customer') {
  return db.transaction(async (tx) => {
    await addOrderNote(tx, orderId, orderActor(staff), note, visibility);
    await recordAudit(tx, staff, { action: 'order.note', entity: 'order', entityId: orderId, after: { note, visibility } });
  });
}

export async function decideStaffReturn(db: Db, staff: StaffActor, returnId: number, to: ReturnStatus, note: string | null) {
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId));
    if (!request) throw notFound('Pedido de devolução não encontrado.');
    const updated = await decideReturn(tx, returnId, to, orderActor(staff), note);
    await recordAudit(tx, staff, { action: 'order.return_decision', entity: 'order', entityId: request.orderId, before: { return_id: returnId, status: request.status }, after: { return_id: returnId, status: updated.status, note } });
    return request.orderId;
  });
}


/** Staff receive an approved return's units: back to stock or written off (see receiveReturn); audited once. */
export async function receiveStaffReturn(db: Db, staff: StaffActor, returnId: number, split: { restockQty: number; writeOffQty: number }, note: string | null, publicUrl: string) {
  return db.transaction(async (tx) => {
    const { row, replayed } = await receiveReturn(tx, returnId, split, orderActor(staff), { note, publicUrl });
    if (!replayed) {
      await recordAudit(tx, staff, {
        action: 'order.return_receive', entity: 'order', entityId: row.orderId,
        before: { return_id: returnId, status: 'approved' },
        after: { return_id: returnId, status: row.status, restocked_qty: row.restockedQty, written_off_qty: row.writtenOffQty, note },
      });
    }
    return { orderId: row.orderId, replayed };
  });
}
