import { centsToWire, formatMoney, wireToCents } from '@shop/contract/money';
import type { Cart } from '@shop/contract/cart';
import type { AddressInfo, PlaceOrderInput } from '@shop/contract/orders';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { cartView, EMPTY_CART_MESSAGE, cheapestMethodForState, methodForState } from '../cart/service.ts';
import { resolveAddress } from './place-order.ts';

export interface OrderQuote extends Cart {
  method_id: number;
  method_name: string;
  /** Where and to whom, as the placed order's `delivery_informations` says it. */
  delivery_information: AddressInfo;
}

/**
 * The order as it would be placed now, without placing it: the address checked, the delivery
 * method chosen (the cheapest for the state when none was named), the cart priced with it, and
 * the shopper's price compared when one was sent. Stock is taken only when the order is placed.
 */
export async function quoteOrder(db: Db, customerId: number, input: PlaceOrderInput): Promise<OrderQuote> {
  const address = await resolveAddress(db, input);
  const method = input.method_id ? await methodForState(db, input.method_id, input.state_id) : await cheapestMethodForState(db, input.state_id);
  const cart = await cartView(db, customerId, { methodId: method.id, stateId: input.state_id });
  if (cart.product_list.length === 0) throw new AppError('CONFLICT', EMPTY_CART_MESSAGE);
  const totalCents = wireToCents(cart.final_price);
  if (input.price != null && input.price !== totalCents) {
    throw new AppError('CONFLICT', `O total da encomenda mudou para ${formatMoney(totalCents)}. Reveja o resumo e confirme novamente.`, {
      data: { final_price: centsToWire(totalCents) },
    });
  }
  const recipient = { name: `${input.first_name} ${input.last_name}`.trim(), email: input.email, phone: input.phone };
  return { ...cart, method_id: method.id, method_name: method.name, delivery_information: { ...recipient, ...address } };
}
