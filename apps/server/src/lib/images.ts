import sharp, { type Sharp } from 'sharp';
import { AppError } from './errors.ts';

/**
 * The one way images are decoded. A 5 MB file may claim a gigantic canvas (a decompression
 * bomb): anything over this many pixels is refused from its header, before any pixel is decoded.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MESSAGE_IMAGE_TOO_LARGE = 'A imagem tem dimensões demasiado grandes (máximo 40 megapíxeis).';

sharp.cache(false);
sharp.concurrency(1);

/** A decoder for these bytes with the pixel limit on; corrupt data fails instead of being guessed at. */
export function openImage(bytes: Buffer): Sharp {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
}

/** True when sharp refused the image for its size rather than for its content. */
export const isPixelLimitError = (err: unknown) => err instanceof Error && /pixel limit|maximum supported image dimension/i.test(err.message);

/** Proofs and receipts are read by people: large enough for the smallest print on a receipt. */
const DOCUMENT_MAX_SIDE = 2560;

/**
 * Decodes a PNG or JPEG and writes a new one of the same type from its pixels alone: upright,
 * at most 2560 px a side, with no metadata (EXIF, GPS, text chunks) and nothing else the
 * original carried.
 */
export async function reencodeDocumentImage(bytes: Buffer, kind: 'png' | 'jpeg', unreadableMessage: string): Promise<Buffer> {
  try {
    const image = openImage(bytes)
      .rotate()
      .resize({ width: DOCUMENT_MAX_SIDE, height: DOCUMENT_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    return await (kind === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
  } catch (err) {
    if (isPixelLimitError(err)) throw new AppError('UNSUPPORTED_FILE', MESSAGE_IMAGE_TOO_LARGE);
    throw new AppError('UNSUPPORTED_FILE', unreadableMessage);
  }
}

/** Reads only the header: whether an image already stored is still within the limits to be shown. */
export async function isSafeToShow(bytes: Buffer): Promise<boolean> {
  try {
    const meta = await openImage(bytes).metadata();
    return Boolean(meta.width && meta.height && meta.width * meta.height <= MAX_IMAGE_PIXELS);
  } catch {
    return false;
  }
}
