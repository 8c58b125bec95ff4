// Grouping for the public FAQ page, without zod: the page imports only this, so its
// first visit does not download the schema library.

export const FAQ_DEFAULT_CATEGORY = 'כללי';

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
        : a.category.localeCompare(b.category, 'he'),
  );
}
