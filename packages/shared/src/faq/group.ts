// Grouping for the public FAQ page, without zod: the page imports only this, so its
// first visit does not download the schema library.

export const FAQ_DEFAULT_CATEGORY = 'כללי';

const REGULAR_FORM: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };
const key = (s: string) => s.replace(/[ךםןףץ]/g, (c) => REGULAR_FORM[c] ?? c);

/**
 * Hebrew alphabetical order, as Intl.Collator('he') sorts Hebrew words: final letters count as
 * their regular forms. By hand, because the first collator a page builds loads ICU data (about
 * 14 ms of main thread on /faq here, four times that on Lighthouse's phone).
 */
export function compareHebrew(a: string, b: string): number {
  const ka = key(a);
  const kb = key(b);
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Items grouped by category (first appearance order of the sorted list), sorted by order. */
export function groupFaq<T extends { category: string; order: number }>(
  items: T[],
): { category: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) => a.order - b.order);
  for (const item of sorted) {
    const key = item.category || FAQ_DEFAULT_CATEGORY;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const list = [...groups.entries()].map(([category, items]) => ({ category, items }));
  // The default category first, the others alphabetically.
  return list.sort((a, b) =>
    a.category === FAQ_DEFAULT_CATEGORY
      ? -1
      : b.category === FAQ_DEFAULT_CATEGORY
        ? 1
        : compareHebrew(a.category, b.category),
  );
}
