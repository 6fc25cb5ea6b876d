import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for HTML staff write (product description, detail, specification): text
 * structure, lists, simple tables and safe links. No scripts, styles, classes, event handlers,
 * images (a product's images live in its gallery), iframes or forms. Run when the back office saves
 * and again when the shop sends, so HTML stored before a rule changed is cleaned as well.
 */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const NON_TEXT_TAGS = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'template'];

const PRODUCT_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'div', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  // rel and target are set by the transform below, which runs before attributes are filtered.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped with the tag, not shown as text.
  nonTextTags: NON_TEXT_TAGS,
  transformTags: {
    // The product page owns h1 (the product's name) and h2 (its sections): staff HTML starts at h3.
    h1: 'h3',
    h2: 'h3',
    // A link with an unsafe or missing target becomes plain text (an unknown tag is discarded, its text kept).
    a: (tagName, attribs) =>
      SAFE_HREF.test((attribs.href ?? '').trim())
        ? { tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer', target: '_blank' } }
        : { tagName: 'span', attribs: {} },
  },
};

/**
 * The last results of a costly pure function of a string, at most `size` of them: the shop sends
 * the same products' HTML on every uncached read, and parsing it again was most of that read's CPU.
 */
function keptResults(size: number, compute: (input: string) => string): (input: string) => string {
  const kept = new Map<string, string>();
  return (input) => {
    const hit = kept.get(input);
    if (hit !== undefined) return hit;
    const result = compute(input);
    if (kept.size >= size) kept.delete(kept.keys().next().value!);
    kept.set(input, result);
    return result;
  };
}

const cleanProductHtml = keptResults(2_000, (html) => sanitizeHtml(html, PRODUCT_HTML).trim());

/** Cleans staff-written product HTML. Idempotent: cleaning clean HTML changes nothing. */
export function sanitizeProductHtml(html: string | null | undefined): string {
  if (!html) return '';
  return cleanProductHtml(html);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

const excerpts = keptResults(5_000, (key) => {
  const colon = key.indexOf(':');
  return excerpt(key.slice(colon + 1), Number(key.slice(0, colon)));
});

/** Plain text from HTML (for list excerpts and meta descriptions), cut at a word boundary. */
export function plainText(html: string | null | undefined, maxLength = 200): string {
  if (!html) return '';
  return excerpts(`${maxLength}:${html}`);
}

function excerpt(html: string, maxLength: number): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: NON_TEXT_TAGS })
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
