// Draws the web app's icons (manifest, home screen) from the brand mark: `node scripts/generate-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');
const PLUM = '#5b2a4e';
const CREAM = '#f6e7d8';
const ARCH = 'M10 22c0-7 3-12 6-12s6 5 6 12';

// "any": the rounded tile of the favicon. "maskable": full bleed, the mark inside the central 80 % safe zone.
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${PLUM}"/><path d="${ARCH}" fill="none" stroke="${CREAM}" stroke-width="2.5" stroke-linecap="round"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${PLUM}"/><g transform="translate(16 16) scale(0.7) translate(-16 -16)"><path d="${ARCH}" fill="none" stroke="${CREAM}" stroke-width="2.5" stroke-linecap="round"/></g></svg>`;

mkdirSync(out, { recursive: true });
const icons = [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', maskable, 180],
];
for (const [name, svg, size] of icons) {
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer();
  writeFileSync(path.join(out, name), png);
  console.log(`${name} ${size}×${size} ${png.length} bytes`);
}
