import { z } from 'zod';
import { idInput, integer } from './wire-input.ts';
import { identityFields, moneyInputSchema, pageSchema, paginatorSchema, wireMoneySchema } from './envelope.ts';
import { CHECKOUT_MESSAGES } from './checkout-messages.ts';
import { FULFILMENTS, PAYMENT_STATUSES, PAYMENT_TYPES, RETURN_REASONS, RETURN_STATUSES, WALLET_PROVIDERS, parseOrderStatus } from './order-status.ts';

const orderId = idInput('Pedido inválido.');
const required = (message: string, max = 200) => z.string({ message }).trim().min(1, message).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));

/** Spec's legacy words are read too: card/transfer are a transfer, cod the pay-on-delivery cash, mpesa/emola a wallet. */
const paymentType = z.preprocess(
  (v) => {
    const word = typeof v === 'string' ? v.trim().toLowerCase() : v;
    const aliases: Record<string, string> = { card: 'bank_transfer', transfer: 'bank_transfer', cod: 'cash_on_delivery', mpesa: 'mobile_wallet', emola: 'mobile_wallet', wallet: 'mobile_wallet' };
    return typeof word === 'string' ? (aliases[word] ?? word) : word;
  },
  z.enum(PAYMENT_TYPES, { message: 'Escolha um método de pagamento válido.' }),
);

const phone = z
  .string({ message: 'Indique o telefone.' })
  .trim()
  .min(1, 'Indique o telefone.')
  .refine((v) => /^\+?[\d\s()-]{9,20}$/.test(v) && v.replace(/\D/g, '').length >= 9 && v.replace(/\D/g, '').length <= 15, 'Indique um telefone válido.');

const locationId = (message: string) => idInput(message);

/**
 * The checkout submission. The customer comes from the token, the goods and the coupon from the
 * server cart; `price` is the total the shopper saw, and the order is refused if it differs.
 */
export const placeOrderRequest = z
  .object({
    ...identityFields,
    payment_type: paymentType,
    wallet_provider: z.enum(WALLET_PROVIDERS).optional(),
    payer_phone: optionalText(20),
    proof_id: z.string().uuid('Comprovativo inválido.').optional().nullable(),
    /** The proof follows with /order-proof (the spec's order-save sends none): the order waits for it. */
    proof_later: z.boolean().optional(),
    /** None: the cheapest method that delivers to the state. */
    method_id: idInput('Escolha o método de entrega.').optional().nullable(),
    /** The total the shopper saw; when sent, the order is refused if the server's total differs. */
    price: moneyInputSchema.optional().nullable(),
    first_name: required('Indique o nome.', 80),
    last_name: required('Indique o apelido.', 80),
    email: z.string({ message: 'Indique o e-mail.' }).trim().toLowerCase().email('Indique um e-mail válido.').max(254),
    phone,
    address: z.string({ message: CHECKOUT_MESSAGES.addressMissing }).trim().min(1, CHECKOUT_MESSAGES.addressMissing).max(300),
    bairro: optionalText(120),
    reference_point: optionalText(200),
    postcode: optionalText(20),
    country_id: locationId(CHECKOUT_MESSAGES.locationIncomplete),
    state_id: locationId(CHECKOUT_MESSAGES.locationIncomplete),
    city_id: locationId(CHECKOUT_MESSAGES.locationIncomplete),
    delivery_comment: optionalText(500),
  })
  .superRefine((body, ctx) => {
    if (body.payment_type === 'bank_transfer' && !body.proof_id && !body.proof_later) {
      ctx.addIssue({ code: 'custom', path: ['proof_id'], message: CHECKOUT_MESSAGES.proofMissing });
    }
  });
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;
export type PlaceOrderInput = z.output<typeof placeOrderRequest>;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{8,100}$/;

export const proofUploadResponse = z.object({
  proof_id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type ProofUpload = z.infer<typeof proofUploadResponse>;

export const addressInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  bairro: z.string().nullable(),
  reference_point: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string(),
  city_id: z.number().int(),
  state: z.string(),
  state_id: z.number().int(),
  country: z.string(),
  country_id: z.number().int(),
});
export type AddressInfo = z.infer<typeof addressInfoSchema>;

