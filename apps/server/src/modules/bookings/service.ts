/**
 * What the bookings module offers the other modules (decision 104): the clinic's calendar in Maputo
 * time, creating, moving and changing bookings, their mails and how a booking reads.
 */
export { addDays, maputoDayRange, maputoInstant, maputoParts, maputoToday, weekdayOf } from './availability.ts';
export { enqueueBookingStatusMail, successUrl, whenText } from './booking-mails.ts';
export { assertCanTransition, assertCanTransitionPayment, BOOKING_TRANSITIONS } from './booking-status.ts';
export { PAYMENT_METHOD_LABELS, SERVICE_LABELS, serviceLabel, type BookingRow } from './booking-view.ts';
export { createBooking, expireStaleHolds } from './create-booking.ts';
export { daySlots } from './customer-bookings.ts';
export { moveBooking } from './move-booking.ts';
