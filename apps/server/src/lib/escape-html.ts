const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** The one escaper for text put into HTML or XML, in element content and quoted attributes alike. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITY[c]!);

/** Element content only (a <title>, say): quotes stay as they are, which text may hold safely. */
export const escapeHtmlText = (s: string) => s.replace(/[&<>]/g, (c) => ENTITY[c]!);
