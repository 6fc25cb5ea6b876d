import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  isPayOnDelivery, receiptProblem, shipmentProblem, RETURN_REASON_LABEL, RETURN_WINDOW_DAYS, returnableQty, returnValueCents, type OrderStatus, type PaymentStatus, type ReturnReason, type ReturnStatus,
} from '@shop/contract/order-status';
import { formatMoney } from '@shop/contract/money';
import { fulfilmentBlock, refundDue } from '@shop/contract/payments';
import type { Db } from '../../db/client.ts';
import { orderEvents, orderLines, orderReturns, orders, products, productVariants } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { enqueueMessage, recipientFor } from '../../lib/messaging/messages.ts';
import { releaseCoupon } from '../cart/service.ts';
import { releaseStockAlerts } from '../catalogue/service.ts';
import { enqueueStaffAlert, type StaffAlertTarget } from '../admin/service.ts';
import { orderStatusMail, paymentStatusMail, returnMail, returnRequestedAlert } from './order-mail.ts';
import { assertCanTransition, assertCanTransitionPayment, assertCanTransitionReturn } from './order-status.ts';
import { ORDER_NOT_FOUND, withinReturnWindow, type OrderRow } from './order-view.ts';

/**
 * The only way an order, its payment or a return changes state. Each function checks the state
 * machine, changes the row with a conditional update (two racing changes cannot both pass),
 * writes an order_events row and queues the customer's e-mail, all in one transaction.
 * The back office calls these with a staff actor.
 */
export interface Actor {
  type: 'customer' | 'staff' | 'system';
  /** customer id or staff user id */
  id?: number | null;
}

export const MESSAGE_REFUND_DUE = 'Cancelada depois de paga: reembolso pendente de';
const CHANGED_MEANWHILE = 'A encomenda foi alterada entretanto. Atualize a página e tente novamente.';

export async function lockOrder(tx: Db, orderId: number, customerId: number | null): Promise<OrderRow> {
  const where = customerId === null ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.customerId, customerId));
  const [row] = await tx.select().from(orders).where(where).for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

export async function recordOrderEvent(
  tx: Db,
  orderId: number,
  kind: (typeof orderEvents.$inferInsert)['kind'],
  actor: Actor,
  values: { from?: string | null; to?: string | null; note?: string | null; visibility?: 'customer' | 'internal' } = {},
) {
  await tx.insert(orderEvents).values({
    orderId,
    kind,
    fromValue: values.from ?? null,
    toValue: values.to ?? null,
    actorType: actor.type,
    actorId: actor.id ?? null,
    note: values.note ?? null,
    visibility: values.visibility ?? 'customer',
  });
}

/**
 * Puts a cancelled order's goods back on the shelf and takes them off the bestseller count; whoever
 * asked to be told when one of them was back gets the e-mail with this transaction.
 */
async function restoreStock(tx: Db, orderId: number, publicUrl: string) {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of lines.sort((a, b) => (a.productId ?? 0) - (b.productId ?? 0) || (a.variantId ?? 0) - (b.variantId ?? 0))) {
    if (line.productId === null) continue;
    if (line.variantId !== null) {
      await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${line.qty}` }).where(eq(productVariants.id, line.variantId));
      await tx.update(products).set({ soldCount: sql`greatest(${products.soldCount} - ${line.qty}, 0)` }).where(eq(products.id, line.productId));
    } else {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.qty}`, soldCount: sql`greatest(${products.soldCount} - ${line.qty}, 0)` })
        .where(eq(products.id, line.productId));
    }
  }  await releaseStockAlerts(tx, publicUrl);
}

