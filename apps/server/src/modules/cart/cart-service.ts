import { and, asc, eq, sql } from 'drizzle-orm';
import type { Cart, CartLine, CouponInfo } from '@shop/contract/cart';
import { MAX_CART_LINES, MAX_LINE_QTY } from '@shop/contract/cart';
import { computeCartTotals, type CartTotals } from '@shop/contract/cart-totals';
import { centsToWire, formatMoney } from '@shop/contract/money';
import { STORE_PROFILE } from '@shop/contract/store';
import type { Db } from '../../db/client.ts';
import { cartItems, carts, coupons } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { couponProblem, findCouponByCode, minSpendNotice, toTotalsCoupon, COUPON_NOT_FOUND, type CouponRow } from './coupons.ts';
import { priceLines, problemNotice, type PricedLine } from './pricing.ts';
import { methodForState, type ShippingMethodRow } from './shipping.ts';

export const EMPTY_CART_MESSAGE = 'O seu carrinho está vazio.';
const NOT_IN_CART = 'Este produto não está no seu carrinho.';

/** A variant id of 0 is stored as null (a product without variants). */
const variantColumn = (variantId: number) => (variantId ? eq(cartItems.variantId, variantId) : sql`${cartItems.variantId} is null`);

/**
 * Creates the customer's cart if needed and locks its row for the rest of the transaction:
 * every change to one customer's cart (and placing their order) happens one at a time.
 */
export async function lockCart(tx: Db, customerId: number): Promise<{ couponId: number | null }> {
  const [row] = await tx
    .insert(carts)
    .values({ customerId })
    .onConflictDoUpdate({ target: carts.customerId, set: { updatedAt: sql`now()` } })
    .returning({ couponId: carts.couponId });
  return { couponId: row?.couponId ?? null };
}

export interface StoredLine {
  cartId: number;
  productId: number;
  variantId: number;
  qty: number;
}

