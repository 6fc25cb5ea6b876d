import { describe, expect, it } from 'vitest';
import {
  canTransitionOrder, canTransitionPayment, canTransitionReturn, loyaltyPoints, ORDER_STATUSES, ORDER_TRANSITIONS, parseOrderStatus,
  MONEY_PAYMENT_STATUSES, ORDER_STATUS, ORDER_STATUS_HEADLINE, PAYMENT_STATUSES, PAYMENT_TRANSITIONS, trackingNotice, trackingProgress, trackingStep,
  trackingStepLabels, receiptProblem, ORDER_FLOWS, FULFILMENTS, fulfilmentMoveProblem, orderStatusLabel, orderStatusAction, ORDER_STATUS_WORDS, shipmentProblem, orderHeadline, RETURN_REASON_LABEL, RETURN_REASONS, returnableQty, returnValueCents,
} from './order-status.ts';

describe('order status machine', () => {
  it('only pending and confirmed-or-later-but-undelivered orders can be cancelled', () => {
    expect(canTransitionOrder(0, 5)).toBe(true);
    expect(canTransitionOrder(1, 5)).toBe(true);
    expect(canTransitionOrder(3, 5)).toBe(false);
    expect(canTransitionOrder(4, 5)).toBe(false);
  });

  it('delivered and cancelled are final, and no status goes back', () => {
    expect(ORDER_TRANSITIONS[4]).toEqual([]);
    expect(ORDER_TRANSITIONS[5]).toEqual([]);
    for (const from of ORDER_STATUSES) for (const to of ORDER_TRANSITIONS[from]) expect(to > from).toBe(true);
  });

  it('reads numbers, texts, labels and the misspelt comfirmed', () => {
    expect(parseOrderStatus(3)).toBe(3);
    expect(parseOrderStatus('3')).toBe(3);
    expect(parseOrderStatus('picked up')).toBe(2);
    expect(parseOrderStatus('picked_up')).toBe(2);
    expect(parseOrderStatus('comfirmed')).toBe(1);
    expect(parseOrderStatus('Entregue')).toBe(4);
    expect(parseOrderStatus('lost')).toBeNull();
    expect(parseOrderStatus(9)).toBeNull();
  });

  it('maps statuses to the 4 tracking steps and the progress bar', () => {
    expect([0, 1, 2, 3, 4].map((s) => trackingStep(s as 0))).toEqual([0, 0, 1, 2, 3]);
    expect(trackingStep(5)).toBeNull();
    expect(trackingProgress(0)).toBe(0.25);
    expect(trackingProgress(3)).toBe(1);
    expect(trackingProgress(null)).toBe(0);
  });
});

describe('payment status machine', () => {
  it('a proof goes awaiting → under review, or rejected and back under review; money states are never a hand-made move', () => {
    expect(canTransitionPayment('awaiting_proof', 'under_review')).toBe(true);
    for (const from of PAYMENT_STATUSES) for (const to of MONEY_PAYMENT_STATUSES) expect(canTransitionPayment(from, to)).toBe(false);
    expect(canTransitionPayment('under_review', 'rejected')).toBe(true);
    expect(canTransitionPayment('rejected', 'under_review')).toBe(true);
    expect(canTransitionPayment('paid', 'under_review')).toBe(false);
    expect(canTransitionPayment('awaiting_proof', 'rejected')).toBe(false);
  });

  it('every target is a known status', () => {
    for (const from of PAYMENT_STATUSES) for (const to of PAYMENT_TRANSITIONS[from]) expect(PAYMENT_STATUSES).toContain(to);
  });
});

describe('returns and loyalty', () => {
  it('a return request is decided once', () => {
    expect(canTransitionReturn('requested', 'approved')).toBe(true);
    expect(canTransitionReturn('rejected', 'approved')).toBe(false);
    expect(canTransitionReturn('approved', 'completed')).toBe(true);
  });

  it('gives one point per whole 100 MT', () => {
    expect(loyaltyPoints(0)).toBe(0);
    expect(loyaltyPoints(9_999)).toBe(0);
    expect(loyaltyPoints(10_000)).toBe(1);
    expect(loyaltyPoints(258_050)).toBe(25);
    expect(loyaltyPoints(-500)).toBe(0);
  });
});

