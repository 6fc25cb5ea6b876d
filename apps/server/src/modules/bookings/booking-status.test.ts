import { BOOKING_STATUSES, SLOT_HOLDING_STATUSES } from '@shop/contract/bookings-offer';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { assertCanTransition, assertCanTransitionPayment, BOOKING_TRANSITIONS, EXPIRING_STATUSES, holdExpiry } from './booking-status.ts';

describe('booking status machine', () => {
  it('lets staff approve or reject a receipt under review, and the hold expire', () => {
    expect(() => assertCanTransition('awaiting_receipt_review', 'confirmed')).not.toThrow();
    expect(() => assertCanTransition('awaiting_receipt_review', 'rejected')).not.toThrow();
    expect(() => assertCanTransition('awaiting_receipt_review', 'expired')).not.toThrow();
  });

  it('never leaves a final status', () => {
    for (const s of ['cancelled', 'completed', 'no_show', 'rejected', 'expired'] as const) {
      for (const to of BOOKING_STATUSES) expect(() => assertCanTransition(s, to)).toThrow(AppError);
    }
  });

  it('never expires a confirmed booking, and only completes a confirmed one', () => {
    expect(() => assertCanTransition('confirmed', 'expired')).toThrow(AppError);
    expect(() => assertCanTransition('pending', 'completed')).toThrow(AppError);
  });

  it('expires only statuses that hold a slot', () => {
    for (const s of EXPIRING_STATUSES) {
      expect(SLOT_HOLDING_STATUSES).toContain(s);
      expect(BOOKING_TRANSITIONS[s]).toContain('expired');
    }
  });

  it('keeps the receipt decision separate: under review goes to approved or rejected', () => {
    expect(() => assertCanTransitionPayment('under_review', 'approved')).not.toThrow();
    expect(() => assertCanTransitionPayment('approved', 'rejected')).toThrow(AppError);
  });

  it('holds a deposit 48 hours, but releases it 12 hours before a near appointment', () => {
    const created = new Date('2030-03-04T08:00:00Z');
    expect(holdExpiry(created, new Date('2030-03-20T08:00:00Z')).toISOString()).toBe('2030-03-06T08:00:00.000Z');
    expect(holdExpiry(created, new Date('2030-03-05T12:00:00Z')).toISOString()).toBe('2030-03-05T00:00:00.000Z');
  });
});
