/** Plain values of the content domain, importable by the web app without zod (decision 004). */
export const BLOG_PAGE_SIZE = 12;

/** Where the catalogue PDF is served (generated on request from the same rows as /services). */
export const SERVICES_CATALOGUE_PDF_PATH = '/services/catalogo.pdf';
