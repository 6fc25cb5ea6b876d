import { sql, type SQL } from 'drizzle-orm';

/** A term this short is only matched as written (no typo tolerance): trigrams of 3 letters mislead. */
const TYPO_MIN_LENGTH = 4;
/** pg_trgm word similarity from which a term counts as a misspelling of a word in the product. */
export const TYPO_SIMILARITY = 0.5;
const MAX_TERMS = 8;

export interface SearchPlan {
  /** The whole query, as typed (trimmed, spaces collapsed). */
  phrase: string;
  /** Terms that must each match somewhere in the product. */
  terms: string[];
}

/**
 * Splits a query into terms. Words of one or two letters ("de", "e") are dropped unless nothing
 * else is left. Accents and case are left to the database (`shop_search_normalize`), so both
 * sides of every comparison are normalised by the same function.
 */
export function planSearch(query: string): SearchPlan | null {
  const phrase = query.replace(/\s+/g, ' ').trim();
  if (!phrase) return null;
  const words = phrase.split(/[\s,;:/|+()"'!?.]+/).filter(Boolean);
  const long = words.filter((w) => w.length > 2);
  const terms = [...new Set((long.length ? long : words).map((w) => w.toLowerCase()))].slice(0, MAX_TERMS);
  if (!terms.length) return null;
  return { phrase, terms };
}

/**
 * SQL for one search over a row that exposes `name_text` (the normalised name), `search_text`
 * (normalised name and description) and `category_text` (normalised category and sub-category).
 */
export function searchSql(plan: SearchPlan, row: string) {
  const col = (name: string) => sql.raw(`${row}.${name}`);
  const doc = sql`(${col('search_text')} || ' ' || ${col('category_text')})`;
  const matches: SQL[] = [];
  const scores: SQL[] = [];
  for (const term of plan.terms) {
    const t = sql`shop_search_normalize(${term})`;
    const typo = term.length >= TYPO_MIN_LENGTH ? sql` or word_similarity(${t}, ${doc}) >= ${TYPO_SIMILARITY}` : sql``;
    matches.push(sql`(strpos(${doc}, ${t}) > 0${typo})`);
    scores.push(sql`(case when strpos(${col('name_text')}, ${t}) > 0 then 10 else 0 end)`);
    scores.push(sql`(word_similarity(${t}, ${col('name_text')}) * 8)`);
    scores.push(sql`(case when strpos(${col('category_text')}, ${t}) > 0 then 6 else 0 end)`);
    scores.push(sql`(case when strpos(${col('search_text')}, ${t}) > 0 then 3 else 0 end)`);
    scores.push(sql`(word_similarity(${t}, ${doc}) * 2)`);
  }
  const p = sql`shop_search_normalize(${plan.phrase})`;
  scores.push(sql`(case when ${col('name_text')} = ${p} then 100 when starts_with(${col('name_text')}, ${p}) then 60 when strpos(${col('name_text')}, ${p}) > 0 then 40 else 0 end)`);
  return { where: sql.join(matches, sql` and `), score: sql.join(scores, sql` + `) };
}
