/**
 * The one locale of every date and number the web writes (decision 107): pt-MZ, with pt-PT for a browser without
 * pt-MZ data (both write the same), never "pt" (Brazilian).
 */
export const LOCALE = ['pt-MZ', 'pt-PT'];
