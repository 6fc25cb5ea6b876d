const COMPRESS_ABOVE = 1.5 * 1024 * 1024;
const MAX_SIDE = 2000;

/**
 * A phone photo of a receipt is often 4–8 MB; over 3G that is minutes. Photos above 1.5 MB are
 * redrawn at most 2000 px wide as JPEG in the browser first. PDFs and small images go as they are,
 * and anything that fails to shrink is sent unchanged (the server checks it either way).
 */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= COMPRESS_ABOVE || !/^image\/(jpeg|png)$/.test(file.type) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.fillStyle = '#fff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], file.name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  }
}
