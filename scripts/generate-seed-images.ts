// Draws the seed catalogue's illustrations (products, categories, blog) as small SVG files in
// apps/web/public/images. Run with `npm run seed:images` after changing the seed data; commit the output.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, PRODUCTS, productGallery, type SeedProduct } from '../apps/server/src/db/seed/catalogue-data.ts';
import { BLOG_POSTS } from '../apps/server/src/db/seed/content-data.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'apps/web/public');

const C = {
  plum9: '#3a1832',
  plum7: '#5b2a4e',
  plum5: '#8c4a78',
  plum2: '#e4c8da',
  plum1: '#f3e6ef',
  plum0: '#faf4f8',
  cream: '#fbf7f2',
  gold: '#c89b5a',
  ink: '#2b2027',
  amber: '#9a5b2a',
  sage: '#7c8f6a',
};
const FONT = 'font-family="system-ui,Segoe UI,Roboto,Arial,sans-serif"';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const hash = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
const pick = <T>(list: T[], key: string) => list[hash(key) % list.length]!;

/** Splits a name into lines of at most `max` characters (never splitting a word). */
function wrap(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.replace(/ (°C|W|L|ml|g|kg)\b/g, '\u00a0$1').split(/ +/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) return [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
  return lines;
}

/** Centred text lines; a line too long for `width` is squeezed to fit instead of overflowing. */
function textBlock(lines: string[], cx: number, top: number, size: number, width: number, fill: string, weight = 600): string {
  const step = Math.round(size * 1.2);
  return `<g ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="middle">${lines
    .map((line, i) => {
      const fit = line.length * size * 0.56 > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
      return `<text x="${cx}" y="${top + i * step}"${fit}>${esc(line)}</text>`;
    })
    .join('')}</g>`;
}

/** "300 ml", "1 kg", "Normal" — what the label says under the name. */
function sizeOf(p: SeedProduct): string {
  if (p.variants?.length) return p.variants.map((v) => v.name.replace(/\s*\(.*\)/, '')).join(' · ');
  const m = /<strong>(Volume|Peso|Capacidade|Quantidade):<\/strong>\s*([^<]+)/.exec(p.specification ?? '');
  return m?.[2]?.trim() ?? '';
}

type Shape =
  | 'bottle'
  | 'tube'
  | 'jar'
  | 'dropper'
  | 'pump'
  | 'spray'
  | 'sachet'
  | 'bonnet'
  | 'pillow'
  | 'brush'
  | 'comb'
  | 'towel'
  | 'diffuser'
  | 'dryer'
  | 'iron'
  | 'spirals'
  | 'kit';

function shapeOf(p: SeedProduct): Shape {
  const s = p.slug;
  if (s.startsWith('kit-')) return 'kit';
  if (/saqueta/.test(s)) return 'sachet';
  if (/spray|borrifador|leave-in-10/.test(s)) return 'spray';
  if (/touca/.test(s)) return 'bonnet';
  if (/fronha/.test(s)) return 'pillow';
  if (/escova/.test(s)) return 'brush';
  if (/pente/.test(s) && p.category === 'acessorios') return 'comb';
  if (/toalha/.test(s)) return 'towel';
  if (/difusor/.test(s)) return 'diffuser';
  if (/secador/.test(s)) return 'dryer';
  if (/prancha/.test(s)) return 'iron';
  if (/elasticos/.test(s)) return 'spirals';
  if (/1l$|profissional/.test(s)) return 'pump';
  if (/gel|gelatina|manteiga|mascara/.test(s)) return 'jar';
  if (/oleo|tonico|serum|blend/.test(s)) return 'dropper';
  if (/mousse|creme/.test(s)) return 'pump';
  if (p.category === 'condicionadores') return 'tube';
  return 'bottle';
}

interface Look {
  body: string;
  cap: string;
  label: string;
  text: string;
}

const LOOKS: Record<string, Look[]> = {
  shampoos: [
    { body: C.plum7, cap: C.gold, label: C.cream, text: C.plum7 },
    { body: C.plum5, cap: C.plum9, label: C.cream, text: C.plum7 },
  ],
  condicionadores: [
    { body: C.plum2, cap: C.plum7, label: '#fff', text: C.plum7 },
    { body: C.gold, cap: C.plum7, label: C.cream, text: C.plum9 },
  ],
  mascaras: [
    { body: C.cream, cap: C.plum7, label: C.plum1, text: C.plum7 },
    { body: '#fff', cap: C.gold, label: C.plum7, text: C.cream },
  ],
  'oleos-e-seruns': [
    { body: C.amber, cap: C.plum9, label: C.cream, text: C.plum9 },
    { body: '#7a4a22', cap: C.gold, label: C.plum0, text: C.plum7 },
  ],
  finalizadores: [
    { body: C.plum5, cap: C.plum9, label: C.cream, text: C.plum7 },
    { body: C.sage, cap: C.plum7, label: C.cream, text: C.plum9 },
  ],
  acessorios: [
    { body: C.plum7, cap: C.gold, label: C.cream, text: C.plum7 },
    { body: C.plum5, cap: C.gold, label: C.cream, text: C.plum7 },
  ],
};

/** Each drawing: the object, and the box (x, y, width) where its label text goes. */
function draw(shape: Shape, l: Look): { art: string; label: { x: number; y: number; w: number; h: number; plain?: boolean } } {
  switch (shape) {
    case 'bottle':
      return {
        art: `<rect x="196" y="92" width="88" height="52" rx="10" fill="${l.cap}"/><rect x="186" y="136" width="108" height="16" rx="4" fill="${l.cap}"/><rect x="164" y="150" width="152" height="262" rx="34" fill="${l.body}"/>`,
        label: { x: 178, y: 206, w: 124, h: 150 },
      };
    case 'tube':
      return {
        art: `<path d="M150 84h180l-26 300H176z" fill="${l.body}"/><rect x="146" y="76" width="188" height="20" rx="3" fill="${l.body}" opacity=".8"/><path d="M160 86h160" stroke="${l.cap}" stroke-width="2" stroke-dasharray="6 5"/><rect x="190" y="380" width="100" height="36" rx="8" fill="${l.cap}"/>`,
        label: { x: 182, y: 160, w: 116, h: 150 },
      };
    case 'jar':
      return {
        art: `<rect x="128" y="234" width="224" height="178" rx="34" fill="${l.body}" stroke="${C.plum2}" stroke-width="3"/><rect x="138" y="184" width="204" height="58" rx="12" fill="${l.cap}"/><path d="M150 204h180" stroke="#fff" stroke-opacity=".25" stroke-width="6"/>`,
        label: { x: 150, y: 262, w: 180, h: 124 },
      };
    case 'dropper':
      return {
        art: `<ellipse cx="240" cy="104" rx="20" ry="28" fill="${C.ink}"/><rect x="214" y="126" width="52" height="52" rx="8" fill="${l.cap}"/><rect x="180" y="176" width="120" height="236" rx="26" fill="${l.body}"/><rect x="192" y="188" width="12" height="160" rx="6" fill="#fff" opacity=".18"/>`,
        label: { x: 190, y: 224, w: 100, h: 150 },
      };
    case 'pump':
      return {
        art: `<path d="M228 104h62v16h-44v30h-18z" fill="${l.cap}"/><rect x="214" y="146" width="52" height="24" rx="6" fill="${l.cap}"/><rect x="170" y="168" width="140" height="244" rx="28" fill="${l.body}"/>`,
        label: { x: 182, y: 212, w: 116, h: 156 },
      };
    case 'spray':
      return {
        art: `<path d="M206 112h72l22 22-14 10-14-12h-10v38h-56z" fill="${l.cap}"/><path d="M232 168l-10 36" stroke="${l.cap}" stroke-width="10" stroke-linecap="round"/><rect x="180" y="168" width="120" height="244" rx="26" fill="${l.body}"/>`,
        label: { x: 190, y: 214, w: 100, h: 160 },
      };
    case 'sachet':
      return {
        art: `<path d="M150 116l12-10 12 10 12-10 12 10 12-10 12 10 12-10 12 10 12-10 12 10 12-10 12 10 12-10 12 10 12-10v292H150z" fill="${l.body}" stroke="${C.plum2}" stroke-width="3"/>`,
        label: { x: 166, y: 160, w: 148, h: 200 },
      };
    case 'bonnet':
      return {
        art: `<path d="M104 300c0-110 62-178 136-178s136 68 136 178z" fill="${l.body}"/><path d="M150 190c30-40 150-40 180 0" stroke="#fff" stroke-opacity=".2" stroke-width="10" fill="none"/><rect x="96" y="292" width="288" height="38" rx="19" fill="${l.cap}"/>`,
        label: { x: 130, y: 360, w: 220, h: 70, plain: true },
      };
    case 'pillow':
      return {
        art: `<path d="M110 140q130-24 260 0q-16 90 0 180q-130 24-260 0q16-90 0-180z" fill="${l.body}"/><path d="M140 170q100-14 200 0" stroke="#fff" stroke-opacity=".25" stroke-width="6" fill="none"/>`,
        label: { x: 130, y: 360, w: 220, h: 70, plain: true },
      };
    case 'brush':
      return {
        art: `<rect x="222" y="230" width="36" height="120" rx="14" fill="${l.cap}"/><ellipse cx="240" cy="172" rx="78" ry="92" fill="${l.body}"/><g fill="${C.cream}">${[
          0, 1, 2, 3, 4,
        ]
          .map((r) => [0, 1, 2, 3].map((c) => `<circle cx="${198 + c * 28}" cy="${118 + r * 27}" r="5"/>`).join(''))
          .join('')}</g>`,
        label: { x: 130, y: 380, w: 220, h: 60, plain: true },
      };
    case 'comb':
      return {
        art: `<rect x="200" y="96" width="80" height="86" rx="18" fill="${l.cap}"/><g fill="${l.body}">${[0, 1, 2, 3, 4]
          .map((i) => `<rect x="${198 + i * 18}" y="170" width="10" height="170" rx="5"/>`)
          .join('')}</g>`,
        label: { x: 130, y: 380, w: 220, h: 60, plain: true },
      };
    case 'towel':
      return {
        art: `<path d="M120 260c0-90 60-140 120-140s120 50 120 140c-40 30-200 30-240 0z" fill="${l.body}"/><path d="M240 120c-10 50 40 70 120 140" stroke="#fff" stroke-opacity=".3" stroke-width="8" fill="none"/><circle cx="240" cy="140" r="9" fill="${l.cap}"/>`,
        label: { x: 130, y: 350, w: 220, h: 80, plain: true },
      };
    case 'diffuser':
      return {
        art: `<rect x="214" y="90" width="52" height="70" rx="10" fill="${l.cap}"/><path d="M130 160h220l-30 110H160z" fill="${l.body}"/><g fill="${l.cap}">${[
          0, 1, 2, 3, 4, 5,
        ]
          .map((i) => `<rect x="${164 + i * 28}" y="266" width="12" height="54" rx="6"/>`)
          .join('')}</g>`,
        label: { x: 130, y: 370, w: 220, h: 60, plain: true },
      };
    case 'dryer':
      return {
        art: `<rect x="150" y="120" width="200" height="110" rx="55" fill="${l.body}"/><rect x="330" y="140" width="40" height="70" rx="8" fill="${l.cap}"/><path d="M190 220h52l-14 120h-30z" fill="${l.body}"/><circle cx="200" cy="175" r="28" fill="${l.cap}"/>`,
        label: { x: 130, y: 370, w: 220, h: 60, plain: true },
      };
    case 'iron':
      return {
        art: `<rect x="150" y="90" width="44" height="260" rx="20" fill="${l.body}" transform="rotate(-6 172 220)"/><rect x="286" y="90" width="44" height="260" rx="20" fill="${l.body}" transform="rotate(6 308 220)"/><rect x="160" y="100" width="24" height="110" rx="6" fill="${l.cap}" transform="rotate(-6 172 220)"/><rect x="296" y="100" width="24" height="110" rx="6" fill="${l.cap}" transform="rotate(6 308 220)"/>`,
        label: { x: 130, y: 380, w: 220, h: 60, plain: true },
      };
    case 'spirals':
      return {
        art: [C.plum7, C.gold, C.plum5, C.sage]
          .map(
            (color, i) =>
              `<path d="M${150 + (i % 2) * 110} ${130 + Math.floor(i / 2) * 110}m-40 0a40 28 0 1 0 80 0a40 28 0 1 0-80 0m6 8a34 22 0 1 0 68 0" fill="none" stroke="${color}" stroke-width="9"/>`,
          )
          .join(''),
        label: { x: 130, y: 380, w: 220, h: 60, plain: true },
      };
    case 'kit':
      return {
        art: `<rect x="96" y="170" width="86" height="200" rx="22" fill="${C.plum7}"/><rect x="112" y="136" width="54" height="38" rx="8" fill="${C.gold}"/><rect x="196" y="240" width="130" height="130" rx="24" fill="${C.cream}" stroke="${C.plum2}" stroke-width="3"/><rect x="202" y="206" width="118" height="40" rx="10" fill="${C.plum5}"/><rect x="340" y="180" width="64" height="190" rx="18" fill="${C.sage}"/><path d="M352 140h36l12 12-10 8-8-8h-8v28h-22z" fill="${C.plum9}"/>`,
        label: { x: 130, y: 396, w: 220, h: 50, plain: true },
      };
  }
}

/** The facts on the back of the pack: the specification's rows ("Volume: 300 ml"), at most four. */
function factsOf(p: SeedProduct): string[] {
  return [...(p.specification ?? '').matchAll(/<strong>([^<:]+):<\/strong>\s*([^<]+)/g)].slice(0, 4).map((m) => `${m[1]}: ${m[2]!.trim()}`);
}

const svg = (name: string, bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480" role="img" aria-label="${esc(name)}"><rect width="480" height="480" fill="${bg}"/>${body}</svg>\n`;

/** A product's three views (see PRODUCT_VIEWS): the front, the back with its facts, the label up close. */
function productSvgs(p: SeedProduct): { front: string; back: string; detail: string } {
  const shape = shapeOf(p);
  const look = pick(LOOKS[p.category] ?? LOOKS.shampoos!, p.slug);
  const { art, label } = draw(shape, look);
  const bg = pick([C.plum0, C.plum1, '#f6efe6'], p.slug + 'bg');
  const size = sizeOf(p);
  const stage = `<circle cx="240" cy="250" r="190" fill="#fff" opacity=".55"/><ellipse cx="240" cy="432" rx="150" ry="14" fill="${C.plum9}" opacity=".08"/>`;
  let text: string;
  if (label.plain) {
    const lines = wrap(p.name, 26, 2);
    text =
      textBlock(lines, 240, label.y + 18, 20, label.w, C.plum9) +
      (size ? textBlock([size], 240, label.y + 18 + lines.length * 24, 15, label.w, C.plum5, 500) : '');
  } else {
    const lines = wrap(p.name, 11, 4);
    const fontSize = label.w < 110 ? 14 : 16;
    const top = label.y + 36;
    text =
      `<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="10" fill="${look.label}"/>` +
      textBlock(['CABELO MAPUTO'], 240, label.y + 16, 8, label.w - 24, C.gold, 700) +
      textBlock(lines, 240, top, fontSize, label.w - 14, look.text) +
      (size ? textBlock([size], 240, label.y + label.h - 12, 11, label.w - 14, look.text, 500) : '');
  }
  const front = svg(p.name, bg, `${stage}${art}${text}`);

  // The back: the object turned round, its facts on the label (or beneath it, for accessories).
  const facts = factsOf(p).flatMap((f) => wrap(f, label.plain ? 34 : 16, 2)).slice(0, label.plain ? 3 : 7);
  const backText = label.plain
    ? textBlock(facts, 240, label.y + 14, 13, label.w, C.plum9, 500)
    : `<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="10" fill="${look.label}"/>` +
      textBlock(['INFORMAÇÃO'], 240, label.y + 16, 8, label.w - 24, C.gold, 700) +
      textBlock(facts, 240, label.y + 36, 9, label.w - 12, look.text, 500);
  const back = svg(`${p.name}: verso`, bg, `${stage}<g transform="translate(480 0) scale(-1 1)">${art}</g>${backText}`);

  // Up close: the label (or the object's top) filling the frame.
  const box = label.plain ? { x: 100, y: 80, w: 280, h: 280 } : { x: label.x - 14, y: label.y - 14, w: label.w + 28, h: label.h + 28 };
  const side = Math.max(box.w, box.h);
  const k = (480 / side).toFixed(3);
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const detail = svg(`${p.name}: pormenor`, bg, `<g transform="translate(240 240) scale(${k}) translate(${-cx} ${-cy})">${art}${text}</g>`);
  return { front, back, detail };
}

function categorySvg(slug: string, name: string): string {
  const inCategory = PRODUCTS.filter((p) => p.category === slug);
  const shapes = new Set<Shape>();
  const distinct = inCategory.filter((p) => !shapes.has(shapeOf(p)) && shapes.add(shapeOf(p)));
  const picked = [...distinct, ...inCategory.filter((p) => !distinct.includes(p))].slice(0, 3);
  // Side items small and low, the middle one larger: centres at x 110, 240, 370.
  const place = [
    { s: 0.5, x: 110, y: 235 },
    { s: 0.62, x: 240, y: 205 },
    { s: 0.5, x: 370, y: 235 },
  ];
  const items = [picked[0], picked[2], picked[1]]
    .map((p, i) => {
      if (!p) return '';
      const look = pick(LOOKS[slug]!, p.slug);
      const { art, label } = draw(shapeOf(p), look);
      const band = label.plain
        ? ''
        : `<rect x="${label.x}" y="${label.y}" width="${label.w}" height="${label.h}" rx="10" fill="${look.label}"/>`;
      const { s: k, x, y } = place[i]!;
      return `<g transform="translate(${Math.round(x - 240 * k)} ${Math.round(y - 250 * k)}) scale(${k})">${art}${band}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480" role="img" aria-label="${esc(name)}"><rect width="480" height="480" fill="${C.plum1}"/><circle cx="240" cy="200" r="170" fill="${C.cream}"/>${items}${textBlock([name], 240, 440, 34, 380, C.plum7, 700)}</svg>\n`;
}

/** Blog motifs: one simple glyph per theme, on a plum field with soft shapes. */
const MOTIFS: Record<string, string> = {
  calendar: `<rect x="-70" y="-60" width="140" height="130" rx="14" fill="${C.cream}"/><rect x="-70" y="-60" width="140" height="34" rx="14" fill="${C.gold}"/><g fill="${C.plum5}"><circle cx="-38" cy="0" r="9"/><circle cx="0" cy="0" r="9"/><circle cx="38" cy="0" r="9"/><circle cx="-38" cy="36" r="9"/><circle cx="0" cy="36" r="9"/></g>`,
  strand: `<path d="M-60 80C-20 20-80-20-20-80M0 80C40 20-20-20 40-80M60 80c40-60-20-100 40-160" stroke="${C.cream}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  needle: `<rect x="-80" y="-18" width="120" height="36" rx="18" fill="${C.cream}"/><rect x="40" y="-6" width="70" height="12" rx="6" fill="${C.gold}"/><g stroke="${C.plum5}" stroke-width="4">${[-60, -40, -20, 0, 20].map((x) => `<path d="M${x} -18v-14M${x} 18v14"/>`).join('')}</g>`,
  flakes: `<circle r="70" fill="${C.cream}"/><g fill="${C.plum5}"><circle cx="-30" cy="-20" r="8"/><circle cx="20" cy="-34" r="6"/><circle cx="30" cy="14" r="9"/><circle cx="-14" cy="30" r="7"/><circle cx="0" cy="0" r="5"/></g>`,
  braid: `<g fill="none" stroke="${C.cream}" stroke-width="14" stroke-linecap="round"><path d="M-20-90c40 30-40 60 0 90s-40 60 0 90"/><path d="M20-90c-40 30 40 60 0 90s40 60 0 90" stroke="${C.gold}"/></g>`,
  drops: `<g fill="${C.gold}"><path d="M-50-70c20 30 34 50 34 70a34 34 0 0 1-68 0c0-20 14-40 34-70z"/><path d="M40-40c16 24 28 40 28 56a28 28 0 0 1-56 0c0-16 12-32 28-56z" fill="${C.cream}"/></g>`,
  lens: `<circle cx="-16" cy="-16" r="56" fill="none" stroke="${C.cream}" stroke-width="14"/><path d="M26 26l52 52" stroke="${C.gold}" stroke-width="18" stroke-linecap="round"/>`,
  moon: `<path d="M20-80a80 80 0 1 0 60 130A64 64 0 0 1 20-80z" fill="${C.cream}"/><circle cx="60" cy="-50" r="6" fill="${C.gold}"/><circle cx="90" cy="-10" r="4" fill="${C.gold}"/>`,
  sun: `<circle r="50" fill="${C.gold}"/><g stroke="${C.gold}" stroke-width="10" stroke-linecap="round">${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<path d="M0-70v-22" transform="rotate(${a})"/>`).join('')}</g>`,
};

function motifFor(image: string): string {
  const n = path.basename(image, '.svg');
  if (/cronograma/.test(n)) return MOTIFS.calendar!;
  if (/queda|transicao/.test(n)) return MOTIFS.strand!;
  if (/microagulhamento/.test(n)) return MOTIFS.needle!;
  if (/caspa/.test(n)) return MOTIFS.flakes!;
  if (/trancas/.test(n)) return MOTIFS.braid!;
  if (/oleos/.test(n)) return MOTIFS.drops!;
  if (/consulta/.test(n)) return MOTIFS.lens!;
  if (/noturna/.test(n)) return MOTIFS.moon!;
  if (/sol/.test(n)) return MOTIFS.sun!;
  return MOTIFS.drops!;
}

function blogSvg(image: string, title: string): string {
  const n = path.basename(image, '.svg');
  const field = pick([C.plum7, C.plum5, C.plum9], n);
  const x = 400 + (hash(n) % 5) * 40 - 80;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${esc(title)}"><rect width="800" height="450" fill="${field}"/><circle cx="${x + 260}" cy="60" r="180" fill="#fff" opacity=".07"/><circle cx="${x - 320}" cy="420" r="140" fill="${C.gold}" opacity=".15"/><path d="M0 360c160-60 320 40 480-10s240-70 320-30v130H0z" fill="#fff" opacity=".08"/><g transform="translate(${x} 215) scale(1.8)">${motifFor(image)}</g></svg>\n`;
}

function writeAll(dir: string, files: Map<string, string>) {
  const full = path.join(publicDir, dir);
  mkdirSync(full, { recursive: true });
  for (const name of readdirSync(full)) if (name.endsWith('.svg') && !files.has(name)) rmSync(path.join(full, name));
  for (const [name, svg] of files) writeFileSync(path.join(full, name), svg);
  console.log(`${dir}: ${files.size} files`);
}

const products = new Map<string, string>();
for (const p of PRODUCTS) {
  const views = productSvgs(p);
  const [front, back, detail] = productGallery(p).map((view) => path.basename(view.url));
  products.set(front!, views.front).set(back!, views.back).set(detail!, views.detail);
}
writeAll('images/products', products);

const categories = new Map<string, string>();
for (const c of CATEGORIES) categories.set(path.basename(c.image), categorySvg(c.slug, c.name));
writeAll('images/categories', categories);

const blog = new Map<string, string>();
for (const post of BLOG_POSTS) {
  for (const image of [post.mainImage, ...(post.images ?? [])]) blog.set(path.basename(image), blogSvg(image, post.title));
}
writeAll('images/blog', blog);
