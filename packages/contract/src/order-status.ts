/**
 * Order, payment and return states: the numbers and words the API speaks, the labels the
 * storefront shows, and the transition tables. Pure data (no zod) so the browser may import it.
 */

/** api-notes.md: 0 pending … 5 cancelled. */
export const ORDER_STATUS = { pending: 0, confirmed: 1, pickedUp: 2, shipped: 3, delivered: 4, cancelled: 5 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES: readonly OrderStatus[] = [0, 1, 2, 3, 4, 5];

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  0: 'pending',
  1: 'confirmed',
  2: 'picked up',
  3: 'shipped',
  4: 'delivered',
  5: 'cancelled',
};

export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  0: 'Pendente',
  1: 'Confirmado',
  2: 'Coletado',
  3: 'Enviado',
  4: 'Entregue',
  5: 'Cancelado',
};

/**
 * Who may move an order where. A customer only ever cancels a pending order; every other move is
 * staff's. Confirmed orders may go straight to delivered (collected at the clinic).
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  0: [1, 5],
  1: [2, 3, 4, 5],
  2: [3, 4, 5],
  3: [4],
  4: [],
  5: [],
};

export const canTransitionOrder = (from: OrderStatus, to: OrderStatus) => ORDER_TRANSITIONS[from].includes(to);

export const isOrderStatus = (value: unknown): value is OrderStatus => typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);

/** Text (also the misspelt "comfirmed" some lists carry) or number to a status; unknown gives null. */
export function parseOrderStatus(value: string | number): OrderStatus | null {
  if (typeof value === 'number') return isOrderStatus(value) ? value : null;
  const text = value.trim().toLowerCase().replace(/[_-]/g, ' ');
  if (/^\d$/.test(text)) return parseOrderStatus(Number(text));
  if (text === 'comfirmed') return 1;
  const found = ORDER_STATUSES.find((s) => ORDER_STATUS_TEXT[s] === text || ORDER_STATUS_LABEL[s].toLowerCase() === text);
  return found ?? null;
}

export const TRACKING_STEPS = ['Pedido Confirmado', 'Em Preparação', 'Enviado', 'Entregue'] as const;

/** The first step is only "confirmed" once staff have confirmed it; before that it was received (spec README). */
export const TRACKING_RECEIVED = 'Pedido recebido';

/** The 4 step labels for an order in this status. */
export const trackingStepLabels = (status: OrderStatus): string[] =>
  TRACKING_STEPS.map((label, i) => (i === 0 && status === ORDER_STATUS.pending ? TRACKING_RECEIVED : label));

/** What the customer is told about an order, in one headline and one sentence, per status. */
export const ORDER_STATUS_HEADLINE: Record<OrderStatus, string> = {
  [ORDER_STATUS.pending]: 'Pedido recebido',
  [ORDER_STATUS.confirmed]: 'Pedido confirmado',
  [ORDER_STATUS.pickedUp]: 'Pedido em preparação',
  [ORDER_STATUS.shipped]: 'Pedido enviado',
  [ORDER_STATUS.delivered]: 'Pedido entregue',
  [ORDER_STATUS.cancelled]: 'Pedido cancelado',
};

/** The tracking notice: true to what has happened, with the delivery estimate only while it is still ahead. */
export function trackingNotice(status: OrderStatus, estimate: string): string {
  switch (status) {
    case ORDER_STATUS.pending:
      return `Recebemos o seu pedido. Confirmamo-lo assim que verificarmos o pagamento; a entrega conta a partir daí (${estimate}).`;
    case ORDER_STATUS.confirmed:
      return `O seu pedido está confirmado e vamos prepará-lo. Entrega prevista: ${estimate}.`;
    case ORDER_STATUS.pickedUp:
      return `Estamos a preparar o seu pedido para envio. Entrega prevista: ${estimate}.`;
    case ORDER_STATUS.shipped:
      return 'O seu pedido foi enviado e está a caminho. Avisamos quando for entregue.';
    case ORDER_STATUS.delivered:
      return 'Pedido entregue. Obrigado pela sua compra!';
    case ORDER_STATUS.cancelled:
      return 'Este pedido foi cancelado.';
  }
}

/** Spec 2 §4: 4+ → 3, 3 → 2, 2 → 1, lower → 0. A cancelled order has no step (null). */
export function trackingStep(status: OrderStatus): 0 | 1 | 2 | 3 | null {
  if (status === ORDER_STATUS.cancelled) return null;
  if (status >= ORDER_STATUS.delivered) return 3;
  if (status === ORDER_STATUS.shipped) return 2;
  if (status === ORDER_STATUS.pickedUp) return 1;
  return 0;
}

/** The progress bar fills to (step + 1) / 4. */
export const trackingProgress = (step: number | null) => (step === null ? 0 : (step + 1) / TRACKING_STEPS.length);

// --- payment ---------------------------------------------------------------------------------

/**
 * One field for what the shopper sees about paying. Before any money arrives it follows the proof
 * (awaiting → under review → rejected …) or says the money is due on delivery; once a payment or
 * refund row exists the database sets it from the rows (paid, partly paid, partly refunded,
 * refunded; migration 0008, `moneyStatus` in payments.ts) and nobody sets those by hand.
 */
