import { inArray } from 'drizzle-orm';
import { bulkHeadline, bulkSummary, type BulkOutcome, type BulkResult } from '@shop/contract/admin-ops';
import { ORDER_STATUS, shipmentProblem } from '@shop/contract/order-status';
import type { Db } from '../../../db/client.ts';
import { bookings, orders } from '../../../db/schema.ts';
import { AppError } from '../../../lib/errors.ts';
import { changeOrderStatus } from './admin-orders.ts';
import { decideProof } from './proof-queue.ts';
import type { StaffActor } from './staff-actor.ts';

/**
 * Bulk actions: each item goes through the same rule as its single action, in its own transaction,
 * one after the other, so one refused order neither stops nor undoes the others and nothing is half
 * written for any of them. Refusals carry the single action's own sentence.
 */
const UNEXPECTED = 'Não foi possível concluir; tente de novo.';

async function eachItem<T extends { kind: 'order' | 'booking'; id: number }>(
  items: readonly T[],
  references: Map<string, string>,
  act: (item: T) => Promise<unknown>,
  onUnexpected: (error: unknown) => void,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const key = `${item.kind}:${item.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const reference = references.get(key);
    if (!reference) {
      outcomes.push({ kind: item.kind, id: item.id, reference: `#${item.id}`, ok: false, message: item.kind === 'order' ? 'Encomenda não encontrada.' : 'Marcação não encontrada.' });
      continue;
    }
    try {
      await act(item);
      outcomes.push({ kind: item.kind, id: item.id, reference, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof AppError)) onUnexpected(error);
      outcomes.push({ kind: item.kind, id: item.id, reference, ok: false, message: error instanceof AppError ? error.message : UNEXPECTED });
    }
  }
  return outcomes;
}

async function referencesOf(db: Db, items: readonly { kind: 'order' | 'booking'; id: number }[]): Promise<Map<string, string>> {
  const orderIds = items.filter((i) => i.kind === 'order').map((i) => i.id);
  const bookingIds = items.filter((i) => i.kind === 'booking').map((i) => i.id);
  const found = new Map<string, string>();
  if (orderIds.length) for (const o of await db.select({ id: orders.id, reference: orders.reference }).from(orders).where(inArray(orders.id, orderIds))) found.set(`order:${o.id}`, o.reference);
  if (bookingIds.length) for (const b of await db.select({ id: bookings.id, reference: bookings.reference }).from(bookings).where(inArray(bookings.id, bookingIds))) found.set(`booking:${b.id}`, b.reference);
  return found;
}

const result = (outcomes: BulkOutcome[], words: Parameters<typeof bulkSummary>[1]): BulkResult => ({
  done: outcomes.filter((o) => o.ok).length,
  refused: outcomes.filter((o) => !o.ok).length,
  outcomes,
  headline: bulkHeadline(outcomes, words),
  summary: bulkSummary(outcomes, words),
});

/** "Marcar como enviadas": every chosen order sent with the same courier, through `transitionOrder`'s rules. */
export async function bulkShipOrders(
  db: Db,
  staff: StaffActor,
  input: { ids: number[]; courier?: string | null; note?: string | null },
  publicUrl: string,
  onUnexpected: (error: unknown) => void,
): Promise<BulkResult> {
  // The courier is the same for all: a missing one refuses the whole request before any order moves.
  const problem = shipmentProblem({ courier: input.courier });
  if (problem) throw new AppError('VALIDATION_FAILED', problem.message, { details: { [problem.field]: [problem.message] } });
  const items = input.ids.map((id) => ({ kind: 'order' as const, id }));
  const outcomes = await eachItem(items, await referencesOf(db, items), (item) =>
    changeOrderStatus(db, staff, item.id, ORDER_STATUS.shipped, input.note ?? null, publicUrl, { courier: input.courier, trackingNumber: null }), onUnexpected);
  return result(outcomes, { done: ['marcada como enviada', 'marcadas como enviadas'], refused: ['recusada', 'recusadas'] });
}

/** "Aprovar" for several proofs of the Pagamentos queue, each as its own approval. */
export async function bulkApproveProofs(db: Db, staff: StaffActor, input: { items: { kind: 'order' | 'booking'; id: number }[] }, publicUrl: string, onUnexpected: (error: unknown) => void): Promise<BulkResult> {
  const outcomes = await eachItem(input.items, await referencesOf(db, input.items), (item) => decideProof(db, staff, { kind: item.kind, id: item.id, decision: 'approve' }, publicUrl), onUnexpected);
  return result(outcomes, { done: ['comprovativo aprovado', 'comprovativos aprovados'], refused: ['não aprovado', 'não aprovados'] });
}
