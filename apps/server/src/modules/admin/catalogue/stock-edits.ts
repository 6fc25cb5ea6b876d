import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProductStock, productStockRequest, StockSheetApplied, StockSheetPreview } from '@shop/contract/admin-catalogue';
import type { AuditAction } from '@shop/contract/audit-log';
import { centsToWire } from '@shop/contract/money';
import type { Db } from '../../../db/client.ts';
import { products, productVariants } from '../../../db/schema.ts';
import { recordAudit, type AuditActor } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { releaseStockAlerts } from '../../catalogue/service.ts';
import { isCheckViolation } from '../../../lib/db-errors.ts';
import { MESSAGE_STOCK_NEGATIVE } from './products.ts';
import {
  changeOnWire, diffStockSheet, expectedOf, readStockSheet, sheetCatalogue, staleLines, stockSheetCsv,
  type SheetChange, type SheetLine, type StockRow,
} from './stock-sheet.ts';
import { maputoToday } from '../../../lib/maputo-time.ts';

/**
 * Stock and prices changed row by row, outside the product form: the list's stock editor and the
 * spreadsheet import (decision 146). Both write through `writeStockChanges`, on rows locked first,
 * so the database's triggers keep the catalogue figures and version right (decisions 110, 114).
 */

const rowColumns = {
  productId: products.id,
  productName: products.name,
  productPrice: products.priceCents,
  productSale: products.salePriceCents,
  productStock: products.stock,
  variantId: productVariants.id,
  variantName: productVariants.name,
  sku: productVariants.sku,
  variantPrice: productVariants.priceCents,
  variantSale: productVariants.salePriceCents,
  variantStock: productVariants.stock,
};

function toStockRow(r: {
  productId: number; productName: string; productPrice: number; productSale: number | null; productStock: number;
  variantId: number | null; variantName: string | null; sku: string | null; variantPrice: number | null; variantSale: number | null; variantStock: number | null;
}): StockRow {
  return r.variantId === null
    ? { productId: r.productId, variantId: null, sku: null, productName: r.productName, variantName: null, priceCents: r.productPrice, salePriceCents: r.productSale, stock: r.productStock }
    : { productId: r.productId, variantId: r.variantId, sku: r.sku, productName: r.productName, variantName: r.variantName, priceCents: r.variantPrice!, salePriceCents: r.variantSale, stock: r.variantStock! };
}

/** Every sellable row of the catalogue (or of some products), by product name then variant order. */
async function stockRows(db: Db, productIds?: number[]): Promise<StockRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(products)
    .leftJoin(productVariants, eq(productVariants.productId, products.id))
    .where(productIds ? inArray(products.id, productIds) : undefined)
    .orderBy(asc(products.name), asc(products.id), asc(productVariants.sortOrder), asc(productVariants.id));
  return rows.map(toStockRow);
}

/**
 * Locks the rows of these products in the order orders take them (per product: its variants, then the
 * product, by id), so an edit and a sale never wait on each other in a circle; answers them as they are now.
 */
async function lockStockRows(tx: Db, productIds: number[]): Promise<StockRow[]> {
  const rows: StockRow[] = [];
  for (const id of [...new Set(productIds)].sort((a, b) => a - b)) {
    const variants = await tx.select().from(productVariants).where(eq(productVariants.productId, id)).orderBy(asc(productVariants.id)).for('update');
    const [product] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!product) continue;
    if (variants.length === 0) {
      rows.push({ productId: id, variantId: null, sku: null, productName: product.name, variantName: null, priceCents: product.priceCents, salePriceCents: product.salePriceCents, stock: product.stock });
    }
    for (const v of variants.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)) {
      rows.push({ productId: id, variantId: v.id, sku: v.sku, productName: product.name, variantName: v.name, priceCents: v.priceCents, salePriceCents: v.salePriceCents, stock: v.stock });
    }
  }
  return rows;
}

const snapshot = (row: StockRow, priceCents: number, stock: number) =>
  row.variantId === null ? { price: centsToWire(priceCents), stock } : { variant: row.variantName, sku: row.sku, price: centsToWire(priceCents), stock };

/**
 * Writes changes to rows the caller has locked: each product's rows, its `updated_at` (an open product
 * form then knows it changed), one audit entry per product with the rows before and after, and the
 * back-in-stock e-mails that a stock above zero releases.
 */
