import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { computeCartTotals } from '@shop/contract/cart-totals';
import { ALLOWED_COUNTRY_IDS } from '@shop/contract/locations';
import { centsToWire, formatMoney } from '@shop/contract/money';
import { isPayOnDelivery, WALLET_PROVIDER_LABEL, type PaymentStatus } from '@shop/contract/order-status';
import { CHECKOUT_MESSAGES } from '@shop/contract/checkout-messages';
import type { PlaceOrderInput } from '@shop/contract/orders';
import { STORE_PROFILE } from '@shop/contract/store';
import { queryRows, type Db } from '../../db/client.ts';
import { cartItems, carts, cities, countries, orderIdempotencyKeys, orderLines, orders, products, productVariants, states } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueMessage, recipientFor } from '../../lib/messaging/messages.ts';
import { EMPTY_CART_MESSAGE, lockCart, priceCart, toTotalsLine, redeemCoupon, toTotalsCoupon, problemNotice, cheapestMethodForState, methodForState } from '../cart/service.ts';
import { enqueueStaffAlert, type StaffAlertTarget } from '../admin/service.ts';
import { newOrderAlert, orderPlacedMail } from './order-mail.ts';
import { orderReference } from './order-reference.ts';
import { claimableProof } from './proofs.ts';
import { recordOrderEvent } from './transitions.ts';
import type { OrderAddress } from '../../db/schema.ts';

export interface PlaceOrderOptions {
  /** where the "new order" alert goes (from the config) */
  staff: StaffAlertTarget;
  /** the site's address, for the link in the customer's message (config.publicUrl) */
  publicUrl: string;
  idempotencyKey?: string | null;
  /** defaults to STORE_PROFILE.payOnDelivery */
  payOnDelivery?: boolean;
}

export interface PlacedOrder {
  orderId: number;
  /** true when the Idempotency-Key had already produced this order */
  replayed: boolean;
}

/** The request as the idempotency key remembers it: the parsed body without identity fields, keys sorted. */
export function requestHash(input: PlaceOrderInput): string {
  const { theme_id: _t, customer_id: _c, user_id: _u, ...rest } = input;
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
  return createHash('sha256').update(canonical).digest('hex');
}

export async function resolveAddress(tx: Db, input: PlaceOrderInput): Promise<OrderAddress> {
  if (!(ALLOWED_COUNTRY_IDS as readonly number[]).includes(input.country_id)) throw new AppError('VALIDATION_FAILED', CHECKOUT_MESSAGES.locationIncomplete);
  const [place] = await tx
    .select({ country: countries.name, state: states.name, city: cities.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(cities.id, input.city_id), eq(states.id, input.state_id), eq(countries.id, input.country_id)));
  if (!place) throw new AppError('VALIDATION_FAILED', CHECKOUT_MESSAGES.locationIncomplete);
  return {
    address: input.address,
    bairro: input.bairro,
    reference_point: input.reference_point,
    postcode: input.postcode,
    city: place.city,
    city_id: input.city_id,
    state: place.state,
    state_id: input.state_id,
    country: place.country,
    country_id: input.country_id,
  };
}

function initialPaymentStatus(input: PlaceOrderInput): PaymentStatus {
  if (isPayOnDelivery(input.payment_type)) return 'on_delivery';
  return input.proof_id ? 'under_review' : 'awaiting_proof';
}

function checkPaymentChoice(input: PlaceOrderInput, payOnDelivery: boolean) {
  if (isPayOnDelivery(input.payment_type) && !payOnDelivery) {
    throw new AppError('UNPROCESSABLE', 'O pagamento na entrega não está disponível de momento. Escolha transferência ou carteira móvel.');
  }
  if (input.payment_type === 'mobile_wallet') {
    const provider = input.wallet_provider ?? 'mpesa';
    const offered = STORE_PROFILE.payees.some((p) => p.kind === 'wallet' && p.provider.toLowerCase().replace(/[^a-z]/g, '') === provider);
    if (!offered) throw new AppError('UNPROCESSABLE', `O pagamento por ${WALLET_PROVIDER_LABEL[provider]} não está disponível. Escolha outro método de pagamento.`);
  }
}

