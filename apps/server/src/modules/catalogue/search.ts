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

/** Candidates taken from each trigram index before the exact check and the ranking (decision 112). */
export const SEARCH_CANDIDATES = 200;

const likeEscape = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The ids search may answer, read through the trigram indexes of `products` (name, and document:
 * name, description, category names): those with every term in the name first, then those with
 * every term (or a near spelling of it) anywhere, each capped. `where` holds the other filters.
 */
export function searchCandidates(plan: SearchPlan, where: SQL): SQL {
  const inName = plan.terms.map((term) => sql`p.name_text like '%' || shop_search_normalize(${likeEscape(term)}) || '%'`);
  const inDoc = plan.terms.map((term) => {
    const t = sql`shop_search_normalize(${term})`;
    const like = sql`p.search_doc like '%' || shop_search_normalize(${likeEscape(term)}) || '%'`;
    return term.length >= TYPO_MIN_LENGTH ? sql`(${like} or ${t} <% p.search_doc)` : like;
  });
  return sql`(select p.id from products p where ${where} and ${sql.join(inName, sql` and `)} limit ${SEARCH_CANDIDATES})
    union
    (select p.id from products p where ${where} and ${sql.join(inDoc, sql` and `)} limit ${SEARCH_CANDIDATES})`;
}

/**
 * SQL for one search over `products` aliased `row`, joined with its category `c` and sub-category
 * `sc`: `where` is the exact match (every term in the document, or a near spelling of it), `score`
 * the ranking.
 */
export function searchSql(plan: SearchPlan, row: string) {
  const col = (name: string) => sql.raw(`${row}.${name}`);
  const doc = col('search_doc');
  const nameText = col('name_text');
  const searchText = col('search_text');
  const categoryText = sql`shop_search_normalize(c.name || ' ' || coalesce(sc.name, ''))`;
  const matches: SQL[] = [];
  const scores: SQL[] = [];
  for (const term of plan.terms) {
    const t = sql`shop_search_normalize(${term})`;
    const typo = term.length >= TYPO_MIN_LENGTH ? sql` or word_similarity(${t}, ${doc}) >= ${TYPO_SIMILARITY}` : sql``;
    matches.push(sql`(strpos(${doc}, ${t}) > 0${typo})`);
    scores.push(sql`(case when strpos(${nameText}, ${t}) > 0 then 10 else 0 end)`);
    scores.push(sql`(word_similarity(${t}, ${nameText}) * 8)`);
    scores.push(sql`(case when strpos(${categoryText}, ${t}) > 0 then 6 else 0 end)`);
    scores.push(sql`(case when strpos(${searchText}, ${t}) > 0 then 3 else 0 end)`);
    scores.push(sql`(word_similarity(${t}, ${doc}) * 2)`);
  }
  const p = sql`shop_search_normalize(${plan.phrase})`;
  scores.push(sql`(case when ${nameText} = ${p} then 100 when starts_with(${nameText}, ${p}) then 60 when strpos(${nameText}, ${p}) > 0 then 40 else 0 end)`);
  return { where: sql.join(matches, sql` and `), score: sql.join(scores, sql` + `) };
}

