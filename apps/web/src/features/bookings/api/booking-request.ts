import { CUSTOMER_TOKEN_HEADER, IDEMPOTENCY_HEADER } from '@shop/contract/bookings-offer';
import { tokenStore } from '../../../lib/api-client.ts';

/**
 * Headers of a booking request: an Idempotency-Key (a retry of the same attempt is answered with the
 * same booking) and, when someone is signed in, their token so the booking lands in their profile.
 */
export function bookingHeaders(idempotencyKey: string): Record<string, string> {
  const token = tokenStore.get();
  return { [IDEMPOTENCY_HEADER]: idempotencyKey, ...(token ? { [CUSTOMER_TOKEN_HEADER]: token } : {}) };
}

export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `k-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export function toFormData(fields: Record<string, string | number | string[] | null | undefined>, file: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, item);
    else form.append(key, String(value));
  }
  if (file) form.append('payment_receipt', file, file.name);
  return form;
}
