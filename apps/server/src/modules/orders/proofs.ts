import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ProofUpload } from '@shop/contract/orders';
import type { Db } from '../../db/client.ts';
import { files, orderEvents, orders } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { enforceLimit } from '../../lib/rate-limit.ts';
import { acceptUpload, MESSAGE_WRONG_TYPE, storeFile, type CheckedUpload, type UploadedFile } from '../../lib/uploads.ts';
import { enqueueStaffAlert, type StaffAlertTarget } from '../admin/service.ts';
import { proofUploadedAlert } from './order-mail.ts';
import { canUploadProof } from './order-view.ts';
import { lockOrder, recordOrderEvent, transitionPayment } from './transitions.ts';

export const PROOF_PURPOSE = 'payment_proof';
const PROOF_NOT_FOUND = 'Comprovativo não encontrado.';

export const uploadedFileSchema = z.custom<UploadedFile>(
  (v) => typeof v === 'object' && v !== null && Buffer.isBuffer((v as UploadedFile).bytes),
  { message: 'Escolha o ficheiro do comprovativo.' },
);

// Inner extensions that would make a file dangerous if anyone ever trusted its name.
const DANGEROUS_EXTENSION = /\.(php\d?|phtml|phar|s?html?|xhtml|svgz?|xml|js|mjs|cjs|exe|dll|bat|cmd|sh|jsp|aspx?|cgi|pl|py|rb|jar|com|scr|msi|vbs|ps1|hta|htaccess)(\.|$)/i;

/**
 * The file's name is never trusted for its type (the content decides), but a name made to
 * smuggle a path, control characters or a second, executable extension is refused outright.
 */
export function checkProofName(name: string): void {
  if (!name) return;
  if (name.length > 200 || [...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) || /[\\/]/.test(name) || /(^|\.)\.(\.|$)/.test(name)) {
    throw new AppError('UNSUPPORTED_FILE', 'O nome do ficheiro não é válido. Mude o nome e tente novamente.');
  }
  if (DANGEROUS_EXTENSION.test(name)) throw new AppError('UNSUPPORTED_FILE', MESSAGE_WRONG_TYPE);
}

/** A proof's name and content checked, and the content proven harmless (re-encoded when an image). */
export async function prepareProof(file: UploadedFile): Promise<{ upload: CheckedUpload; originalName: string }> {
  checkProofName(file.filename);
  return { upload: await acceptUpload(file.bytes, ['png', 'jpeg', 'pdf']), originalName: file.filename };
}

async function storeProof(db: Db, customerId: number, proof: { upload: CheckedUpload; originalName: string }): Promise<ProofUpload> {
  const stored = await storeFile(db, proof.upload, { purpose: PROOF_PURPOSE, originalName: proof.originalName, ownerCustomerId: customerId });
  return { proof_id: stored.id, name: stored.name, size: stored.size, mime: stored.mime };
}

export async function uploadProof(db: Db, customerId: number, file: UploadedFile): Promise<ProofUpload> {
  await enforceLimit(db, `proof-upload:${customerId}`, 30, 3600, 'Carregou demasiados ficheiros nesta hora. Tente novamente mais tarde.');
  const stored = await storeProof(db, customerId, await prepareProof(file));
  await purgeAbandonedProofs(db, customerId);
  return stored;
}

/**
 * Proofs uploaded at a checkout that was never finished are dropped after a day. A proof an
 * order uses, or once used (its history names it), is kept.
 */
export async function purgeAbandonedProofs(db: Db, customerId: number): Promise<void> {
  await db.execute(sql`
    delete from ${files} f
    where f.purpose = ${PROOF_PURPOSE} and f.owner_customer_id = ${customerId} and f.created_at < now() - interval '1 day'
      and not exists (select 1 from ${orders} o where o.proof_file_id = f.id)
      and not exists (select 1 from ${orderEvents} e where e.kind = 'proof' and e.to_value = f.id)`);
}

/** A proof uploaded for this customer and not yet attached to an order. */
export async function claimableProof(db: Db, customerId: number, proofId: string) {
  const [file] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, proofId), eq(files.purpose, PROOF_PURPOSE), eq(files.ownerCustomerId, customerId)));
  if (!file) throw notFound('Comprovativo não encontrado. Carregue o ficheiro novamente.');
  const [used] = await db.select({ id: orders.id }).from(orders).where(eq(orders.proofFileId, proofId));
  if (used) throw new AppError('CONFLICT', 'Este comprovativo já foi usado noutra encomenda. Carregue o comprovativo desta encomenda.');
  return file;
}

/** A new proof for an order awaiting one (or whose proof was rejected): it goes back under review. */
export async function attachProofToOrder(db: Db, customerId: number, orderId: number, file: UploadedFile, staff: StaffAlertTarget) {
  await enforceLimit(db, `proof-upload:${customerId}`, 30, 3600, 'Carregou demasiados ficheiros nesta hora. Tente novamente mais tarde.');
  const proof = await prepareProof(file);
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, customerId);
    if (!canUploadProof(order)) throw new AppError('CONFLICT', 'O pagamento desta encomenda não aguarda comprovativo.');
    const stored = await storeProof(tx, customerId, proof);
    await tx.update(orders).set({ proofFileId: stored.proof_id, updatedAt: new Date() }).where(eq(orders.id, order.id));
    await recordOrderEvent(tx, order.id, 'proof', { type: 'customer', id: customerId }, { to: stored.proof_id, note: stored.name });
    await transitionPayment(tx, order.id, 'under_review', { type: 'customer', id: customerId }, { customerId });
    await enqueueStaffAlert(tx, staff, proofUploadedAlert(order, order.proofFileId !== null));
  });
}

export type ProofFile = typeof files.$inferSelect;

/** The customer's own proof (attached or not); staff use `readProof` without an owner. */
export async function readProof(db: Db, fileId: string, customerId: number | null): Promise<ProofFile> {
  if (!z.string().uuid().safeParse(fileId).success) throw notFound(PROOF_NOT_FOUND);
  const where = customerId === null
    ? and(eq(files.id, fileId), eq(files.purpose, PROOF_PURPOSE))
    : and(eq(files.id, fileId), eq(files.purpose, PROOF_PURPOSE), eq(files.ownerCustomerId, customerId));
  const [file] = await db.select().from(files).where(where);
  if (!file) throw notFound(PROOF_NOT_FOUND);
  return file;
}

