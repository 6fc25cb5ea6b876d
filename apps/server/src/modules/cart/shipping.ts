import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { ShippingMethod } from '@shop/contract/cart';
import { centsToWire } from '@shop/contract/money';
import type { Db } from '../../db/client.ts';
import { shippingMethods } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

export const toWireMethod = (m: ShippingMethodRow): ShippingMethod => ({
  id: m.id,
  method_name: m.name,
  description: m.description,
  cost: centsToWire(m.costCents),
  estimated_days: m.estimatedDays,
  state_id: m.stateId,
});

/** Active methods; with a state, those for that state plus those that apply everywhere. */
export async function listShippingMethods(db: Db, stateId?: number): Promise<ShippingMethodRow[]> {
  const where = stateId ? and(eq(shippingMethods.active, true), or(isNull(shippingMethods.stateId), eq(shippingMethods.stateId, stateId))) : eq(shippingMethods.active, true);
  return db.select().from(shippingMethods).where(where).orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
}

/** The method the customer chose, if it exists, is active and delivers to their state. */
export async function methodForState(db: Db, methodId: number, stateId: number | undefined): Promise<ShippingMethodRow> {
  const [method] = await db.select().from(shippingMethods).where(eq(shippingMethods.id, methodId));
  if (!method || !method.active) throw notFound('Método de entrega não encontrado.');
  if (method.stateId !== null && stateId !== undefined && method.stateId !== stateId) {
    throw new AppError('UNPROCESSABLE', 'Este método de entrega não está disponível para a província escolhida.');
  }
  if (method.stateId !== null && stateId === undefined) {
    throw new AppError('VALIDATION_FAILED', 'Indique a província para calcular a entrega.');
  }
  return method;
}

/**
 * When the customer named no method: the cheapest of those made for the state (a delivery there),
 * else the cheapest of those that serve every state.
 */
export async function cheapestMethodForState(db: Db, stateId: number): Promise<ShippingMethodRow> {
  const all = await listShippingMethods(db, stateId);
  const forState = all.filter((m) => m.stateId === stateId);
  const methods = forState.length ? forState : all;
  const cheapest = methods.reduce<ShippingMethodRow | null>((best, m) => (!best || m.costCents < best.costCents ? m : best), null);
  if (!cheapest) throw new AppError('UNPROCESSABLE', 'Não há entrega disponível para a província escolhida.');
  return cheapest;
}