describe('what the customer is told', () => {
  it('calls a pending order received and only a confirmed one confirmed', () => {
    expect(trackingStepLabels(ORDER_STATUS.pending)[0]).toBe('Pedido recebido');
    expect(trackingStepLabels(ORDER_STATUS.confirmed)[0]).toBe('Pedido Confirmado');
    expect(ORDER_STATUS_HEADLINE[ORDER_STATUS.pending]).toBe('Pedido recebido');
    expect(ORDER_STATUS_HEADLINE[ORDER_STATUS.confirmed]).toBe('Pedido confirmado');
  });

  it('gives each status its own notice; a shipped order is not "being processed"', () => {
    const notices = ORDER_STATUSES.map((s) => trackingNotice(s, 'No próprio dia'));
    expect(new Set(notices).size).toBe(ORDER_STATUSES.length);
    const shipped = trackingNotice(ORDER_STATUS.shipped, 'No próprio dia');
    expect(shipped).toContain('enviado');
    expect(shipped).not.toContain('No próprio dia');
    expect(shipped).not.toContain('processado');
    expect(trackingNotice(ORDER_STATUS.confirmed, '2–3 dias úteis')).toContain('2–3 dias úteis');
  });
});

describe('returns per line', () => {
  it('lets a line be asked back up to what was bought, less what is already asked', () => {
    expect(returnableQty(3, 0)).toBe(3);
    expect(returnableQty(3, 2)).toBe(1);
    expect(returnableQty(3, 3)).toBe(0);
    expect(returnableQty(3, 5)).toBe(0);
  });

  it('values returned units at their price less their share of the coupon, to the cent', () => {
    expect(returnValueCents({ unitPriceCents: 40_000, qty: 2, subtotalCents: 180_000, discountCents: 0 })).toBe(80_000);
    // 800 of 1800 MT of goods carry 800/1800 of a 180 MT discount: 80 MT.
    expect(returnValueCents({ unitPriceCents: 40_000, qty: 2, subtotalCents: 180_000, discountCents: 18_000 })).toBe(72_000);
    // A fixed discount larger than the goods' share never makes a return worth less than zero.
    expect(returnValueCents({ unitPriceCents: 100, qty: 1, subtotalCents: 100, discountCents: 100 })).toBe(0);
    // Rounding: a third of a cent rounds to the nearest cent.
    expect(returnValueCents({ unitPriceCents: 1_000, qty: 1, subtotalCents: 3_000, discountCents: 1_000 })).toBe(667);
  });

  it('the whole order returned never gives back more goods than were paid for', () => {
    const lines = [{ unit: 1_999, qty: 3 }, { unit: 4_550, qty: 1 }, { unit: 333, qty: 7 }];
    const subtotal = lines.reduce((s, l) => s + l.unit * l.qty, 0);
    for (const discount of [0, 1, 999, 1_234, subtotal - 1]) {
      const sum = lines.reduce((s, l) => s + returnValueCents({ unitPriceCents: l.unit, qty: l.qty, subtotalCents: subtotal, discountCents: discount }), 0);
      expect(Math.abs(sum - (subtotal - discount))).toBeLessThanOrEqual(lines.length);
    }
  });

  it('a receipt splits every returned unit between restock and write-off', () => {
    expect(receiptProblem(3, 2, 1)).toBeNull();
    expect(receiptProblem(3, 0, 3)).toBeNull();
    expect(receiptProblem(3, 1, 1)).toMatch(/somar 3/);
    expect(receiptProblem(3, -1, 4)).toMatch(/inteiras/);
    expect(receiptProblem(3, 1.5, 1.5)).toMatch(/inteiras/);
  });

  it('offers a reason label for every reason', () => {
    for (const reason of RETURN_REASONS) expect(RETURN_REASON_LABEL[reason]).toBeTruthy();
  });
});

