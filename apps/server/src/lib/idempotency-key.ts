import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '@shop/contract/bookings-offer';
import { IDEMPOTENCY_KEY_PATTERN } from '@shop/contract/orders';
import { AppError } from './errors.ts';

export const MESSAGE_BAD_IDEMPOTENCY_KEY = 'O cabeçalho Idempotency-Key é inválido (8 a 100 letras, algarismos, _ : . ou -).';

/** The Idempotency-Key a submission carries (orders and bookings alike), or null when it has none. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST', MESSAGE_BAD_IDEMPOTENCY_KEY);
  return key;
}
