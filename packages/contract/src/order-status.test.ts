import { describe, expect, it } from 'vitest';
import {
  canTransitionOrder, canTransitionPayment, canTransitionReturn, loyaltyPoints, ORDER_STATUSES, ORDER_TRANSITIONS, parseOrderStatus,
  MONEY_PAYMENT_STATUSES, ORDER_STATUS, ORDER_STATUS_HEADLINE, PAYMENT_STATUSES, PAYMENT_TRANSITIONS, trackingNotice, trackingProgress, trackingStep,
  trackingStepLabels,
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
