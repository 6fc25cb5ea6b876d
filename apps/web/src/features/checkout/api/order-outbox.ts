import type { PlaceOrderRequest, PlaceOrderResponse } from '@shop/contract/orders';
import { ApiError } from '../../../lib/api-client.ts';
import { session } from '../../../lib/session.ts';
import { clearDraft } from './checkout-draft.ts';
import { placeOrder } from './place-order.ts';

/**
 * An order submitted without a network waits here (this browser's storage, so closing the tab loses
 * nothing) and is sent when the network returns, with the Idempotency-Key it was given at submission:
 * however often it is sent (two tabs, a lost answer), the server places it once (decisions 054, 162).
 */
const OUTBOX_KEY = 'cm.checkout.outbox';
export const ORDER_SENT_EVENT = 'cm:queued-order-sent';

export const QUEUED_ORDER_MESSAGE = 'Sem ligação: o pedido fica guardado neste telemóvel e é enviado uma só vez quando a ligação voltar.';

export interface QueuedOrder {
  customerId: string;
  body: PlaceOrderRequest;
  idempotencyKey: string;
  /** the number to charge with M-Pesa once placed, when chosen at checkout */
  mpesa: string | null;
  queuedAt: string;
}

export type QueuedOrderOutcome = { order: PlaceOrderResponse; mpesa: string | null } | { refused: string };

export function queueOrder(order: Omit<QueuedOrder, 'queuedAt'>) {
  localStorage.setItem(OUTBOX_KEY, JSON.stringify({ ...order, queuedAt: new Date().toISOString() } satisfies QueuedOrder));
}

/** The signed-in customer's order waiting for the network, if any. */
export function queuedOrder(): QueuedOrder | null {
  try {
    const queued = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? 'null') as QueuedOrder | null;
    return queued && session.user && String(session.user.id) === queued.customerId ? queued : null;
  } catch {
    return null;
  }
}

const withLock = <T>(run: () => Promise<T>): Promise<T> => (navigator.locks ? (navigator.locks.request('cm-order-outbox', run) as Promise<T>) : run());

/**
 * Sends the waiting order. Placed or refused (the cart changed, a price moved: the customer is told),
 * it leaves the outbox and `ORDER_SENT_EVENT` says how it went; without a network it stays.
 */
export function sendQueuedOrder(): Promise<QueuedOrderOutcome | null> {
  return withLock(async () => {
    const queued = queuedOrder();
    if (!queued || !navigator.onLine) return null;
    let outcome: QueuedOrderOutcome;
    try {
      outcome = { order: await placeOrder({ body: queued.body, idempotencyKey: queued.idempotencyKey }), mpesa: queued.mpesa };
      clearDraft();
    } catch (err) {
      if (!(err instanceof ApiError) || err.code === 'NETWORK' || err.httpStatus >= 500) return null;
      outcome = { refused: `O pedido guardado sem ligação não foi feito: ${err.message}` };
    }
    localStorage.removeItem(OUTBOX_KEY);
    window.dispatchEvent(new CustomEvent<QueuedOrderOutcome>(ORDER_SENT_EVENT, { detail: outcome }));
    return outcome;
  });
}