async function writeStockChanges(tx: Db, actor: AuditActor, { action }: { action: AuditAction }, changes: SheetChange[], publicUrl: string): Promise<number> {
  const byProduct = new Map<number, SheetChange[]>();
  for (const c of changes) byProduct.set(c.row.productId, [...(byProduct.get(c.row.productId) ?? []), c]);
  try {
    for (const [productId, list] of [...byProduct].sort((a, b) => a[0] - b[0])) {
      for (const c of list) {
        const set = { ...(c.priceCents === null ? {} : { priceCents: c.priceCents }), ...(c.stock === null ? {} : { stock: c.stock }) };
        if (c.row.variantId === null) await tx.update(products).set(set).where(eq(products.id, productId));
        else await tx.update(productVariants).set(set).where(eq(productVariants.id, c.row.variantId));
      }
      await tx.update(products).set({ updatedAt: sql`now()` }).where(eq(products.id, productId));
      const rows = (pick: 'before' | 'after') =>
        list.map((c) => snapshot(c.row, pick === 'before' ? c.row.priceCents : (c.priceCents ?? c.row.priceCents), pick === 'before' ? c.row.stock : (c.stock ?? c.row.stock)));
      const single = list.length === 1 && list[0]!.row.variantId === null;
      await recordAudit(tx, actor, {
        action,
        entity: 'product',
        entityId: productId,
        before: single ? rows('before')[0] : { variants: rows('before') },
        after: single ? rows('after')[0] : { variants: rows('after') },
      });
    }
  } catch (err) {
    if (isCheckViolation(err, 'products_stock_nonneg') || isCheckViolation(err, 'product_variants_stock_nonneg')) throw new AppError('CONFLICT', MESSAGE_STOCK_NEGATIVE);
    if (isCheckViolation(err)) throw new AppError('UNPROCESSABLE', 'O preço tem de ser superior ao preço promocional.');
    throw err;
  }
  await releaseStockAlerts(tx, publicUrl);
  return byProduct.size;
}

// ---------------------------------------------------------------- the list's stock editor

function productStockOf(productId: number, rows: StockRow[]): ProductStock {
  const variants = rows.filter((r) => r.variantId !== null);
  return {
    product_id: productId,
    stock: rows.reduce((sum, r) => sum + r.stock, 0),
    variants: variants.map((v) => ({ id: v.variantId!, name: v.variantName ?? '', sku: v.sku ?? '', stock: v.stock })),
  };
}

export const MESSAGE_STOCK_MOVED = 'O stock mudou entretanto (uma venda ou outra pessoa): reveja o valor atual e guarde de novo.';

/**
 * Sets the stock of a product's variants (or its own) to what staff typed, provided each is still what
 * the list showed them; otherwise nothing is written and the answer (409) carries the stock as it is now.
 */
export async function editProductStock(db: Db, actor: AuditActor, input: z.infer<typeof productStockRequest>, publicUrl: string): Promise<ProductStock> {
  return db.transaction(async (tx) => {
    const rows = await lockStockRows(tx, [input.product_id]);
    if (rows.length === 0) throw notFound('Produto não encontrado.');
    const hasVariants = rows.some((r) => r.variantId !== null);
    const changes: SheetChange[] = [];
    const moved: string[] = [];
    const named = new Set<string>();
    for (const line of input.lines) {
      const row = line.variant_id === null ? (hasVariants ? undefined : rows[0]) : rows.find((r) => r.variantId === line.variant_id);
      if (!row) {
        throw new AppError('UNPROCESSABLE', hasVariants && line.variant_id === null ? 'Este produto tem variantes: indique o stock de cada uma.' : 'Uma das variantes não pertence a este produto. Recarregue a lista.');
      }
      const key = String(row.variantId ?? 'p');
      if (named.has(key)) throw new AppError('UNPROCESSABLE', 'A mesma variante aparece duas vezes.');
      named.add(key);
      if (row.stock !== line.stock_seen) moved.push(row.variantName ? `«${row.variantName}»: agora ${row.stock}` : `agora ${row.stock}`);
      else if (line.stock !== row.stock) changes.push({ line: 0, row, priceCents: null, stock: line.stock });
    }
    if (moved.length) {
      throw new AppError('CONFLICT', `O stock de «${rows[0]!.productName}» mudou entretanto (${moved.join(', ')}): uma venda ou outra pessoa. Reveja e guarde de novo.`, {
        data: productStockOf(input.product_id, rows),
      });
    }
    if (changes.length) await writeStockChanges(tx, actor, { action: 'product.stock_edit' }, changes, publicUrl);
    return productStockOf(input.product_id, await lockStockRows(tx, [input.product_id]));
  });
}

