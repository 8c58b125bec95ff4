import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminTexts } from '../../../i18n/he/admin';
import { StatusTabs } from './status-tabs';

/**
 * An admin inbox (contact messages, problem reports): a heading, status tabs with counts, and
 * the items, with loading, error and empty states.
 */
export function Inbox<F extends string, T extends { _id: string }>({
  id,
  title,
  filters,
  status,
  onStatus,
  tabLabels,
  counts,
  list,
  emptyText,
  renderItem,
}: {
  id: string;
  title: string;
  filters: readonly F[];
  status: F;
  onStatus: (status: F) => void;
  tabLabels: Record<F, string>;
  /** Per status, and the total for the 'all' tab. */
  counts: (Partial<Record<F, number>> & { total: number }) | undefined;
  list: { isPending: boolean; isError: boolean; error: Error | null; items: T[] | undefined };
  emptyText: string;
  renderItem: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <StatusTabs
        label={adminTexts.moderation.tabsLabel}
        value={status}
        onChange={onStatus}
        options={filters.map((s) => ({
          value: s,
          label: tabLabels[s],
          count: counts ? (s === 'all' ? counts.total : counts[s]) : undefined,
        }))}
      />
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <EmptyState title={adminTexts.loadFailed} text={list.error?.message} />
      ) : !list.items?.length ? (
        <EmptyState title={emptyText} />
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {list.items.map((item) => (
            <li key={item._id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
