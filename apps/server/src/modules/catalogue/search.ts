import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

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
const nameHas = (term: string) => sql`p.name_text like '%' || shop_search_normalize(${likeEscape(term)}) || '%'`;
const docHas = (term: string) => sql`p.search_doc like '%' || shop_search_normalize(${likeEscape(term)}) || '%'`;

/**
 * The ids search may answer (decision 105), read through the trigram indexes of `products`
 * (name, and document: name, description, category names), each read capped: those with every
 * term in the name, then those with every term anywhere. Only when fewer than the cap have every
 * term as written are near spellings looked for; that read is planned on the trigram index
 * alone, since the planner, which cannot know what `<%` costs (a word similarity per row), would
 * otherwise scan the catalogue until it found enough. `where` holds the other filters.
 */
export async function searchCandidateIds(db: Db, plan: SearchPlan, where: SQL): Promise<number[]> {
  const inName = plan.terms.map(nameHas);
  const inDoc = plan.terms.map(docHas);
  const exact = await queryRows<{ id: number; in_doc: boolean }>(
    db,
    sql`(select p.id, false as in_doc from products p where ${where} and ${sql.join(inName, sql` and `)} limit ${SEARCH_CANDIDATES})
      union all
      (select p.id, true as in_doc from products p where ${where} and ${sql.join(inDoc, sql` and `)} limit ${SEARCH_CANDIDATES})`,
  );
  const ids = new Set(exact.map((r) => r.id));
  const typoTerms = plan.terms.filter((term) => term.length >= TYPO_MIN_LENGTH);
  if (!typoTerms.length || exact.filter((r) => r.in_doc).length >= SEARCH_CANDIDATES) return [...ids];
  const near = await readThroughTrigramIndex<{ id: number }>(db, nearSpellingRead(plan, where));
  for (const r of near) ids.add(r.id);
  return [...ids];
}

/** Products with every term as written or, for terms long enough, a near spelling of it in the document. */
export function nearSpellingRead(plan: SearchPlan, where: SQL): SQL {
  const nearDoc = plan.terms.map((term) =>
    term.length >= TYPO_MIN_LENGTH ? sql`(${docHas(term)} or shop_search_normalize(${term}) <% p.search_doc)` : docHas(term),
  );
  return sql`select p.id from products p where ${where} and ${sql.join(nearDoc, sql` and `)} limit ${SEARCH_CANDIDATES}`;
}

/** Runs a read that may only be planned as a bitmap scan (for `products`, its trigram indexes). */
export function readThroughTrigramIndex<T>(db: Db, query: SQL): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_indexscan = off`);
    return queryRows<T>(tx, query);
  });
}

/** `p.id` among the candidates, read by primary key (decision 115). */
export const candidateRows = (ids: number[]) => sql`p.id = any(${`{${ids.join(',')}}`}::int[])`;

/**
 * The categories with their names normalised once per query rather than once per candidate: a query
 * that ranks (`score`) names this CTE and joins it as `c` and `sc` (SEARCH_CATEGORY_JOINS). Normalising
 * each name and joining them with a space gives the same text as normalising the joined names
 * (`unaccent` and `lower` work character by character).
 */
export const SEARCH_CATEGORIES = sql`search_categories as materialized (select id, name, slug, shop_search_normalize(name) as name_norm from categories)`;
export const SEARCH_CATEGORY_JOINS = sql`join search_categories c on c.id = p.category_id left join search_categories sc on sc.id = p.sub_category_id`;

/**
 * SQL for one search over `products` aliased `row`, joined with its category `c` and sub-category
 * `sc`: `where` is the exact match (every term in the document, or a near spelling of it), `score`
 * the ranking (which reads the normalised names of SEARCH_CATEGORIES).
 */
export function searchSql(plan: SearchPlan, row: string) {
  const col = (name: string) => sql.raw(`${row}.${name}`);
  const doc = col('search_doc');
  const nameText = col('name_text');
  const searchText = col('search_text');
  const categoryText = sql`(c.name_norm || ' ' || coalesce(sc.name_norm, ''))`;
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
    // A term found as written is as similar as can be: word_similarity (costly on a long document) only for the others.
    scores.push(sql`(case when strpos(${doc}, ${t}) > 0 then 2 else word_similarity(${t}, ${doc}) * 2 end)`);
  }
  const p = sql`shop_search_normalize(${plan.phrase})`;
  scores.push(sql`(case when ${nameText} = ${p} then 100 when starts_with(${nameText}, ${p}) then 60 when strpos(${nameText}, ${p}) > 0 then 40 else 0 end)`);
  return { where: sql.join(matches, sql` and `), score: sql.join(scores, sql` + `) };
}

