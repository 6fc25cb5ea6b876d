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

/**
 * How the goods reach the customer, fixed when the order is placed from the chosen method: brought
 * or sent to an address (`delivery`), or collected at the clinic (`pickup`, decision 147).
 */
export const FULFILMENTS = ['delivery', 'pickup'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

/**
 * The one word for each status (decision 147), the only table every screen, e-mail and export
 * reads: `label` as the customer and the lists show it ("o pedido"), `action` as the back office's
 * button ("a encomenda"). A pick-up order is made ready and collected, never sent.
 */
export const ORDER_STATUS_WORDS: Record<Fulfilment, Record<OrderStatus, { label: string; action: string }>> = {
  delivery: {
    0: { label: 'Pendente', action: 'Pendente' },
    1: { label: 'Confirmado', action: 'Confirmar' },
    2: { label: 'Em preparação', action: 'Marcar como em preparação' },
    3: { label: 'Enviado', action: 'Marcar como enviada' },
    4: { label: 'Entregue', action: 'Marcar como entregue' },
    5: { label: 'Cancelado', action: 'Cancelar encomenda' },
  },
  pickup: {
    0: { label: 'Pendente', action: 'Pendente' },
    1: { label: 'Confirmado', action: 'Confirmar' },
    2: { label: 'Pronto para levantamento', action: 'Marcar como pronta para levantamento' },
    3: { label: 'Enviado', action: 'Marcar como enviada' },
    4: { label: 'Levantado', action: 'Marcar como levantada' },
    5: { label: 'Cancelado', action: 'Cancelar encomenda' },
  },
};

/** The label of a delivery order's status (the spec's lists; pick-up orders read `orderStatusLabel`). */
export const ORDER_STATUS_LABEL: Record<OrderStatus, string> = {
  0: ORDER_STATUS_WORDS.delivery[0].label,
  1: ORDER_STATUS_WORDS.delivery[1].label,
  2: ORDER_STATUS_WORDS.delivery[2].label,
  3: ORDER_STATUS_WORDS.delivery[3].label,
  4: ORDER_STATUS_WORDS.delivery[4].label,
  5: ORDER_STATUS_WORDS.delivery[5].label,
};

export const isFulfilment = (value: unknown): value is Fulfilment => typeof value === 'string' && (FULFILMENTS as readonly string[]).includes(value);

/** The status's word for this order; an unknown status shows its raw value (spec). */
export const orderStatusLabel = (status: number, fulfilment: string = 'delivery'): string =>
  ORDER_STATUS_WORDS[isFulfilment(fulfilment) ? fulfilment : 'delivery'][status as OrderStatus]?.label ?? String(status);

/** The packing slip's name: a pick-up order's goods wait at the clinic, so its slip is not a "guia de remessa". */
export const PACKING_SLIP: Record<Fulfilment, { title: string; file: string }> = {
  delivery: { title: 'Guia de remessa', file: 'guia-de-remessa' },
  pickup: { title: 'Guia de levantamento', file: 'guia-de-levantamento' },
};
export const packingSlipOf = (fulfilment: string) => PACKING_SLIP[isFulfilment(fulfilment) ? fulfilment : 'delivery'];

export const orderStatusAction = (status: number, fulfilment: string = 'delivery'): string =>
  ORDER_STATUS_WORDS[isFulfilment(fulfilment) ? fulfilment : 'delivery'][status as OrderStatus]?.action ?? String(status);

/**
 * Who may move an order where, per fulfilment. A customer only ever cancels a pending order; every
 * other move is staff's. A delivery order is prepared, sent (with its courier) and then delivered;
 * a pick-up order is made ready at the clinic and then collected: it is never sent, and a
 * delivery order is never "collected" straight from the shelf.
 */
export const ORDER_FLOWS: Record<Fulfilment, Record<OrderStatus, readonly OrderStatus[]>> = {
  delivery: {
    0: [1, 5],
    1: [2, 3, 5],
    2: [3, 5],
    3: [4],
    4: [],
    5: [],
  },
  pickup: {
    0: [1, 5],
    1: [2, 5],
    2: [4, 5],
    3: [4],
    4: [],
    5: [],
  },
};

/** The delivery flow (the spec's order). */
export const ORDER_TRANSITIONS = ORDER_FLOWS.delivery;

export const canTransitionOrder = (from: OrderStatus, to: OrderStatus, fulfilment: Fulfilment = 'delivery') => ORDER_FLOWS[fulfilment][from].includes(to);

/** Why this move does not fit the order's way of reaching the customer (null when it does). */
export function fulfilmentMoveProblem(fulfilment: Fulfilment, from: OrderStatus, to: OrderStatus): string | null {
  if (canTransitionOrder(from, to, fulfilment) || !canTransitionOrder(from, to, fulfilment === 'pickup' ? 'delivery' : 'pickup')) return null;
  return fulfilment === 'pickup'
    ? 'Esta encomenda é para levantamento na clínica: não é enviada. Marque-a como pronta para levantamento e depois como levantada.'
    : 'Esta encomenda é para entrega: não é levantada na clínica. Marque-a como enviada, com a transportadora, e depois como entregue.';
}

/** Where the customer may pick a courier from; anything else may be typed. */
export const COURIER_SUGGESTIONS = ['Estafeta da loja', 'Correios de Moçambique', 'DHL Express', 'Transportadora interprovincial'] as const;

/** A shipment's courier (required) and tracking number (optional), checked the same on both sides. */
export function shipmentProblem(input: { courier?: string | null; trackingNumber?: string | null }): { field: 'courier' | 'tracking_number'; message: string } | null {
  const courier = input.courier?.trim() ?? '';
  if (!courier) return { field: 'courier', message: 'Indique a transportadora (ou «Estafeta da loja»).' };
  if (courier.length > 80) return { field: 'courier', message: 'O nome da transportadora é demasiado longo (máximo 80 caracteres).' };
  const tracking = input.trackingNumber?.trim() ?? '';
  if (tracking.length > 80) return { field: 'tracking_number', message: 'O número de seguimento é demasiado longo (máximo 80 caracteres).' };
  return null;
}

export const isOrderStatus = (value: unknown): value is OrderStatus => typeof value === 'number' && (ORDER_STATUSES as readonly number[]).includes(value);

/** Text (also the misspelt "comfirmed" some lists carry) or number to a status; unknown gives null. */
export function parseOrderStatus(value: string | number): OrderStatus | null {
  if (typeof value === 'number') return isOrderStatus(value) ? value : null;
  const text = value.trim().toLowerCase().replace(/[_-]/g, ' ');
  if (/^\d$/.test(text)) return parseOrderStatus(Number(text));
  if (text === 'comfirmed') return 1;
  const found = ORDER_STATUSES.find((s) => ORDER_STATUS_TEXT[s] === text || FULFILMENTS.some((f) => ORDER_STATUS_WORDS[f][s].label.toLowerCase() === text));
  return found ?? null;
}

const TRACKING_STEPS = ['Pedido Confirmado', 'Em Preparação', 'Enviado', 'Entregue'] as const;

/** A pick-up order's four steps: it is made ready at the clinic and collected, never sent. */
const PICKUP_TRACKING_STEPS = ['Pedido Confirmado', 'Em Preparação', 'Pronto para levantamento', 'Levantado'] as const;

/** The first step is only "confirmed" once staff have confirmed it; before that it was received (spec README). */
const TRACKING_RECEIVED = 'Pedido recebido';

/** The 4 step labels for an order in this status. */
export const trackingStepLabels = (status: OrderStatus, fulfilment: Fulfilment = 'delivery'): string[] =>
  (fulfilment === 'pickup' ? PICKUP_TRACKING_STEPS : TRACKING_STEPS).map((label, i) => (i === 0 && status === ORDER_STATUS.pending ? TRACKING_RECEIVED : label));

/** What the customer is told about an order, in one headline and one sentence, per status. */
export const ORDER_STATUS_HEADLINE: Record<OrderStatus, string> = {
  [ORDER_STATUS.pending]: 'Pedido recebido',
  [ORDER_STATUS.confirmed]: 'Pedido confirmado',
  [ORDER_STATUS.pickedUp]: 'Pedido em preparação',
  [ORDER_STATUS.shipped]: 'Pedido enviado',
  [ORDER_STATUS.delivered]: 'Pedido entregue',
  [ORDER_STATUS.cancelled]: 'Pedido cancelado',
};

/** The headline for this order: a pick-up order is ready and collected, not prepared for sending and delivered. */
export const orderHeadline = (status: OrderStatus, fulfilment: Fulfilment = 'delivery'): string =>
  fulfilment === 'pickup' && status === ORDER_STATUS.pickedUp ? 'Pedido pronto para levantamento'
    : fulfilment === 'pickup' && status === ORDER_STATUS.delivered ? 'Pedido levantado'
      : ORDER_STATUS_HEADLINE[status];

/**
 * The tracking notice: true to what has happened, with the delivery estimate only while it is still
 * ahead; for a pick-up order, where and when to collect it.
 */
export function trackingNotice(status: OrderStatus, estimate: string, fulfilment: Fulfilment = 'delivery'): string {
  if (fulfilment === 'pickup') {
    switch (status) {
      case ORDER_STATUS.pending:
        return 'Recebemos o seu pedido. Confirmamo-lo assim que verificarmos o pagamento e avisamos por e-mail quando estiver pronto para levantar na clínica.';
      case ORDER_STATUS.confirmed:
        return 'O seu pedido está confirmado e vamos prepará-lo. Avisamos por e-mail quando estiver pronto para levantar na clínica.';
      case ORDER_STATUS.pickedUp:
        return 'O seu pedido está pronto para levantamento na clínica. Traga a referência do pedido.';
      case ORDER_STATUS.delivered:
        return 'Pedido levantado na clínica. Obrigado pela sua compra!';
      default:
        break;
    }
  }
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

/**
 * Spec 2 §4: 4+ → 3, 3 → 2, 2 → 1, lower → 0. A cancelled order has no step (null). A pick-up
 * order that is ready stands on its third step ("Pronto para levantamento"), collected on the fourth.
 */
export function trackingStep(status: OrderStatus, fulfilment: Fulfilment = 'delivery'): 0 | 1 | 2 | 3 | null {
  if (status === ORDER_STATUS.cancelled) return null;
  if (status >= ORDER_STATUS.delivered) return 3;
  if (status === ORDER_STATUS.shipped) return 2;
  if (status === ORDER_STATUS.pickedUp) return fulfilment === 'pickup' ? 2 : 1;
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
