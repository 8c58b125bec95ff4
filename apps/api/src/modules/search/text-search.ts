import { and, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { planQuery, SECTION, type WordPlan } from '@galim/shared/search/document';
import type { Db } from '../../db/client';

// The one text search of Galim, used by boards and services alike. The column holds
// searchDocument(...) (normalised Hebrew and Latin, phonetic keys, vocabulary groups) under a
// trigram GIN index; every pattern here is a LIKE or a trigram operator that index answers, so
// no query reads the whole table.

/** Trigram word similarity that still matches one or two typos in a word ("fierwire"). */
export const WORD_SIMILARITY = 0.4;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export type TextPlan = WordPlan[];

/** The plan of a typed query; empty when nothing searchable was typed. */
export function textPlan(search: string | undefined): TextPlan {
  return search ? planQuery(search) : [];
}

/** Whether a fuzzy retry could find more: some word is long enough for trigram similarity. */
export function canRetryFuzzy(plan: TextPlan): boolean {
  return plan.some((w) => w.word.length >= 3);
}

function alternatives(column: AnyColumn, w: WordPlan): SQL[] {
  return [
    ...w.literals.map((l) => sql`${column} like ${`%${escapeLike(l)}%`}`),
    ...[...w.keyPatterns, ...w.groupPatterns].map(
      (p) => sql`${column} like ${`%${escapeLike(p)}%`}`,
    ),
  ];
}

/**
 * Every word must match: as a substring (with or without a Hebrew prefix), by its phonetic key
 * (the other script, vowels spelled differently), through the surf vocabulary, or, when fuzzy,
 * as a close trigram match of some word.
 */
export function textCondition(column: AnyColumn, plan: TextPlan, fuzzy: boolean): SQL | undefined {
  if (!plan.length) return undefined;
  return and(
    ...plan.map((w) => {
      const alts = alternatives(column, w);
      if (fuzzy && w.word.length >= 3) alts.push(sql`${w.word} <% ${column}`);
      return alts.length === 1 ? alts[0]! : or(...alts)!;
    }),
  );
}

/**
 * How well a row matches, higher first: an exact word of the title/brand/model/category, then a
 * word starting with it there, then a vocabulary match, then a key (other script), then a substring
 * in the head, then in the body, then trigram similarity. Summed over the words.
 */
export function textRank(column: AnyColumn, plan: TextPlan): SQL {
  const head = sql`split_part(${column}, ${SECTION}, 2)`;
  const body = sql`split_part(${column}, ${SECTION}, 3)`;
  const like = (target: SQL | AnyColumn, pattern: string) => sql`${target} like ${pattern}`;
  const terms = plan.map((w) => {
    const whole = w.literals.map((l) => like(head, `% ${escapeLike(l)} %`));
    const starts = w.literals.map((l) => like(head, `% ${escapeLike(l)}%`));
    const groups = w.groupPatterns.map((p) => like(column, `%${escapeLike(p)}%`));
    const keys = w.keyPatterns.map((p) => like(column, `%${escapeLike(p)}%`));
    const inHead = w.literals.map((l) => like(head, `%${escapeLike(l)}%`));
    const inBody = w.literals.map((l) => like(body, `%${escapeLike(l)}%`));
    const any = (conds: SQL[]) => (conds.length ? or(...conds)! : sql`false`);
    return sql`(case when ${like(head, `% ${escapeLike(w.word)} %`)} then 10
      when ${any(whole)} then 8 when ${any(starts)} then 7 when ${any(groups)} then 6
      when ${any(keys)} then 5 when ${any(inHead)} then 4 when ${any(inBody)} then 2
      else word_similarity(${w.word}, ${column}) end)`;
  });
  return sql.join(terms, sql` + `);
}

/**
 * Plans the rest of the transaction to find a text search's matches through the words' trigram
 * indexes (bitmap scans), or (`only` false) every way again. Its capped count and page were
 * planned as a walk of the list's order reading each row until enough matched: the planner takes
 * words to be spread over the kinds as over the table, and a maker's name belongs to one kind,
 * so `/api/surfboards?search=oneill` walked every board, 3 s exact and 9.5 s fuzzy at a million
 * listings (decision 067). Found by the words, the matches cost what they number. Call inside
 * a transaction.
 */
export async function findByWords(tx: Db, only: boolean): Promise<void> {
  const v = only ? 'off' : 'on';
  await tx.execute(
    sql`select set_config('enable_seqscan', ${v}, true), set_config('enable_indexscan', ${v}, true), set_config('enable_indexonlyscan', ${v}, true)`,
  );
}

/**
 * Sets the trigram word-similarity threshold for the current transaction (the default 0.6 is
 * too strict for typos in short words). Call inside a transaction.
 */
export async function useFuzzyThreshold(tx: Db): Promise<void> {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
  );
}
