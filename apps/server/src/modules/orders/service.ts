/** What the orders module offers the other modules (decision 104): finding an order and its one state machine. */
export { findOrder, type OrderRow } from './order-view.ts';
export {
  addOrderNote, decideReturn, lockOrder, receiveReturn, recordOrderEvent, transitionOrder, transitionPayment, type Actor,
} from './transitions.ts';
