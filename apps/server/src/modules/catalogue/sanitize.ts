import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for product HTML (description, detail, specification): text structure, lists,
 * tables and plain links. No scripts, styles, event handlers, images, iframes or forms.
 */
const PRODUCT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'small', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  // rel and target are set by the transform below, which runs before attributes are filtered.
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], th: ['scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    // The page owns h1 (product name) and h2 (sections): shop HTML starts at h3.
    h1: 'h3',
    h2: 'h3',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'nofollow noopener noreferrer', target: '_blank' } }),
  },
};

/** Cleans product HTML with the allow-list; run before it is stored and again before it is sent. */
export function sanitizeProductHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, PRODUCT_HTML).trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Plain text from HTML (for list excerpts and meta descriptions), cut at a word boundary. */
export function plainText(html: string | null | undefined, maxLength = 200): string {
  if (!html) return '';
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: PRODUCT_HTML.nonTextTags })
    .replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole)
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