export async function readCartLines(db: Db, customerId: number): Promise<StoredLine[]> {
  const rows = await db
    .select({ cartId: cartItems.id, productId: cartItems.productId, variantId: cartItems.variantId, qty: cartItems.qty })
    .from(cartItems)
    .where(eq(cartItems.customerId, customerId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map((r) => ({ ...r, variantId: r.variantId ?? 0 }));
}

export interface PricedCart {
  lines: (PricedLine & { cartId: number })[];
  coupon: CouponRow | null;
  /** set when the coupon still counts (it may give 0 below the minimum spend) */
  couponApplies: boolean;
  totals: CartTotals;
  notices: string[];
  shipping: ShippingMethodRow | null;
}

/**
 * Prices the customer's cart and re-checks its coupon. A coupon that can no longer be used is
 * dropped from the cart (with a notice); one below its minimum spend stays and gives nothing.
 */
export async function priceCart(
  db: Db,
  customerId: number,
  options: { dropInvalidCoupon?: boolean; shipping?: ShippingMethodRow | null } = {},
): Promise<PricedCart> {
  const stored = await readCartLines(db, customerId);
  const priced = await priceLines(db, stored);
  const lines = priced.map((p, i) => ({ ...p, cartId: stored[i]!.cartId }));
  const notices: string[] = [];
  const [cart] = await db.select({ couponId: carts.couponId }).from(carts).where(eq(carts.customerId, customerId));
  let coupon: CouponRow | null = null;
  if (cart?.couponId) {
    const [row] = await db.select().from(coupons).where(eq(coupons.id, cart.couponId));
    const problem = row ? await couponProblem(db, row, customerId) : COUPON_NOT_FOUND;
    if (row && !problem) coupon = row;
    else {
      notices.push(row ? `O cupão ${row.code} foi removido: ${problem}` : `O cupão foi removido: ${problem}`);
      if (options.dropInvalidCoupon !== false) await db.update(carts).set({ couponId: null }).where(eq(carts.customerId, customerId));
    }
  }
  const shipping = options.shipping ?? null;
  const totals = computeCartTotals({ lines: lines.map(toTotalsLine), coupon: coupon ? toTotalsCoupon(coupon) : null, shippingCents: shipping?.costCents ?? 0,
    freeShippingFromCents: STORE_PROFILE.freeDeliveryFromCents,
  });
  if (coupon && !totals.couponApplies && lines.length > 0) notices.push(minSpendNotice(coupon));
  return { lines, coupon, couponApplies: totals.couponApplies, totals, notices, shipping };
}

export const toTotalsLine = (l: PricedLine) => ({ unitPriceCents: l.unitPriceCents, originalUnitPriceCents: l.originalUnitPriceCents, qty: l.qty });

export function toWireLine(line: PricedLine & { cartId: number }, lineTotalCents: number): CartLine {
  return {
    cart_id: line.cartId,
    product_id: line.productId,
    variant_id: line.variantId,
    name: line.name ?? 'Produto indisponível',
    image: line.image,
    variant_name: line.variantName,
    orignal_price: centsToWire(line.originalUnitPriceCents),
    final_price: centsToWire(line.unitPriceCents),
    line_total: centsToWire(lineTotalCents),
    qty: line.qty,
    stock: line.stock,
    available: line.problem === null,
    notice: problemNotice(line),
  };
}

export function toWireCoupon(coupon: CouponRow, totals: CartTotals): CouponInfo {
  return {
    coupon_id: coupon.id,
    coupon_name: coupon.label,
    coupon_code: coupon.code,
    coupon_discount_type: coupon.discountType,
    coupon_value: coupon.discountType === 'percentage' ? String(coupon.amount) : centsToWire(coupon.amount),
    coupon_discount_number: coupon.discountType === 'percentage' ? `${coupon.amount}%` : formatMoney(coupon.amount),
    coupon_discount_amount: centsToWire(totals.discountCents),
    coupon_final_amount: centsToWire(totals.subtotalCents - totals.discountCents),
    min_spend: centsToWire(coupon.minSpendCents),
    applies: totals.couponApplies,
  };
}

export function toWireCart(priced: Pick<PricedCart, 'lines' | 'coupon' | 'totals' | 'notices' | 'shipping'>): Cart {
  const { totals } = priced;
  return {
    product_list: priced.lines.map((l, i) => toWireLine(l, totals.lineTotalsCents[i]!)),
    sub_total: centsToWire(totals.subtotalCents),
    total_sub_price: centsToWire(totals.originalSubtotalCents),
    coupon_info: priced.coupon ? toWireCoupon(priced.coupon, totals) : null,
    discount: centsToWire(totals.discountCents),
    shipping: centsToWire(totals.shippingCents),
    shipping_method: priced.shipping ? { id: priced.shipping.id, method_name: priced.shipping.name, estimated_days: priced.shipping.estimatedDays } : null,
    tax: centsToWire(totals.taxCents),
    final_price: centsToWire(totals.totalCents),
    cart_total_product: totals.lineCount,
    cart_total_qty: totals.totalQty,
    notices: priced.notices,
    can_checkout: priced.lines.length > 0 && priced.lines.every((l) => l.problem === null),
  };
}

export async function cartView(db: Db, customerId: number, delivery: { methodId?: number; stateId?: number } = {}): Promise<Cart> {
  const shipping = delivery.methodId ? await methodForState(db, delivery.methodId, delivery.stateId) : null;
  return toWireCart(await priceCart(db, customerId, { shipping }));
}

function stockError(stock: number, inCart: number): AppError {
  if (stock === 0) return new AppError('OUT_OF_STOCK', 'Este produto está esgotado (sem stock).');
  const base = stock === 1 ? 'Só resta 1 unidade em stock' : `Só restam ${stock} unidades em stock`;
  return new AppError('OUT_OF_STOCK', inCart > 0 ? `${base} e já tem ${inCart} no carrinho.` : `${base}.`, { data: { stock, in_cart: inCart } });
}

async function currentQty(tx: Db, customerId: number, productId: number, variantId: number): Promise<number> {
  const [row] = await tx
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, productId), variantColumn(variantId)));
  return row?.qty ?? 0;
}

/** Checks that `qty` of a product can be in the cart, and returns its priced line. */
async function checkLine(tx: Db, productId: number, variantId: number, qty: number, inCart: number): Promise<PricedLine> {
  const [line] = await priceLines(tx, [{ productId, variantId, qty }]);
  if (!line || line.problem === 'missing' || line.problem === 'inactive') throw notFound('Produto não encontrado.');
  if (line.problem === 'needs_variant') throw new AppError('VALIDATION_FAILED', 'Escolha uma opção deste produto.');
  if (line.problem === 'bad_variant') throw new AppError('VALIDATION_FAILED', 'A opção escolhida não existe para este produto.');
  if (qty > MAX_LINE_QTY) throw new AppError('VALIDATION_FAILED', `A quantidade máxima por produto é ${MAX_LINE_QTY}.`);
  if (line.stock < qty) throw stockError(line.stock, inCart);
  return line;
}