export async function transitionOrder(
  db: Db,
  orderId: number,
  to: OrderStatus,
  actor: Actor,
  options: {
    note?: string | null;
    customerId?: number;
    /** for the links of the e-mails a cancel sends */
    publicUrl: string;
    /** who carries the parcel (required to send an order) and its tracking number (optional) */
    shipment?: { courier?: string | null; trackingNumber?: string | null };
  },
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, options.customerId ?? null);
    const from = order.status as OrderStatus;
    if (actor.type === 'customer') {
      if (to !== 5) throw new AppError('FORBIDDEN', 'Não tem permissão para esta ação.');
      if (from !== 0) throw new AppError('CONFLICT', 'Esta encomenda já não pode ser cancelada.');
    }
    assertCanTransition(from, to, order.fulfilment);
    const shipment = to === 3 ? shipmentFields(options.shipment) : null;
    const blocked = fulfilmentBlock({ payOnDelivery: isPayOnDelivery(order.paymentType), totalCents: order.totalCents, paidCents: order.paidCents }, to);
    if (blocked) throw new AppError('CONFLICT', blocked);
    const now = new Date();
    const [updated] = await tx
      .update(orders)
      .set({
        status: to,
        updatedAt: now,
        ...(shipment ? { ...shipment, shippedAt: now } : {}),
        ...(to === 4 ? { deliveredAt: now } : {}),
        ...(to === 5 ? { cancelledAt: now, cancelReason: options.note ?? null } : {}),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, from)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
    // Money that came in before the cancel (a proof approved a moment earlier, say) is owed back:
    // recorded in the history now, shown to staff as "A reembolsar" until the owner refunds it.
    const owedBack = to === 5 ? refundDue(order, true) : 0;
    if (to === 5) {
      await restoreStock(tx, order.id, options.publicUrl);
      await releaseCoupon(tx, order.id);
    }
    await recordOrderEvent(tx, order.id, 'status', actor, { from: String(from), to: String(to), note: options.note });
    if (shipment) {
      await recordOrderEvent(tx, order.id, 'note', actor, { note: `Enviada por ${shipment.courier}${shipment.trackingNumber ? `, n.º de seguimento ${shipment.trackingNumber}` : ''}.` });
    }
    if (owedBack > 0) {
      await recordOrderEvent(tx, order.id, 'payment', actor, { from: order.paymentStatus, to: order.paymentStatus, note: `${MESSAGE_REFUND_DUE} ${formatMoney(owedBack)}.` });
    }
    const statusMail = orderStatusMail(updated, to, actor.type === 'staff' ? options.note : null, owedBack);
    // Shipping is the status change the customer hears about on their chosen channel; the rest is e-mail.
    if (to === 3) {
      await enqueueMessage(tx, {
        event: 'order_shipped',
        ...(await recipientFor(tx, { customerId: order.customerId, email: order.email, phone: order.phone })),
        params: [order.firstName, order.reference, `${shipment?.courier ?? order.shippingMethodName}${shipment?.trackingNumber ? `, n.º de seguimento ${shipment.trackingNumber}` : ''}`, `${options.publicUrl.replace(/\/$/, '')}/orders/${order.id}`],
        mail: statusMail,
        about: { kind: 'order', id: order.id },
      });
    } else await enqueueMail(tx, { ...statusMail, about: { kind: 'order', id: order.id } });
    return updated;
  });
}

/** The courier and tracking number an order is sent with, checked (`shipmentProblem`) and trimmed. */
function shipmentFields(input: { courier?: string | null; trackingNumber?: string | null } | undefined): { courier: string; trackingNumber: string | null } {
  const problem = shipmentProblem(input ?? {});
  if (problem) throw new AppError('VALIDATION_FAILED', problem.message, { details: { [problem.field]: [problem.message] } });
  return { courier: input!.courier!.trim(), trackingNumber: input?.trackingNumber?.trim() || null };
}

export async function transitionPayment(
  db: Db,
  orderId: number,
  to: PaymentStatus,
  actor: Actor,
  options: { reason?: string | null; customerId?: number } = {},
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, options.customerId ?? null);
    const from = order.paymentStatus;
    if (actor.type === 'customer' && to !== 'under_review') throw new AppError('FORBIDDEN', 'Não tem permissão para esta ação.');
    assertCanTransitionPayment(from, to);
    const reason = options.reason?.trim() || null;
    if (to === 'rejected' && !reason) throw new AppError('VALIDATION_FAILED', 'Indique o motivo da recusa do comprovativo.');
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: to, paymentRejectionReason: to === 'rejected' ? reason : null, updatedAt: new Date() })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, from)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
    await recordOrderEvent(tx, order.id, 'payment', actor, { from, to, note: reason });
    await enqueueMail(tx, { ...paymentStatusMail(order, to, reason), about: { kind: 'order', id: order.id } });
    return updated;
  });
}

