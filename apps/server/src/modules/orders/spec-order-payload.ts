import { idFromText } from '@shop/contract/wire-input';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, carts, coupons } from '../../db/schema.ts';
import { applyCoupon } from '../cart/service.ts';
import { resolveCityId } from '../locations/service.ts';

type Raw = Record<string, unknown>;

const isObject = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);

/** Objects may also arrive as JSON text (the original client serialised some of them). */
function objectField(v: unknown): Raw | null {
  if (isObject(v)) return v;
  if (typeof v !== 'string' || !v.trim().startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(v);
    return isObject(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const first = (...values: unknown[]) => values.find((v) => v !== undefined && v !== null && text(v) !== '');

/** The spec's order-save payload (spec 2 §3, §7): a billing_info object, camelCase or snake_case names. */
export function isSpecOrderPayload(raw: unknown): raw is Raw {
  return isObject(raw) && (objectField(raw.billing_info) !== null || objectField(raw.billingInfo) !== null || raw.paymentType !== undefined);
}

export interface SpecCoupon {
  code: string | null;
  id: number | null;
}

/** What coupon_info names, if anything: the original client sends back the object /apply-coupon gave it. */
export function specCoupon(raw: Raw): SpecCoupon | null {
  const info = objectField(raw.coupon_info) ?? objectField(raw.couponInfo);
  if (!info) return null;
  const code = text(info.coupon_code ?? info.code);
  const id = idFromText(text(info.coupon_id));
  if (!code && id === null) return null;
  return { code: code || null, id };
}

/**
 * Maps the spec's order-save payload onto the flat checkout body (`placeOrderRequest`). The
 * delivery address is `delivery_*` when the client sent one, else the billing address; the
 * proof of a transfer follows with /order-proof, as the original client had no call for it.
 */
export async function fromSpecOrderPayload(db: Db, raw: Raw): Promise<Raw> {
  const b = objectField(raw.billing_info) ?? objectField(raw.billingInfo) ?? {};
  const useDelivery = text(b.delivery_address) !== '';
  const pick = (field: string) => (useDelivery ? first(b[`delivery_${field}`], b[`billing_${field}`]) : b[`billing_${field}`]);
  const stateId = pick('state');
  const paymentType = first(raw.payment_type, raw.paymentType);
  const proofId = first(raw.proof_id, raw.proofId);
  return {
    theme_id: raw.theme_id,
    customer_id: first(raw.customer_id, raw.customerId),
    user_id: raw.user_id,
    payment_type: paymentType,
    wallet_provider: raw.wallet_provider,
    payer_phone: first(raw.payer_phone, b.billing_user_telephone),
    proof_id: proofId,
    proof_later: !proofId,
    method_id: first(raw.method_id, raw.methodId, raw.shipping_id) ?? null,
    price: first(raw.price) ?? null,
    first_name: first(b.firstname, b.first_name),
    last_name: first(b.lastname, b.last_name),
    email: b.email,
    phone: first(b.billing_user_telephone, b.telephone, b.phone),
    address: useDelivery ? b.delivery_address : b.billing_address,
    bairro: first(b.bairro, b.delivery_bairro),
    reference_point: first(b.reference_point, b.landmark),
    postcode: text(useDelivery ? first(b.delivery_postcode, b.delivery_postecode, b.billing_postecode) : first(b.billing_postecode, b.billing_postcode)) || undefined,
    country_id: pick('country'),
    state_id: stateId,
    city_id: await resolveCityId(db, stateId, pick('city')),
    delivery_comment: first(raw.delivery_comment, raw.deliveryComment, raw.additional_note, raw.payment_comment),
  };
}

/**
 * The coupon the client names is the one the order gets: applied to the cart when it is not the
 * cart's already (an invalid one is refused as /apply-coupon refuses it). An empty cart is left
 * alone, so a replayed Idempotency-Key still finds its order.
 */
export async function applySpecCoupon(db: Db, customerId: number, coupon: SpecCoupon | null): Promise<void> {
  if (!coupon) return;
  const [hasLines] = await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.customerId, customerId)).limit(1);
  if (!hasLines) return;
  const [current] = await db.select({ id: coupons.id, code: coupons.code }).from(carts).innerJoin(coupons, eq(coupons.id, carts.couponId)).where(eq(carts.customerId, customerId));
  if (current && (current.code === coupon.code?.toUpperCase() || current.id === coupon.id)) return;
  let code = coupon.code;
  if (!code && coupon.id) [{ code } = { code: null }] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, coupon.id));
  if (code) await applyCoupon(db, customerId, code);
}
