/**
 * What the bookings module offers the other modules (decision 104): creating, moving and changing
 * bookings, their mails and how a booking reads. Maputo's calendar is lib/maputo-time.ts (decision 107).
 */
export { enqueueBookingStatusMail, successUrl, whenText } from './booking-mails.ts';
export { assertCanTransition, assertCanTransitionPayment, BOOKING_TRANSITIONS } from './booking-status.ts';
export { PAYMENT_METHOD_LABELS, SERVICE_LABELS, serviceLabel, type BookingRow } from './booking-view.ts';
export { createBooking, expireStaleHolds } from './create-booking.ts';
export { daySlots } from './customer-bookings.ts';
export { moveBooking } from './move-booking.ts';