/** A note on the order: internal for staff only, or shown to the customer in the tracking history. */
export async function addOrderNote(db: Db, orderId: number, actor: Actor, note: string, visibility: 'customer' | 'internal' = 'internal') {
  const text = note.trim();
  if (!text) throw new AppError('VALIDATION_FAILED', 'A nota não pode estar vazia.');
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  await recordOrderEvent(db, orderId, 'note', actor, { note: text.slice(0, 2000), visibility });
}

/** Units of a line already asked back in requests that were not refused. */
export async function unitsAsked(tx: Db, lineId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderReturns.qty}), 0)::int` })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderLineId, lineId), ne(orderReturns.status, 'rejected')));
  return Number(row?.n ?? 0);
}

/**
 * A customer asks to return units of one line of a delivered order, within the return window, with
 * a reason from the list. At most what was bought less what is already asked back (refused requests
 * give their units back); all of it when no quantity is given (the spec's client). Staff decide.
 */
export async function requestReturn(
  db: Db,
  customerId: number,
  input: { orderId: number; productId: number; variantId: number; qty?: number | null; reasonCode?: ReturnReason; reason: string | null },
  staff: StaffAlertTarget,
): Promise<{ returnId: number; status: ReturnStatus }> {
  return db.transaction(async (tx) => {
    // The order's lock serialises requests on its lines, so two at once cannot both take the last unit.
    const order = await lockOrder(tx, input.orderId, customerId);
    if (order.status !== 4) throw new AppError('CONFLICT', 'Só é possível pedir a devolução de produtos de encomendas entregues.');
    if (!withinReturnWindow(order)) throw new AppError('CONFLICT', `O prazo de devolução (${RETURN_WINDOW_DAYS} dias após a entrega) já terminou.`);
    const [line] = await tx
      .select()
      .from(orderLines)
      .where(
        and(
          eq(orderLines.orderId, order.id),
          eq(orderLines.productId, input.productId),
          input.variantId ? eq(orderLines.variantId, input.variantId) : isNull(orderLines.variantId),
        ),
      );
    if (!line) throw notFound('Este produto não faz parte desta encomenda.');
    const left = returnableQty(line.qty, await unitsAsked(tx, line.id));
    if (left === 0) throw new AppError('CONFLICT', 'Já pediu a devolução deste produto.');
    const qty = input.qty ?? left;
    if (qty > left) throw new AppError('CONFLICT', `Só pode devolver até ${left} ${left === 1 ? 'unidade' : 'unidades'} deste produto.`);
    const reasonCode = input.reasonCode ?? 'other';
    const reason = input.reason?.trim() || null;
    const valueCents = returnValueCents({ unitPriceCents: line.unitPriceCents, qty, subtotalCents: order.subtotalCents, discountCents: order.discountCents });
    const [created] = await tx
      .insert(orderReturns)
      .values({ orderId: order.id, orderLineId: line.id, customerId, qty, reasonCode, reason, valueCents })
      .returning({ id: orderReturns.id });
    const why = `${RETURN_REASON_LABEL[reasonCode]}${reason ? ` — ${reason}` : ''}`;
    await recordOrderEvent(tx, order.id, 'return', { type: 'customer', id: customerId }, { to: 'requested', note: `${qty} × ${line.productName}: ${why}` });
    await enqueueMail(tx, { ...returnMail(order, `${qty} × ${line.productName}`, 'requested'), about: { kind: 'order', id: order.id } });
    await enqueueStaffAlert(tx, staff, returnRequestedAlert(order, line.productName, qty, why));
    return { returnId: created!.id, status: 'requested' };
  });
}

/** Staff approve or reject a return request. An approved return is completed by receiving it (`receiveReturn`). */
export async function decideReturn(db: Db, returnId: number, to: ReturnStatus, actor: Actor, note?: string | null) {
  if (to === 'completed') throw new AppError('CONFLICT', 'Registe a receção da devolução: quantas unidades voltam ao stock e quantas são abatidas.');
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
    if (!request) throw notFound(RETURN_NOT_FOUND);
    assertCanTransitionReturn(request.status, to);
    const [updated] = await tx
      .update(orderReturns)
      .set({ status: to, decisionNote: note ?? null, decidedBy: actor.id ?? null, decidedAt: new Date() })
      .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, request.status)))
      .returning();
    if (!updated) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, request.orderLineId));
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
    await recordOrderEvent(tx, request.orderId, 'return', actor, { from: request.status, to, note });
    if (order && line) await enqueueMail(tx, { ...returnMail(order, `${request.qty} × ${line.productName}`, to, note), about: { kind: 'order', id: order.id } });
    return updated;
  });
}

const RETURN_NOT_FOUND = 'Pedido de devolução não encontrado.';
const units = (n: number) => `${n} ${n === 1 ? 'unidade' : 'unidades'}`;

/**
 * Staff receive an approved return: of its units, `restockQty` go back on the shelf (stock up) and
 * `writeOffQty` are written off (damaged: stock unchanged, recorded); all of them leave the sold count,
 * and so the bestseller ranking. The return row is locked and moved from approved to completed in one
 * conditional update, so a double click or two staff at once restock once: a repeat of the same
 * receipt answers with it unchanged (`replayed`), a different one is refused.
 */
export async function receiveReturn(
  db: Db,
  returnId: number,
  split: { restockQty: number; writeOffQty: number },
  actor: Actor,
  options: { note?: string | null; publicUrl: string },
): Promise<{ row: typeof orderReturns.$inferSelect; replayed: boolean }> {
  const note = options.note ?? null;
  return db.transaction(async (tx) => {
    const [request] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
    if (!request) throw notFound(RETURN_NOT_FOUND);
    if (request.status === 'completed' && request.receivedAt) {
      if (request.restockedQty === split.restockQty && request.writtenOffQty === split.writeOffQty) return { row: request, replayed: true };
      throw new AppError('CONFLICT', `Esta devolução já foi recebida: ${units(request.restockedQty)} reposta(s) em stock e ${units(request.writtenOffQty)} abatida(s).`);
    }
    if (request.status !== 'approved') throw new AppError('CONFLICT', 'Só é possível receber uma devolução aprovada.');
    const problem = receiptProblem(request.qty, split.restockQty, split.writeOffQty);
    if (problem) throw new AppError('VALIDATION_FAILED', problem);
    const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, request.orderLineId));
    if (!line) throw notFound(RETURN_NOT_FOUND);
    if (split.restockQty > 0 && line.productId === null) throw new AppError('CONFLICT', 'Este produto já não existe na loja: as unidades só podem ser abatidas.');
    const [updated] = await tx
      .update(orderReturns)
      .set({ status: 'completed', restockedQty: split.restockQty, writtenOffQty: split.writeOffQty, receivedBy: actor.id ?? null, receivedAt: new Date() })
      .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, 'approved')))
      .returning();
    if (!updated) throw new AppError('CONFLICT', CHANGED_MEANWHILE);
    if (line.productId !== null) {
      if (split.restockQty > 0 && line.variantId !== null) {
        await tx.update(productVariants).set({ stock: sql`${productVariants.stock} + ${split.restockQty}` }).where(eq(productVariants.id, line.variantId));
      }
      await tx
        .update(products)
        .set({
          ...(split.restockQty > 0 && line.variantId === null ? { stock: sql`${products.stock} + ${split.restockQty}` } : {}),
          soldCount: sql`greatest(${products.soldCount} - ${request.qty}, 0)`,
        })
        .where(eq(products.id, line.productId));
      if (split.restockQty > 0) await releaseStockAlerts(tx, options.publicUrl);
    }
    const outcome = [split.restockQty ? `${units(split.restockQty)} de volta ao stock` : null, split.writeOffQty ? `${units(split.writeOffQty)} abatida(s) (danificada)` : null].filter(Boolean).join(', ');
    await recordOrderEvent(tx, request.orderId, 'return', actor, { from: 'approved', to: 'completed', note: `Recebido: ${request.qty} × ${line.productName}` });
    await recordOrderEvent(tx, request.orderId, 'note', actor, { note: `Devolução de ${line.productName} recebida: ${outcome}.${note ? ` ${note}` : ''}`, visibility: 'internal' });
    const [order] = await tx.select().from(orders).where(eq(orders.id, request.orderId));
    if (order) await enqueueMail(tx, { ...returnMail(order, `${request.qty} × ${line.productName}`, 'completed', note), about: { kind: 'order', id: order.id } });
    return { row: updated, replayed: false };
  });
}
