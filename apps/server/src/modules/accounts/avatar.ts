import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Profile } from '@shop/contract/accounts';
import type { Db } from '../../db/client.ts';
import { customers, files } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { openImage } from '../../lib/images.ts';
import { checkUpload, storeFile } from '../../lib/uploads.ts';
import { toProfile } from './customer-view.ts';
import { loadCustomer } from './profile.ts';

export const AVATAR_SIZE = 256;
/**
 * Checks the upload by content (png, jpeg or webp), then re-encodes it: turned upright, cropped
 * square to 256 px, WebP, with every bit of metadata (EXIF, GPS) dropped.
 */
export async function processAvatar(bytes: Buffer): Promise<Buffer> {
  checkUpload(bytes, ['png', 'jpeg', 'webp']);
  try {
    return await openImage(bytes)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_FILE', 'Não foi possível ler a imagem. Escolha outra fotografia (PNG, JPG ou WebP).');
  }
}

export async function updateAvatar(db: Db, customerId: number, upload: { bytes: Uint8Array; filename: string }): Promise<Profile> {
  const customer = await loadCustomer(db, customerId);
  const webp = await processAvatar(Buffer.from(upload.bytes));
  return db.transaction(async (tx) => {
    const stored = await storeFile(tx, { kind: 'webp', mime: 'image/webp', extension: 'webp', bytes: webp }, {
      purpose: 'avatar',
      originalName: upload.filename,
      ownerCustomerId: customerId,
    });
    const [row] = await tx.update(customers).set({ imageFileId: stored.id, updatedAt: sql`now()` }).where(eq(customers.id, customerId)).returning();
    if (customer.imageFileId) await tx.delete(files).where(and(eq(files.id, customer.imageFileId), eq(files.purpose, 'avatar')));
    return toProfile(row!);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `GET /files/avatar/:id`: public and cached for good (a new photo gets a new id). */
export async function avatarFileRoutes(app: FastifyInstance) {
  app.get('/files/avatar/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!UUID.test(id)) throw notFound('Imagem não encontrada.');
    const [file] = await app.db
      .select({ mime: files.mime, bytes: files.bytes, sha256: files.sha256 })
      .from(files)
      .where(and(eq(files.id, id), eq(files.purpose, 'avatar')));
    if (!file) throw notFound('Imagem não encontrada.');
    const etag = `"${file.sha256.slice(0, 32)}"`;
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('ETag', etag)
      .header('Content-Security-Policy', "default-src 'none'");
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(file.mime).send(file.bytes);
  });
}
