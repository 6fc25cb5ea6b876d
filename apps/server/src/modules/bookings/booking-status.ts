import type { BookingPaymentStatus, BookingStatus } from '@shop/contract/bookings-offer';
import { AppError } from '../../lib/errors.ts';

/**
 * The booking life cycle. pending (pay at the clinic, or payment still to come) and
 * awaiting_receipt_review (a deposit receipt waits for staff) hold the slot until staff decide or the
 * hold expires; confirmed holds it until the appointment is completed, missed or cancelled.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['awaiting_receipt_review', 'confirmed', 'cancelled', 'rejected', 'expired'],
  awaiting_receipt_review: ['confirmed', 'rejected', 'cancelled', 'expired'],
  confirmed: ['completed', 'no_show', 'cancelled'],
  cancelled: [],
  completed: [],
  no_show: [],
  rejected: [],
  expired: [],
};

export const canTransition = (from: BookingStatus, to: BookingStatus) => BOOKING_TRANSITIONS[from].includes(to);

export function assertCanTransition(from: BookingStatus, to: BookingStatus): void {
  if (!canTransition(from, to)) {
    throw new AppError('CONFLICT', `Não é possível passar uma marcação de «${from}» para «${to}».`);
  }
}

/** The payment (receipt) side, kept apart from the booking status. */
export const PAYMENT_TRANSITIONS: Record<BookingPaymentStatus, readonly BookingPaymentStatus[]> = {
  pay_at_clinic: ['approved'],
  awaiting_payment: ['under_review', 'approved'],
  under_review: ['approved', 'rejected'],
  rejected: ['under_review'],
  approved: [],
};

export function assertCanTransitionPayment(from: BookingPaymentStatus, to: BookingPaymentStatus): void {
  if (!PAYMENT_TRANSITIONS[from].includes(to)) {
    throw new AppError('CONFLICT', `Não é possível passar o pagamento de «${from}» para «${to}».`);
  }
}

/** Statuses whose hold may lapse (confirmed bookings never expire). */
export const EXPIRING_STATUSES = ['pending', 'awaiting_receipt_review'] as const satisfies readonly BookingStatus[];

/** How long a deposit hold lasts: 48 hours, but never closer to the appointment than the 12-hour cancel notice. */
export const HOLD_HOURS = 48;
export function holdExpiry(createdAt: Date, startsAt: Date): Date {
  const byAge = createdAt.getTime() + HOLD_HOURS * 3_600_000;
  const byStart = startsAt.getTime() - 12 * 3_600_000;
  return new Date(Math.max(createdAt.getTime() + 3_600_000, Math.min(byAge, byStart)));
}