async function setLineQty(tx: Db, customerId: number, productId: number, variantId: number, qty: number) {
  await tx
    .insert(cartItems)
    .values({ customerId, productId, variantId: variantId || null, qty })
    .onConflictDoUpdate({ target: [cartItems.customerId, cartItems.productId, cartItems.variantId], set: { qty, updatedAt: sql`now()` } });
}

async function lineCount(tx: Db, customerId: number) {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.customerId, customerId));
  return Number(row?.n ?? 0);
}

export async function addToCart(db: Db, customerId: number, input: { productId: number; variantId: number; qty: number }): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    const inCart = await currentQty(tx, customerId, input.productId, input.variantId);
    if (inCart === 0 && (await lineCount(tx, customerId)) >= MAX_CART_LINES) {
      throw new AppError('CONFLICT', `O carrinho pode ter no máximo ${MAX_CART_LINES} produtos diferentes.`);
    }
    await checkLine(tx, input.productId, input.variantId, inCart + input.qty, inCart);
    await setLineQty(tx, customerId, input.productId, input.variantId, inCart + input.qty);
    return cartView(tx, customerId);
  });
}

export async function changeQty(
  db: Db,
  customerId: number,
  input: { productId: number; variantId: number; direction: 'increase' | 'decrease'; by: number },
): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    const inCart = await currentQty(tx, customerId, input.productId, input.variantId);
    if (inCart === 0) throw notFound(NOT_IN_CART);
    const next = input.direction === 'increase' ? inCart + input.by : inCart - input.by;
    if (next <= 0) {
      await tx.delete(cartItems).where(and(eq(cartItems.customerId, customerId), eq(cartItems.productId, input.productId), variantColumn(input.variantId)));
    } else {
      // Lowering a quantity is always allowed, even when stock fell below it meanwhile.
      if (next > inCart) await checkLine(tx, input.productId, input.variantId, next, inCart);
      await setLineQty(tx, customerId, input.productId, input.variantId, next);
    }
    return cartView(tx, customerId);
  });
}

export async function removeFromCart(db: Db, customerId: number, input: { productId: number; variantId: number | null }): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    const where = [eq(cartItems.customerId, customerId), eq(cartItems.productId, input.productId)];
    if (input.variantId !== null) where.push(variantColumn(input.variantId));
    const removed = await tx.delete(cartItems).where(and(...where)).returning({ id: cartItems.id });
    if (removed.length === 0) throw notFound(NOT_IN_CART);
    return cartView(tx, customerId);
  });
}

/** Checked against the server's own cart: the client never sends a subtotal. */
export async function applyCoupon(db: Db, customerId: number, code: string): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    const coupon = await findCouponByCode(tx, code);
    if (!coupon) throw new AppError('COUPON_INVALID', COUPON_NOT_FOUND);
    const lines = await priceLines(tx, await readCartLines(tx, customerId));
    if (lines.length === 0) throw new AppError('CONFLICT', 'Adicione produtos ao carrinho antes de aplicar um cupão.');
    const problem = await couponProblem(tx, coupon, customerId);
    if (problem) throw new AppError('COUPON_INVALID', problem);
    const totals = computeCartTotals({ lines: lines.map(toTotalsLine), coupon: toTotalsCoupon(coupon) });
    if (!totals.couponApplies) throw new AppError('COUPON_INVALID', minSpendNotice(coupon));
    await tx.update(carts).set({ couponId: coupon.id, updatedAt: sql`now()` }).where(eq(carts.customerId, customerId));
    return cartView(tx, customerId);
  });
}

export async function removeCoupon(db: Db, customerId: number): Promise<Cart> {
  return db.transaction(async (tx) => {
    await lockCart(tx, customerId);
    await tx.update(carts).set({ couponId: null, updatedAt: sql`now()` }).where(eq(carts.customerId, customerId));
    return cartView(tx, customerId);
  });
}

/** Prices a guest's local cart with the same rules and the same totals function (no coupon for guests). */
export async function guestCartView(db: Db, items: { product_id: number; variant_id: number; qty: number }[]): Promise<Cart> {
  const merged = new Map<string, { productId: number; variantId: number; qty: number }>();
  for (const i of items) {
    const key = `${i.product_id}:${i.variant_id}`;
    const prev = merged.get(key);
    merged.set(key, { productId: i.product_id, variantId: i.variant_id, qty: Math.min(MAX_LINE_QTY, (prev?.qty ?? 0) + i.qty) });
  }
  const priced = await priceLines(db, [...merged.values()]);
  const lines = priced.map((p) => ({ ...p, cartId: 0 }));
  const totals = computeCartTotals({ lines: lines.map(toTotalsLine) });
  return toWireCart({ lines, coupon: null, totals, notices: [], shipping: null });
}