const orderLineSchema = z.object({
  line_id: z.number().int(),
  product_id: z.number().int().nullable(),
  variant_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  variant_name: z.string(),
  qty: z.number().int(),
  /** unit price before any sale */
  orignal_price: wireMoneySchema,
  /** unit price paid */
  final_price: wireMoneySchema,
  /** final_price × qty */
  line_total: wireMoneySchema,
  /** 0: not returned; otherwise RETURN_FLAG of its return request */
  return: z.number().int(),
  /** the latest return request's state for this line */
  return_status: z.enum(RETURN_STATUSES).nullable(),
  /** units asked back in requests not refused */
  returned_qty: z.number().int(),
  /** units that may still be asked back (0 when the window is closed or the product is gone) */
  returnable_qty: z.number().int(),
  can_return: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const orderCouponSchema = z.object({
  coupon_code: z.string(),
  /** the coupon's public label as it was when the order was placed */
  coupon_name: z.string(),
  coupon_discount_amount: wireMoneySchema,
});

/** Who carries a sent order and its tracking number (when the courier gives one). */
const shipmentSchema = z.object({ courier: z.string(), tracking_number: z.string().nullable(), shipped_at: z.string().nullable() });

export const orderDetailSchema = z.object({
  order_id: z.number().int(),
  reference: z.string(),
  order_id_string: z.string(),
  order_date: z.string(),
  order_status: z.number().int(),
  order_status_text: z.string(),
  order_status_label: z.string(),
  sub_total: wireMoneySchema,
  discount: wireMoneySchema,
  delivered_charge: wireMoneySchema,
  tax_price: wireMoneySchema,
  /** the order's total: sub_total − discount + delivered_charge + tax_price */
  final_price: wireMoneySchema,
  coupon_info: orderCouponSchema.nullable(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_status_label: z.string(),
  payment_rejection_reason: z.string().nullable(),
  /** sic: the original API's spelling */
  paymnet_type: z.enum(PAYMENT_TYPES),
  payment_type_label: z.string(),
  wallet_provider: z.enum(WALLET_PROVIDERS).nullable(),
  proof: z.object({ id: z.string(), name: z.string(), size: z.number().int(), mime: z.string() }).nullable(),
  delivery_method: z.object({ id: z.number().int().nullable(), name: z.string(), estimated_days: z.string() }),
  /** `pickup`: collected at the clinic (`pickup_place`), never sent (decision 147) */
  fulfilment: z.enum(FULFILMENTS),
  pickup_place: z.string().nullable(),
  shipment: shipmentSchema.nullable(),
  /** when the order was delivered; null until then */
  delivery_date: z.string().nullable(),
  product: z.array(orderLineSchema),
  item_count: z.number().int(),
  billing_informations: addressInfoSchema,
  delivery_informations: addressInfoSchema.extend({ comment: z.string().nullable() }),
  can_cancel: z.boolean(),
  can_upload_proof: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const placeOrderResponse = z.object({
  order_id: z.number().int(),
  reference: z.string(),
  order_id_string: z.string(),
  subtotal: wireMoneySchema,
  final_price: wireMoneySchema,
  payment_type: z.enum(PAYMENT_TYPES),
  payment_status: z.enum(PAYMENT_STATUSES),
  billing_information: addressInfoSchema,
  delivery_information: addressInfoSchema.extend({ comment: z.string().nullable() }),
  /** the order's lines, as the success page lists them */
  product: z.array(orderLineSchema),
  order: orderDetailSchema,
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponse>;

/** Status filter: all, a number 0–5 or its word (pending, confirmed, picked up, shipped, delivered, cancelled). */
const statusFilter = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === 'all') return null;
    const status = parseOrderStatus(v);
    if (status === null) {
      ctx.addIssue({ code: 'custom', message: 'Estado de encomenda desconhecido.' });
      return z.NEVER;
    }
    return status;
  });

export const orderListRequest = z.object({
  ...identityFields,
  page: pageSchema,
  per_page: integer({ min: 1, max: 50 }).default(10),
  search: z.string().trim().max(100).optional(),
  status: statusFilter,
});

export const orderListItemSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  order_id_string: z.string(),
  order_date: z.string(),
  delivery_date: z.string().nullable(),
  /** a number, not a decimal string: the original API cast this one field to a double and clients call amount.toFixed(2) */
  amount: z.number(),
  delivered_status: z.number().int(),
  delivered_status_string: z.string(),
  order_status_label: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_status_label: z.string(),
  item_count: z.number().int(),
  items_preview: z.array(z.object({ name: z.string(), image: z.string() })),
  /** 0: no return asked; otherwise RETURN_FLAG of the order's latest return request */
  return_status: z.number().int(),
  /** loyalty points this order earned (delivered goods after discount, less approved returns) */
  reward_points: z.number().int(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;
export const orderListResponse = paginatorSchema(orderListItemSchema);

export const orderIdRequest = z.object({ ...identityFields, order_id: orderId });

export const orderCancelRequest = z.object({ ...identityFields, order_id: orderId, reason: optionalText(300) });

/** The spec sends productId, variantId and orderId; snake_case is read too. */
export const productReturnRequest = z.preprocess(
  (raw) => {
    if (!raw || typeof raw !== 'object') return raw;
    const r = raw as Record<string, unknown>;
    return { ...r, order_id: r.order_id ?? r.orderId, product_id: r.product_id ?? r.productId, variant_id: r.variant_id ?? r.variantId };
  },
  z.object({
    ...identityFields,
    order_id: orderId,
    product_id: idInput('Produto inválido.'),
    variant_id: z
      .union([integer({ min: 0 }), z.null(), z.literal('')])
      .optional()
      .transform((v) => (v ? v : 0)),
    /** units to return; every unit still returnable when absent (the spec's client sends none) */
    qty: integer({ message: 'Quantidade inválida.', min: 1, minMessage: 'Indique pelo menos 1 unidade.' }).optional(),
    reason_code: z.enum(RETURN_REASONS, { message: 'Escolha o motivo da devolução.' }).optional().default('other'),
    /** the customer's own words (optional) */
    reason: optionalText(500),
  }),
);

export const productReturnResponse = z.object({
  return_id: z.number().int(),
  status: z.enum(RETURN_STATUSES),
  order: orderDetailSchema,
});

export const trackingResponse = z.object({
  order_id: z.number().int(),
  reference: z.string(),
  order_id_string: z.string(),
  order_date: z.string(),
  order_status: z.number().int(),
  order_status_label: z.string(),
  cancelled: z.boolean(),
  /** 0–3, or null for a cancelled order */
  step: z.number().int().nullable(),
  progress: z.number(),
  steps: z.array(z.object({ label: z.string(), reached: z.boolean(), date: z.string().nullable() })),
  delivery_date: z.string().nullable(),
  estimated_delivery: z.string(),
  fulfilment: z.enum(FULFILMENTS),
  pickup_place: z.string().nullable(),
  shipment: shipmentSchema.nullable(),
  events: z.array(z.object({ at: z.string(), label: z.string() })),
});
export type Tracking = z.infer<typeof trackingResponse>;

export const orderStatsResponse = z.object({
  orders_count: z.number().int(),
  /** total of every order that was not cancelled */
  total_spent: wireMoneySchema,
  points: z.number().int(),
});
export type OrderStats = z.infer<typeof orderStatsResponse>;

export const loyaltyRewardRequest = z.object(identityFields);
export const loyaltyRewardResponse = z.object({
  points: z.number().int(),
  /** delivered goods that count, after discounts and returns */
  eligible_total: wireMoneySchema,
  points_per: wireMoneySchema,
  rule: z.string(),
});
export type LoyaltyReward = z.infer<typeof loyaltyRewardResponse>;

export const loyaltyProgramResponse = z.object({
  name: z.string(),
  rule: z.string(),
  points_per: wireMoneySchema,
  description: z.string(),
});
