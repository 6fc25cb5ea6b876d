/** How long an upload takes to become four WebP widths: `npx tsx apps/server/test/bench/image-resize.bench.ts`. */
import sharp from 'sharp';
import { resizeToWebp } from '../../src/modules/admin/catalogue/media.ts';
const noise = (w: number, h: number) => sharp(Buffer.from(Array.from({ length: w * h * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: w, height: h, channels: 3 } });
for (const [w, h, fmt] of [[1600, 1200, 'jpeg'], [3000, 2000, 'jpeg'], [1200, 1200, 'png']] as const) {
  const input = await noise(w, h).toFormat(fmt, fmt === 'jpeg' ? { quality: 85 } : {}).toBuffer();
  if (input.length > 5 * 1024 * 1024) { console.log(`${w}x${h} ${fmt}: ${input.length} bytes > 5MB, skipped`); continue; }
  const times: number[] = [];
  let out: Awaited<ReturnType<typeof resizeToWebp>> | null = null;
  for (let i = 0; i < 5; i++) { const t0 = performance.now(); out = await resizeToWebp(input); times.push(performance.now() - t0); }
  times.sort((a, b) => a - b);
  console.log(`${w}x${h} ${fmt} (${(input.length / 1024).toFixed(0)} KB): median ${times[2]!.toFixed(0)} ms; webp sizes ${out!.variants.map((v) => `${v.width}:${(v.bytes.length / 1024).toFixed(0)}KB`).join(' ')}`);
}
// A photo-like image (smooth gradient) compresses very differently from noise.
const photo = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#8c4a78' } }).composite([{ input: Buffer.from('<svg width="2400" height="1800"><defs><radialGradient id="g"><stop offset="0" stop-color="#fbf7f2"/><stop offset="1" stop-color="#3a1832"/></radialGradient></defs><circle cx="1200" cy="900" r="900" fill="url(#g)"/></svg>') }]).jpeg({ quality: 88 }).toBuffer();
const t0 = performance.now(); const r = await resizeToWebp(photo);
console.log(`2400x1800 smooth jpeg (${(photo.length / 1024).toFixed(0)} KB): ${(performance.now() - t0).toFixed(0)} ms; ${r.variants.map((v) => `${v.width}:${(v.bytes.length / 1024).toFixed(1)}KB`).join(' ')}`);
