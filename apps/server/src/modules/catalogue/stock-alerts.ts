import { and, eq, sql } from 'drizzle-orm';
import { STORE_PROFILE } from '@shop/contract/store';
import { queryRows, type Db } from '../../db/client.ts';
import { productVariants, products, stockAlerts } from '../../db/schema.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { button, paragraph, renderMail } from '../../lib/mail/templates.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { newToken } from '../../lib/tokens.ts';
import { PRODUCT_NOT_FOUND } from './product-view.ts';

export const MESSAGE_ALERT_IN_STOCK = 'Este produto está disponível: pode comprá-lo já.';
export const MESSAGE_ALERT_OPTION_REQUIRED = 'Escolha a opção de que quer ser avisado.';

export interface StockAlertInput {
  productId: number;
  variantId: number | null;
  email: string;
  customerId: number | null;
}

/**
 * Records "avise-me quando voltar" for a sold-out product or option. Asking twice for the same item
 * and address keeps the one open request (a unique index settles a race).
 */
export async function requestStockAlert(db: Db, input: StockAlertInput, publicUrl: string): Promise<{ email: string }> {
  const [product] = await db.select({ id: products.id, name: products.name, stock: products.stock }).from(products).where(and(eq(products.id, input.productId), eq(products.active, true)));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const variants = await db.select({ id: productVariants.id, name: productVariants.name, stock: productVariants.stock }).from(productVariants).where(eq(productVariants.productId, product.id));
  let stock = product.stock;
  if (variants.length > 0) {
    const chosen = variants.find((v) => v.id === input.variantId);
    if (!chosen) throw new AppError('VALIDATION_FAILED', MESSAGE_ALERT_OPTION_REQUIRED, { details: { variant_id: [MESSAGE_ALERT_OPTION_REQUIRED] } });
    stock = chosen.stock;
  }
  if (stock > 0) throw new AppError('CONFLICT', MESSAGE_ALERT_IN_STOCK);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(stockAlerts)
      .values({ productId: product.id, variantId: variants.length > 0 ? input.variantId : null, email: input.email, customerId: input.customerId, token: newToken() })
      .onConflictDoNothing()
      .returning({ token: stockAlerts.token });
    // Asking again for the same item keeps the first request and its e-mail: nothing more is sent.
    if (created) await enqueueMail(tx, { to: input.email, ...stockAlertRequestedMail(publicUrl, created.token, { product_id: product.id, product_name: product.name, variant_name: variants.length > 0 ? (variants.find((v) => v.id === input.variantId)?.name ?? null) : null }) });
  });
  return { email: input.email };
}

/** The link that withdraws a request (a page of the server: it works from any mail reader). */
export const stockAlertCancelUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/avise-me/anular?token=${encodeURIComponent(token)}`;

/** The item a request is about, by its secret token (for the cancel page). */
export async function stockAlertByToken(db: Db, token: string): Promise<{ item: string; notified: boolean } | null> {
  if (!token) return null;
  const [row] = await queryRows<{ product_name: string; variant_name: string | null; notified_at: string | null }>(db, sql`
    select p.name as product_name, v.name as variant_name, a.notified_at
    from stock_alerts a join products p on p.id = a.product_id left join product_variants v on v.id = a.variant_id
    where a.token = ${token}`);
  return row ? { item: itemName(row), notified: row.notified_at !== null } : null;
}

/** The link in the e-mail: the request is withdrawn (answered or not). */
export async function cancelStockAlert(db: Db, token: string): Promise<{ cancelled: boolean }> {
  const removed = await db.delete(stockAlerts).where(eq(stockAlerts.token, token)).returning({ id: stockAlerts.id });
  return { cancelled: removed.length > 0 };
}

interface DueAlert {
  id: number;
  email: string;
  token: string;
  product_id: number;
  product_name: string;
  variant_name: string | null;
}

/**
 * Queues the e-mail of every open request whose product or option has stock again, and closes the
 * request in the same transaction: each request is answered once, even with several callers at
 * once (SKIP LOCKED). Called wherever stock comes back (staff saving a product), on the caller's
 * transaction when given one.
 */
export async function releaseStockAlerts(db: Db, publicUrl: string): Promise<number> {
  const due = await queryRows<DueAlert>(db, sql`
    select a.id, a.email, a.token, p.id as product_id, p.name as product_name, v.name as variant_name
    from stock_alerts a
    join products p on p.id = a.product_id
    left join product_variants v on v.id = a.variant_id
    where a.notified_at is null and p.active
      and (case when a.variant_id is null then p.stock else v.stock end) > 0
    order by a.id
    for update of a skip locked`);
  for (const alert of due) {
    await enqueueMail(db, { to: alert.email, ...backInStockMail(publicUrl, alert) });
    await db.update(stockAlerts).set({ notifiedAt: sql`now()` }).where(eq(stockAlerts.id, alert.id));
  }
  return due.length;
}

const itemName = (alert: Pick<DueAlert, 'product_name' | 'variant_name'>) => (alert.variant_name ? `${alert.product_name} (${alert.variant_name})` : alert.product_name);

/** Sent when the request is recorded: what was asked, and the way to withdraw it. */
export function stockAlertRequestedMail(publicUrl: string, token: string, alert: Pick<DueAlert, 'product_id' | 'product_name' | 'variant_name'>) {
  const item = itemName(alert);
  return renderMail({
    publicUrl,
    subject: `Vamos avisá-lo: ${item}`,
    preheader: 'Enviamos um e-mail quando o produto voltar ao stock.',
    heading: 'Aviso registado',
    blocks: [
      paragraph(`${item} está esgotado neste momento. Enviamos-lhe um único e-mail assim que voltar ao stock da ${STORE_PROFILE.name}.`),
      button('Ver o produto', `${publicUrl.replace(/\/$/, '')}/product/${alert.product_id}`),
      paragraph('Se já não quiser ser avisado, ou se não pediu este aviso, anule-o:'),
      button('Anular o aviso', stockAlertCancelUrl(publicUrl, token)),
    ],
  });
}

export function backInStockMail(publicUrl: string, alert: Pick<DueAlert, 'product_id' | 'product_name' | 'variant_name'>) {
  const base = publicUrl.replace(/\/$/, '');
  const item = itemName(alert);
  return renderMail({
    publicUrl,
    subject: `Voltou: ${item}`,
    preheader: 'O produto que pediu está disponível outra vez.',
    heading: 'Está de volta!',
    blocks: [
      paragraph(`${item} está disponível outra vez na ${STORE_PROFILE.name}. As unidades são limitadas: quem encomenda primeiro leva.`),
      button('Ver o produto', `${base}/product/${alert.product_id}`),
      paragraph('Pediu este aviso na página do produto; enviamo-lo uma só vez.'),
    ],
  });
}
