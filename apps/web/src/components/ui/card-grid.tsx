import type { ReactNode } from 'react';

/**
 * A list's cards: two columns on phones (a phone screen shows at least four), three on wide
 * screens. `stale`: the last filters' cards, kept on screen while the new filters' list loads,
 * dimmed and out of reach (a tap would open an item the new list may not hold).
 */
export function CardGrid({ stale = false, children }: { stale?: boolean; children: ReactNode }) {
  return (
    <ul
      className={`grid grid-cols-2 gap-3 transition-opacity sm:gap-4 lg:grid-cols-3${stale ? ' opacity-50' : ''}`}
      inert={stale}
    >
      {children}
    </ul>
  );
}