describe('delivery and clinic pick-up flows (decision 147)', () => {
  it('a delivery order is prepared, sent and delivered; it is never collected straight from the shelf', () => {
    expect(canTransitionOrder(ORDER_STATUS.confirmed, ORDER_STATUS.shipped, 'delivery')).toBe(true);
    expect(canTransitionOrder(ORDER_STATUS.pickedUp, ORDER_STATUS.shipped, 'delivery')).toBe(true);
    expect(canTransitionOrder(ORDER_STATUS.shipped, ORDER_STATUS.delivered, 'delivery')).toBe(true);
    expect(canTransitionOrder(ORDER_STATUS.confirmed, ORDER_STATUS.delivered, 'delivery')).toBe(false);
    expect(canTransitionOrder(ORDER_STATUS.pickedUp, ORDER_STATUS.delivered, 'delivery')).toBe(false);
  });

  it('a pick-up order is made ready and then collected, never sent', () => {
    expect(ORDER_FLOWS.pickup[ORDER_STATUS.confirmed]).toEqual([ORDER_STATUS.pickedUp, ORDER_STATUS.cancelled]);
    expect(ORDER_FLOWS.pickup[ORDER_STATUS.pickedUp]).toEqual([ORDER_STATUS.delivered, ORDER_STATUS.cancelled]);
    for (const from of ORDER_STATUSES) expect(canTransitionOrder(from, ORDER_STATUS.shipped, 'pickup')).toBe(false);
    expect(canTransitionOrder(ORDER_STATUS.confirmed, ORDER_STATUS.delivered, 'pickup')).toBe(false);
  });

  it('both flows only go forward, end in delivered or cancelled, and let a pending order be cancelled', () => {
    for (const f of FULFILMENTS) {
      for (const from of ORDER_STATUSES) for (const to of ORDER_FLOWS[f][from]) expect(to > from).toBe(true);
      expect(ORDER_FLOWS[f][ORDER_STATUS.delivered]).toEqual([]);
      expect(ORDER_FLOWS[f][ORDER_STATUS.cancelled]).toEqual([]);
      expect(canTransitionOrder(ORDER_STATUS.pending, ORDER_STATUS.cancelled, f)).toBe(true);
    }
  });

  it("says why a move belongs to the other flow, and nothing for a move that is simply illegal", () => {
    expect(fulfilmentMoveProblem('pickup', ORDER_STATUS.confirmed, ORDER_STATUS.shipped)).toMatch(/levantamento na clínica: não é enviada/);
    expect(fulfilmentMoveProblem('delivery', ORDER_STATUS.pickedUp, ORDER_STATUS.delivered)).toMatch(/para entrega: não é levantada/);
    expect(fulfilmentMoveProblem('delivery', ORDER_STATUS.confirmed, ORDER_STATUS.shipped)).toBeNull();
    expect(fulfilmentMoveProblem('delivery', ORDER_STATUS.delivered, ORDER_STATUS.pending)).toBeNull();
  });

  it('one word per status: the badge and the button say the same thing', () => {
    expect(orderStatusLabel(ORDER_STATUS.pickedUp, 'delivery')).toBe('Em preparação');
    expect(orderStatusLabel(ORDER_STATUS.pickedUp, 'pickup')).toBe('Pronto para levantamento');
    expect(orderStatusLabel(ORDER_STATUS.delivered, 'pickup')).toBe('Levantado');
    expect(orderStatusAction(ORDER_STATUS.pickedUp, 'pickup')).toBe('Marcar como pronta para levantamento');
    expect(orderStatusAction(ORDER_STATUS.delivered, 'pickup')).toBe('Marcar como levantada');
    expect(orderStatusAction(ORDER_STATUS.shipped, 'delivery')).toBe('Marcar como enviada');
    for (const f of FULFILMENTS) {
      for (const s of [ORDER_STATUS.pickedUp, ORDER_STATUS.shipped, ORDER_STATUS.delivered] as const) {
        const { label, action } = ORDER_STATUS_WORDS[f][s];
        // "Enviado" / "Marcar como enviada": the same word, agreeing with "pedido" and "encomenda".
        expect(action.toLowerCase()).toContain(label.toLowerCase().split(' ')[0]!.slice(0, -1));
      }
    }
    expect(JSON.stringify(ORDER_STATUS_WORDS)).not.toMatch(/Coletado|recolhid/i);
    expect(orderStatusLabel(9)).toBe('9');
  });

  it('a pick-up order tracks as ready and collected, never as sent', () => {
    expect(trackingStepLabels(ORDER_STATUS.confirmed, 'pickup')).not.toContain('Enviado');
    expect(trackingStep(ORDER_STATUS.pickedUp, 'pickup')).toBe(2);
    expect(trackingStepLabels(ORDER_STATUS.pickedUp, 'pickup')[2]).toBe('Pronto para levantamento');
    expect(trackingStep(ORDER_STATUS.pickedUp, 'delivery')).toBe(1);
    expect(orderHeadline(ORDER_STATUS.delivered, 'pickup')).toBe('Pedido levantado');
    // (status 3 is out of a pick-up's flow)
    for (const s of ORDER_STATUSES.filter((x) => x !== ORDER_STATUS.shipped)) expect(trackingNotice(s, 'No próprio dia', 'pickup')).not.toMatch(/enviad/i);
  });

  it('sending needs a courier; the tracking number is optional but bounded', () => {
    expect(shipmentProblem({ courier: '  ' })).toMatchObject({ field: 'courier' });
    expect(shipmentProblem({ courier: 'DHL Express', trackingNumber: null })).toBeNull();
    expect(shipmentProblem({ courier: 'DHL Express', trackingNumber: 'x'.repeat(81) })).toMatchObject({ field: 'tracking_number' });
    expect(shipmentProblem({ courier: 'x'.repeat(81) })).toMatchObject({ field: 'courier' });
  });
});