// ---------------------------------------------------------------- the spreadsheet

export async function exportStockSheet(db: Db): Promise<{ filename: string; csv: string }> {
  const day = maputoToday(new Date());
  return { filename: `stock-e-precos-${day}.csv`, csv: stockSheetCsv(await stockRows(db)) };
}

/** The products a sheet's lines name, by product id, variant id or SKU. */
async function namedProductIds(db: Db, lines: SheetLine[]): Promise<number[]> {
  const productIds = lines.flatMap((l) => (l.productId === null ? [] : [l.productId]));
  const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  const skus = lines.flatMap((l) => (l.sku === null ? [] : [l.sku.toLowerCase()]));
  const ids = new Set(productIds);
  for (let i = 0; i < Math.max(variantIds.length, skus.length); i += 1000) {
    const vIds = variantIds.slice(i, i + 1000);
    const sks = skus.slice(i, i + 1000);
    const conditions = [...(vIds.length ? [inArray(productVariants.id, vIds)] : []), ...(sks.length ? [inArray(sql`lower(${productVariants.sku})`, sks)] : [])];
    if (!conditions.length) continue;
    const found = await db.select({ productId: productVariants.productId }).from(productVariants).where(or(...conditions));
    for (const f of found) ids.add(f.productId);
  }
  return [...ids];
}

async function checkSheet(db: Db, lines: SheetLine[], rowsOf: (ids: number[]) => Promise<StockRow[]>) {
  const ids = await namedProductIds(db, lines);
  const rows = await rowsOf(ids);
  const names = new Map<number, string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const found = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids.slice(i, i + 1000)));
    for (const p of found) names.set(p.id, p.name);
  }
  return diffStockSheet(lines, sheetCatalogue(rows, names));
}

async function rowsInChunks(db: Db, ids: number[]): Promise<StockRow[]> {
  const rows: StockRow[] = [];
  for (let i = 0; i < ids.length; i += 1000) rows.push(...(await stockRows(db, ids.slice(i, i + 1000))));
  return rows;
}

/** What a sheet would change, line by line; nothing is written. */
export async function previewStockSheet(db: Db, bytes: Buffer): Promise<StockSheetPreview> {
  const read = readStockSheet(bytes);
  const diff = await checkSheet(db, read.lines, (ids) => rowsInChunks(db, ids));
  const errors = [...read.errors, ...diff.errors].sort((a, b) => a.line - b.line);
  return { lines: read.lines.length + read.errors.length, changes: diff.changes.map(changeOnWire), unchanged: diff.unchanged, errors, expected: expectedOf(diff.changes) };
}

export const MESSAGE_SHEET_HAS_ERRORS = 'O ficheiro tem erros: corrija as linhas indicadas e carregue-o de novo. Nada foi alterado.';
export const MESSAGE_SHEET_STALE = 'O stock ou o preço mudou desde a pré-visualização (uma venda ou outra alteração). Nada foi alterado: reveja a pré-visualização atualizada e confirme de novo.';

/**
 * Applies a sheet whole or not at all: read again, checked again on the rows locked, and written in one
 * transaction only if it still changes exactly what the preview showed (`expected`); otherwise 409 with
 * the fresh preview and the lines that moved.
 */
export async function applyStockSheet(db: Db, actor: AuditActor, bytes: Buffer, expected: string, publicUrl: string): Promise<StockSheetApplied> {
  const read = readStockSheet(bytes);
  if (read.errors.length) throw new AppError('UNPROCESSABLE', MESSAGE_SHEET_HAS_ERRORS, { data: { errors: read.errors } });
  return db.transaction(async (tx) => {
    const diff = await checkSheet(tx, read.lines, (ids) => lockStockRows(tx, ids));
    if (diff.errors.length) throw new AppError('UNPROCESSABLE', MESSAGE_SHEET_HAS_ERRORS, { data: { errors: diff.errors } });
    const fresh = expectedOf(diff.changes);
    if (fresh !== expected) {
      const preview: StockSheetPreview = { lines: read.lines.length, changes: diff.changes.map(changeOnWire), unchanged: diff.unchanged, errors: [], expected: fresh };
      throw new AppError('CONFLICT', MESSAGE_SHEET_STALE, { data: { preview, stale_lines: staleLines(expected, fresh) } });
    }
    if (diff.changes.length === 0) return { changed: 0, products: 0 };
    const productCount = await writeStockChanges(tx, actor, { action: 'product.stock_import' }, diff.changes, publicUrl);
    return { changed: diff.changes.length, products: productCount };
  });
}
