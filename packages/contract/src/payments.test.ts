import { describe, expect, it } from 'vitest';
import { amountDue, fulfilmentBlock, moneyStatus, recordPaymentRequest, recordRefundRequest, refundable } from './payments.ts';

describe('payment status derived from the rows', () => {
  const total = 100_00;
  it.each([
    [0, 0, 'unpaid'],
    [1, 0, 'partly_paid'],
    [99_99, 0, 'partly_paid'],
    [100_00, 0, 'paid'],
    [100_00, 1, 'partly_refunded'],
    [100_00, 99_99, 'partly_refunded'],
    [100_00, 100_00, 'refunded'],
    [40_00, 40_00, 'refunded'],
    [40_00, 10_00, 'partly_refunded'],
  ] as const)('paid %i, refunded %i → %s', (paid, refunded, status) => {
    expect(moneyStatus({ totalCents: total, paidCents: paid, refundedCents: refunded })).toBe(status);
  });

  it('a free order (total 0) with nothing paid is unpaid, and goods may still leave', () => {
    expect(moneyStatus({ totalCents: 0, paidCents: 0, refundedCents: 0 })).toBe('unpaid');
    expect(fulfilmentBlock({ payOnDelivery: false, totalCents: 0, paidCents: 0 }, 3)).toBeNull();
  });
});

describe('limits', () => {
  it('due never goes below zero; refundable is paid less refunded', () => {
    expect(amountDue({ totalCents: 500, paidCents: 200 })).toBe(300);
    expect(amountDue({ totalCents: 500, paidCents: 700 })).toBe(0);
    expect(refundable({ paidCents: 500, refundedCents: 200 })).toBe(300);
    expect(refundable({ paidCents: 500, refundedCents: 500 })).toBe(0);
  });

  it('amounts: positive meticais with a dot or a comma, in cents', () => {
    const parse = (amount: unknown) => recordPaymentRequest.safeParse({ kind: 'order', id: 1, method: 'mpesa', amount });
    expect(parse('1500').data?.amount).toBe(150_000);
    expect(parse('1 500,5').data?.amount).toBe(150_050);
    expect(parse(12.3).data?.amount).toBe(1230);
    for (const bad of ['0', '-5', 'abc', '1.234', '', '100000000']) expect(parse(bad).success, bad).toBe(false);
  });

  it('a refund needs a reason', () => {
    expect(recordRefundRequest.safeParse({ kind: 'order', id: 1, method: 'cash', amount: '10', reason: '' }).success).toBe(false);
    expect(recordRefundRequest.safeParse({ kind: 'order', id: 1, method: 'cash', amount: '10', reason: 'Cancelada' }).success).toBe(true);
  });
});

describe('goods leave only when paid', () => {
  const unpaid = { payOnDelivery: false, totalCents: 1000, paidCents: 0 };
  it('refuses pick-up, shipping and delivery while unpaid, never confirming or cancelling', () => {
    for (const to of [2, 3, 4]) expect(fulfilmentBlock(unpaid, to)).toMatch(/ainda não está paga/);
    for (const to of [0, 1, 5]) expect(fulfilmentBlock(unpaid, to)).toBeNull();
    expect(fulfilmentBlock({ ...unpaid, paidCents: 999 }, 3)).not.toBeNull();
    expect(fulfilmentBlock({ ...unpaid, paidCents: 1000 }, 4)).toBeNull();
  });
  it('pay on delivery: picked up and shipped unpaid, delivered only with the cash recorded', () => {
    const pod = { ...unpaid, payOnDelivery: true };
    expect(fulfilmentBlock(pod, 2)).toBeNull();
    expect(fulfilmentBlock(pod, 3)).toBeNull();
    expect(fulfilmentBlock(pod, 4)).toMatch(/valor recebido na entrega/);
    expect(fulfilmentBlock({ ...pod, paidCents: 1000 }, 4)).toBeNull();
  });
});
