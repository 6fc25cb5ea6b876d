import { sql, type SQL } from 'drizzle-orm';

/**
 * What staff type in a back-office search box, read once (decision 142): a phone number in any
 * format ("84 111 0000", "+258841110000", "00258 84…") becomes its national digits, so it matches
 * however the number was stored; anything else is text, matched without case or accents.
 */
export type StaffSearch = { text: string; phone: string | null };

export function parseStaffSearch(input: string | null | undefined): StaffSearch | null {
  const text = (input ?? '').trim().replace(/^#/, '').trim();
  if (!text) return null;
  const compact = text.replace(/[\s().\-/]/g, '');
  if (!/^\+?\d{3,}$/.test(compact)) return { text, phone: null };
  const digits = compact.replace(/^\+/, '').replace(/^00/, '');
  // A Mozambican number with its country code is matched on its nine national digits.
  const phone = digits.length >= 11 && digits.startsWith('258') ? digits.slice(3) : digits;
  return { text, phone };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains the typed text, ignoring case and accents (shop_search_normalize, migration 0006). */
export const textMatches = (column: SQL | SQL.Aliased | unknown, search: StaffSearch): SQL =>
  sql`shop_search_normalize(coalesce(${column}, '')) like '%' || shop_search_normalize(${escapeLike(search.text)}) || '%'`;

/** The digits of `column` contain the typed phone's digits (false when the search is not a number). */
export const phoneMatches = (column: unknown, search: StaffSearch): SQL =>
  search.phone ? sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g') like ${`%${search.phone}%`}` : sql`false`;

/** `column` contains the text as typed, ignoring case (references, e-mails). */
export const plainMatches = (column: unknown, search: StaffSearch): SQL => sql`${column} ilike ${`%${escapeLike(search.text)}%`}`;
