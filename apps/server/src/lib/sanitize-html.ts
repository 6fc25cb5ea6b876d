import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for product descriptions, details and specifications written in the back office:
 * text structure, lists, simple tables and links; no scripts, styles, classes, event handlers or
 * images (a product's images live in its gallery).
 */
const SAFE_HREF = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'div', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark',
    'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption',
  ],
  allowedAttributes: { a: ['href', 'title'], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is dropped with the tag, not shown as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
  transformTags: {
    h1: 'h2',
    // A link with an unsafe or missing target becomes plain text (an unknown tag is discarded, its text kept).
    a: (tagName, attribs) =>
      SAFE_HREF.test((attribs.href ?? '').trim())
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer nofollow' } }
        : { tagName: 'span', attribs: {} },
  },
};
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'rel'] };

/** Cleans staff-written HTML for a product page. Idempotent: cleaning clean HTML changes nothing. */
export function sanitizeProductHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