export const PAYMENT_STATUSES = ['awaiting_proof', 'under_review', 'paid', 'rejected', 'on_delivery', 'partly_paid', 'partly_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The states the database derives from payment and refund rows. */
export const MONEY_PAYMENT_STATUSES = ['partly_paid', 'paid', 'partly_refunded', 'refunded'] as const satisfies readonly PaymentStatus[];

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  awaiting_proof: 'A aguardar comprovativo',
  under_review: 'Comprovativo em verificação',
  paid: 'Pago',
  rejected: 'Comprovativo recusado',
  on_delivery: 'Pagamento na entrega',
  partly_paid: 'Parcialmente pago',
  partly_refunded: 'Parcialmente reembolsado',
  refunded: 'Reembolsado',
};

/**
 * The proof's own moves (the only ones `transitionPayment` makes): a proof goes under review and is
 * rejected with a reason, and a new proof puts it back under review. Approving a proof records a
 * payment row instead, and the database moves the status to paid.
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  awaiting_proof: ['under_review'],
  under_review: ['rejected'],
  rejected: ['under_review'],
  partly_paid: ['under_review'],
  on_delivery: [],
  paid: [],
  partly_refunded: [],
  refunded: [],
};

export const canTransitionPayment = (from: PaymentStatus, to: PaymentStatus) => PAYMENT_TRANSITIONS[from].includes(to);

export const PAYMENT_TYPES = ['bank_transfer', 'mobile_wallet', 'cash_on_delivery', 'mpesa_on_delivery'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const PAYMENT_TYPE_LABEL: Record<PaymentType, string> = {
  bank_transfer: 'Transferência bancária',
  mobile_wallet: 'Carteira móvel (M-Pesa / e-Mola)',
  cash_on_delivery: 'Dinheiro na entrega',
  mpesa_on_delivery: 'M-Pesa na entrega',
};

export const WALLET_PROVIDERS = ['mpesa', 'emola'] as const;
export type WalletProvider = (typeof WALLET_PROVIDERS)[number];
export const WALLET_PROVIDER_LABEL: Record<WalletProvider, string> = { mpesa: 'M-Pesa', emola: 'e-Mola' };

export const isPayOnDelivery = (type: PaymentType) => type === 'cash_on_delivery' || type === 'mpesa_on_delivery';

// --- returns ---------------------------------------------------------------------------------

export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'completed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABEL: Record<ReturnStatus, string> = {
  requested: 'Devolução solicitada',
  approved: 'Devolução aprovada',
  rejected: 'Devolução recusada',
  completed: 'Devolvido',
};

/** Staff decide a request; an approved return is completed once the product is back. */
export const RETURN_TRANSITIONS: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['completed'],
  rejected: [],
  completed: [],
};

export const canTransitionReturn = (from: ReturnStatus, to: ReturnStatus) => RETURN_TRANSITIONS[from].includes(to);

/** Why a customer returns goods: the list they choose from (the spec's client sends none: `other`). */
export const RETURN_REASONS = ['damaged', 'wrong_item', 'not_as_described', 'reaction', 'changed_mind', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABEL: Record<ReturnReason, string> = {
  damaged: 'Chegou danificado ou aberto',
  wrong_item: 'Recebi o produto errado',
  not_as_described: 'Não corresponde à descrição',
  reaction: 'Causou-me reação ou alergia',
  changed_mind: 'Já não quero o produto',
  other: 'Outro motivo',
};

/** How many units of a line may still be asked back: bought less what is already asked (refused requests give it back). */
export const returnableQty = (lineQty: number, askedQty: number) => Math.max(0, lineQty - askedQty);

/**
 * What returned units are worth to the customer: their price less their share of the coupon's
 * discount (the discount was taken off the goods' subtotal, so each unit carries its part of it),
 * rounded to the cent. Delivery is not part of it.
 */
export function returnValueCents(input: { unitPriceCents: number; qty: number; subtotalCents: number; discountCents: number }): number {
  const goods = input.unitPriceCents * input.qty;
  if (input.subtotalCents <= 0 || input.discountCents <= 0) return goods;
  const discountShare = Math.round((input.discountCents * goods) / input.subtotalCents);
  return Math.max(0, goods - Math.min(discountShare, input.discountCents));
}

/** The split of a received return: units back on the shelf and units written off (damaged); together the units returned. */
export function receiptProblem(qty: number, restockQty: number, writeOffQty: number): string | null {
  if (![restockQty, writeOffQty].every((n) => Number.isInteger(n) && n >= 0)) return 'Indique quantidades inteiras, zero ou mais.';
  if (restockQty + writeOffQty !== qty) return `As quantidades repostas e abatidas têm de somar ${qty} (as unidades devolvidas).`;
  return null;
}

/** The line's `return` flag as the spec reads it: 0 means not yet returned. */
export const RETURN_FLAG: Record<ReturnStatus, number> = { requested: 1, approved: 2, rejected: 3, completed: 4 };

/** Days after delivery during which a return may be requested (terms: returns within 30 days). */
export const RETURN_WINDOW_DAYS = 30;

// --- loyalty ---------------------------------------------------------------------------------

/** One point per 100 MT of delivered orders (after discounts, before delivery), less returned goods. */
export const LOYALTY_CENTS_PER_POINT = 10_000;
export const LOYALTY_RULE_TEXT = '1 ponto por cada 100 MT em encomendas entregues (sem portes; devoluções descontadas).';
export const loyaltyPoints = (eligibleCents: number) => Math.max(0, Math.floor(eligibleCents / LOYALTY_CENTS_PER_POINT));