/**
 * Places the customer's order from their server cart, in one transaction: the cart row is locked
 * (one placement per customer at a time), the Idempotency-Key looked up, the cart re-priced and
 * its coupon re-checked, the total compared with the one the shopper saw, stock taken with
 * conditional updates that cannot go below zero, the coupon use counted, and the order, its
 * lines, its first event, its key and its e-mail written before the cart is emptied.
 */
export async function placeOrder(db: Db, customerId: number, input: PlaceOrderInput, options: PlaceOrderOptions): Promise<PlacedOrder> {
  const payOnDelivery = options.payOnDelivery ?? STORE_PROFILE.payOnDelivery;
  const key = options.idempotencyKey ?? null;
  const hash = requestHash(input);

  return db.transaction(async (tx) => {
    const cart = await lockCart(tx, customerId);

    if (key) {
      const [seen] = await tx
        .select()
        .from(orderIdempotencyKeys)
        .where(and(eq(orderIdempotencyKeys.customerId, customerId), eq(orderIdempotencyKeys.key, key)));
      if (seen) {
        if (seen.requestHash !== hash) {
          throw new AppError('IDEMPOTENCY_MISMATCH', 'Esta chave de idempotência já foi usada com um pedido diferente.');
        }
        return { orderId: seen.orderId, replayed: true };
      }
    }

    checkPaymentChoice(input, payOnDelivery);
    if (input.proof_id) await claimableProof(tx, customerId, input.proof_id);

    const priced = await priceCart(tx, customerId, { dropInvalidCoupon: false });
    if (priced.lines.length === 0) throw new AppError('CONFLICT', EMPTY_CART_MESSAGE);
    if (cart.couponId !== null && !priced.coupon) throw new AppError('COUPON_INVALID', priced.notices[0] ?? 'O cupão deixou de ser válido.');
    const blocked = priced.lines.filter((l) => l.problem !== null);
    if (blocked.length > 0) {
      const detail = blocked.map((l) => `«${l.name ?? 'Produto'}»: ${problemNotice(l)}`).join(' ');
      throw new AppError('OUT_OF_STOCK', `Stock insuficiente para alguns produtos. ${detail}`);
    }

    const address = await resolveAddress(tx, input);
    const method = input.method_id ? await methodForState(tx, input.method_id, input.state_id) : await cheapestMethodForState(tx, input.state_id);
    const coupon = priced.coupon && priced.couponApplies ? priced.coupon : null;
    // The same function and inputs as the checkout summary (/cart-list with this method).
    const totals = computeCartTotals({ lines: priced.lines.map(toTotalsLine), coupon: coupon ? toTotalsCoupon(coupon) : null, shippingCents: method.costCents,
      freeShippingFromCents: STORE_PROFILE.freeDeliveryFromCents,
    });
    if (input.price != null && input.price !== totals.totalCents) {
      throw new AppError('CONFLICT', `O total da encomenda mudou para ${formatMoney(totals.totalCents)}. Reveja o resumo e confirme novamente.`, {
        data: { final_price: centsToWire(totals.totalCents) },
      });
    }

    // Rows are locked in one order (product, then variant) so concurrent orders cannot deadlock.
    const byRow = [...priced.lines].sort((a, b) => a.productId - b.productId || a.variantId - b.variantId);
    for (const line of byRow) {
      const taken = line.variantId
        ? await tx
            .update(productVariants)
            .set({ stock: sql`${productVariants.stock} - ${line.qty}` })
            .where(and(eq(productVariants.id, line.variantId), eq(productVariants.productId, line.productId), sql`${productVariants.stock} >= ${line.qty}`))
            .returning({ id: productVariants.id })
        : await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.qty}` })
            .where(and(eq(products.id, line.productId), eq(products.active, true), sql`${products.stock} >= ${line.qty}`))
            .returning({ id: products.id });
      if (taken.length === 0) throw new AppError('OUT_OF_STOCK', `Stock insuficiente para «${line.name}». Outro cliente acabou de comprar as últimas unidades.`);
      await tx
        .update(products)
        .set({ soldCount: sql`${products.soldCount} + ${line.qty}`, updatedAt: sql`now()` })
        .where(eq(products.id, line.productId));
    }

    const [next] = await queryRows<{ id: string | number }>(tx, sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`);
    const orderId = Number(next!.id);
    const reference = orderReference(orderId);
    const paymentStatus = initialPaymentStatus(input);
    const [order] = await tx
      .insert(orders)
      .values({
        id: orderId,
        reference,
        customerId,
        status: 0,
        paymentType: input.payment_type,
        paymentStatus,
        walletProvider: input.payment_type === 'mobile_wallet' ? (input.wallet_provider ?? 'mpesa') : null,
        payerPhone: input.payer_phone,
        proofFileId: input.proof_id ?? null,
        subtotalCents: totals.subtotalCents,
        originalSubtotalCents: totals.originalSubtotalCents,
        discountCents: totals.discountCents,
        shippingCents: totals.shippingCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        couponName: coupon?.label ?? null,
        shippingMethodId: method.id,
        shippingMethodName: method.name,
        shippingEstimate: method.estimatedDays,
        fulfilment: method.pickup ? 'pickup' : 'delivery',
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        deliveryAddress: address,
        billingAddress: address,
        deliveryComment: input.delivery_comment,
      })
      .returning();
    await tx.insert(orderLines).values(
      priced.lines.map((l, i) => ({
        orderId,
        productId: l.productId,
        variantId: l.variantId || null,
        productName: l.name ?? '',
        variantName: l.variantName,
        image: l.image,
        originalUnitCents: l.originalUnitPriceCents,
        unitPriceCents: l.unitPriceCents,
        qty: l.qty,
        lineTotalCents: totals.lineTotalsCents[i]!,
      })),
    );
    if (coupon && totals.discountCents > 0) await redeemCoupon(tx, coupon, customerId, orderId);

    const actor = { type: 'customer' as const, id: customerId };
    await recordOrderEvent(tx, orderId, 'created', actor, { to: '0' });
    if (input.proof_id) await recordOrderEvent(tx, orderId, 'proof', actor, { to: input.proof_id });
    if (key) await tx.insert(orderIdempotencyKeys).values({ customerId, key, requestHash: hash, orderId });

    await tx.delete(cartItems).where(eq(cartItems.customerId, customerId));
    await tx.update(carts).set({ couponId: null, updatedAt: sql`now()` }).where(eq(carts.customerId, customerId));

    const placedMail = orderPlacedMail({
      reference,
      firstName: order!.firstName,
      email: order!.email,
      status: 0,
      paymentType: order!.paymentType,
      paymentStatus,
      walletProvider: order!.walletProvider,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      totalCents: totals.totalCents,
      shippingMethodName: method.name,
      fulfilment: order!.fulfilment,
      couponCode: order!.couponCode,
      couponLabel: order!.couponName,
      deliveryAddress: address,
      lines: priced.lines.map((l, i) => ({ name: l.name ?? '', variantName: l.variantName, qty: l.qty, lineTotalCents: totals.lineTotalsCents[i]! })),
    });
    await enqueueMessage(tx, {
      event: 'order_placed',
      ...(await recipientFor(tx, { customerId, email: order!.email, phone: order!.phone })),
      params: [order!.firstName, reference, formatMoney(totals.totalCents), `${options.publicUrl.replace(/\/$/, '')}/orders/${orderId}`],
      mail: placedMail,
      about: { kind: 'order', id: orderId },
    });
    await enqueueStaffAlert(tx, options.staff, newOrderAlert(order!, priced.lines.reduce((n, l) => n + l.qty, 0), Boolean(input.proof_id)));
    return { orderId, replayed: false };
  });
}
