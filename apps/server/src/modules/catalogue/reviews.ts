import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AddReviewResponse } from '@shop/contract/catalogue';
import { queryRows, type Db } from '../../db/client.ts';
import { customers, orderLines, orders, products, reviews } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { ORDER_STATUS } from '@shop/contract/order-status';
import { PRODUCT_NOT_FOUND, toIso } from './product-view.ts';

export const ALREADY_REVIEWED = 'Já avaliou este produto. Obrigado pela sua opinião!';

/** How a reviewer is shown: first name and the initial of the last ("Neusa C."). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'Cliente';
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${first} ${initial}.` : first;
}

export interface NewReview {
  productId: number;
  customerId: number;
  rating: number;
  title: string;
  body: string;
}

/**
 * One review per customer and product (a unique index has the last word), published as written,
 * and the product's average recomputed in the same transaction. The product row is locked first so
 * that concurrent reviews of one product recompute one after the other and none is left out.
 */
export async function addReview(db: Db, review: NewReview): Promise<AddReviewResponse> {
  return db.transaction(async (tx) => {
    const [product] = await queryRows<{ id: number }>(tx, sql`select id from products where id = ${review.productId} and active for update`);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const [author] = await tx.select({ firstName: customers.firstName, lastName: customers.lastName }).from(customers).where(eq(customers.id, review.customerId));
    if (!author) throw notFound('Cliente não encontrado.');
    const [inserted] = await tx
      .insert(reviews)
      .values({
        productId: review.productId, customerId: review.customerId, authorName: reviewerName(author.firstName, author.lastName),
        rating: review.rating, title: review.title, body: review.body,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.customerId] })
      .returning();
    if (!inserted) throw new AppError('CONFLICT', ALREADY_REVIEWED);
    const [stats] = await tx
      .update(products)
      .set({
        ratingAverage: sql`(select coalesce(round(avg(r.rating)::numeric, 2), 0) from reviews r where r.product_id = ${review.productId})`,
        ratingCount: sql`(select count(*)::int from reviews r where r.product_id = ${review.productId})`,
      })
      .where(eq(products.id, review.productId))
      .returning({ average: products.ratingAverage, count: products.ratingCount });
    const verified = await verifiedBuyers(tx, review.productId, [review.customerId]);
    return {
      review: {
        id: inserted.id, rating: inserted.rating, user_name: inserted.authorName, title: inserted.title, review: inserted.body, created_at: toIso(inserted.createdAt),
        verified_purchase: verified.has(review.customerId),
      },
      average_rating: Number(stats?.average ?? 0),
      rating_count: stats?.count ?? 0,
    };
  });
}

/**
 * The customers among `customerIds` who bought the product here: an order with a line of it that
 * was paid (wholly, or partly refunded) or delivered, and not cancelled. Their reviews read
 * "Compra verificada".
 */
export async function verifiedBuyers(db: Db, productId: number, customerIds: readonly (number | null)[]): Promise<Set<number>> {
  const ids = [...new Set(customerIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ customerId: orders.customerId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orderLines.productId, productId),
        inArray(orders.customerId, ids),
        sql`${orders.status} <> ${ORDER_STATUS.cancelled}`,
        sql`(${orders.status} = ${ORDER_STATUS.delivered} or ${orders.paymentStatus} in ('paid', 'partly_refunded'))`,
      ),
    );
  return new Set(rows.map((r) => r.customerId));
}

export async function hasReviewed(db: Db, productId: number, customerId: number) {
  const rows = await db.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.productId, productId), eq(reviews.customerId, customerId))).limit(1);
  return rows.length > 0;
}
