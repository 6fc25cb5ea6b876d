import {
  canTransitionOrder, canTransitionPayment, canTransitionReturn, fulfilmentMoveProblem, orderStatusLabel, PAYMENT_STATUS_LABEL, RETURN_STATUS_LABEL,
  type Fulfilment, type OrderStatus, type PaymentStatus, type ReturnStatus,
} from '@shop/contract/order-status';
import { AppError } from '../../lib/errors.ts';

export { ORDER_FLOWS, ORDER_TRANSITIONS, PAYMENT_TRANSITIONS, RETURN_TRANSITIONS } from '@shop/contract/order-status';

/** Refuses a move the order's state machine does not allow, in words a shopper or staff member can read. */
export function assertCanTransition(from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment = 'delivery'): void {
  if (canTransitionOrder(from, to, fulfilment)) return;
  const mismatch = fulfilmentMoveProblem(fulfilment, from, to);
  if (mismatch) throw new AppError('CONFLICT', mismatch);
  throw new AppError('CONFLICT', `Não é possível passar uma encomenda de «${orderStatusLabel(from, fulfilment)}» para «${orderStatusLabel(to, fulfilment)}».`);
}

export function assertCanTransitionPayment(from: PaymentStatus, to: PaymentStatus): void {
  if (!canTransitionPayment(from, to)) {
    throw new AppError('CONFLICT', `Não é possível passar o pagamento de «${PAYMENT_STATUS_LABEL[from]}» para «${PAYMENT_STATUS_LABEL[to]}».`);
  }
}

export function assertCanTransitionReturn(from: ReturnStatus, to: ReturnStatus): void {
  if (!canTransitionReturn(from, to)) {
    throw new AppError('CONFLICT', `Não é possível passar a devolução de «${RETURN_STATUS_LABEL[from]}» para «${RETURN_STATUS_LABEL[to]}».`);
  }
}
