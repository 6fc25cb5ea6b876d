import type { OrderDetail } from '@shop/contract/orders';
import { formatWireMoney } from '@shop/contract/money';
import { PayeeAccounts } from '../../../components/payment.tsx';

/** How to pay an order not yet paid: amount, the store's accounts for its payment type, and the reference to quote. */
export function PaymentInstructions({ order }: { order: Pick<OrderDetail, 'paymnet_type' | 'final_price' | 'reference'> }) {
  return <PayeeAccounts kind={order.paymnet_type === 'mobile_wallet' ? 'wallet' : 'bank'} amount={formatWireMoney(order.final_price)} reference={order.reference} />;
}
