import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { MEDIA_WIDTHS, type Media, type MediaWidth } from '@shop/contract/admin-catalogue';
import type { Db } from '../../../db/client.ts';
import { files } from '../../../db/schema.ts';
import { AppError } from '../../../lib/errors.ts';
import { MAX_IMAGE_PIXELS, MESSAGE_IMAGE_TOO_LARGE, openImage } from '../../../lib/images.ts';
import { checkUpload, MESSAGE_WRONG_TYPE, safeFileName } from '../../../lib/uploads.ts';
import type { AuditActor } from '../../../lib/audit.ts';
import { recordAudit } from '../../../lib/audit.ts';

export const MEDIA_PURPOSE = 'product-image';
export const MESSAGE_IMAGE_TYPE = 'Apenas imagens PNG, JPG ou WebP são permitidas.';
const WEBP_QUALITY = 78;

export const mediaFileId = (mediaId: string, width: MediaWidth) => `${mediaId}-w${width}`;

export interface ResizedImage {
  width: number;
  height: number;
  variants: { width: MediaWidth; bytes: Buffer }[];
}

/**
 * Turns an upload into WebP at each responsive width (never enlarged; orientation applied,
 * metadata dropped). Throws UNSUPPORTED_FILE for anything that is not a decodable PNG, JPEG or WebP.
 */
export async function resizeToWebp(bytes: Buffer): Promise<ResizedImage> {
  try {
    checkUpload(bytes, ['png', 'jpeg', 'webp']);
  } catch (err) {
    if (err instanceof AppError && err.message === MESSAGE_WRONG_TYPE) throw new AppError('UNSUPPORTED_FILE', MESSAGE_IMAGE_TYPE);
    throw err;
  }
  try {
    const source = openImage(bytes).rotate();
    const meta = await source.metadata();
    const size = meta.autoOrient ?? { width: meta.width, height: meta.height };
    if (!size.width || !size.height) throw new Error('no dimensions');
    if (size.width * size.height > MAX_IMAGE_PIXELS) throw new AppError('UNSUPPORTED_FILE', MESSAGE_IMAGE_TOO_LARGE);
    // Decode (and orient) once; each width is resized from the same pixels.
    const decoded = await source.toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
    const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
    const variants = [];
    for (const width of MEDIA_WIDTHS) {
      const out = await sharp(decoded.data, { raw }).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
      variants.push({ width, bytes: out });
    }
    return { width: size.width, height: size.height, variants };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('UNSUPPORTED_FILE', 'Não foi possível ler esta imagem. Experimente outro ficheiro PNG, JPG ou WebP.');
  }
}

/** Stores every width in `files` (one row each) and returns the URLs. */
export async function storeProductImage(db: Db, actor: AuditActor, upload: { bytes: Buffer; filename?: string }): Promise<Media> {
  const resized = await resizeToWebp(upload.bytes);
  const id = randomUUID();
  const name = safeFileName(upload.filename, 'webp');
  await db.transaction(async (tx) => {
    await tx.insert(files).values(
      resized.variants.map((v) => ({
        id: mediaFileId(id, v.width),
        purpose: MEDIA_PURPOSE,
        mime: 'image/webp',
        size: v.bytes.length,
        sha256: createHash('sha256').update(v.bytes).digest('hex'),
        originalName: name,
        bytes: v.bytes,
      })),
    );
    await recordAudit(tx, actor, { action: 'media.upload', entity: 'media', entityId: id, after: { name, width: resized.width, height: resized.height } });
  });
  const url = `/media/${id}`;
  return {
    id,
    url,
    width: resized.width,
    height: resized.height,
    sizes: resized.variants.map((v) => ({ width: v.width, url: `${url}/${v.width}.webp`, bytes: v.bytes.length })),
  };
}
