import { Link } from 'react-router';
import { commonTexts } from '../../i18n/he/shell';
import { boardFiltersTexts } from '../../i18n/he/board-filters';
import { surfboardsTexts } from '../../i18n/he/surfboards';
import { Button } from '../ui/button';
import { CardGrid } from '../ui/card-grid';
import { EmptyState } from '../ui/empty-state';
import { NeedsConnection } from '../ui/needs-connection';
import { Skeleton } from '../ui/skeleton';
import { BoardCard } from './board-card';
import { BoardLikeButton } from './like-button';
import {
  PAGE_SIZE,
  useBoardSearch,
  type TBoardFilters,
  type TFilterKey,
} from '../../lib/queries/board-search';
import { isConnectionError } from '../../lib/connection';

const t = surfboardsTexts;
/** Two rows of two on a phone: the cards a first screen shows, drawn and fetched at once. */
const FIRST_SCREEN_CARDS = 4;

export function BoardGridSkeleton({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200">
          <Skeleton className="aspect-[4/3] rounded-none" />
          <div className="space-y-2 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the empty list offers: searching the same words without the other filters, clearing
 * the search, or clearing the filters (those the page fixes stay). Nothing when nothing is set.
 */
function widerSearches(
  filters: TBoardFilters,
  onChange: (next: TBoardFilters) => void,
  hide: TFilterKey[],
) {
  const kept: TBoardFilters = {};
  for (const key of hide) if (filters[key]) kept[key] = filters[key];
  const others = Object.keys(filters).filter(
    (k) => k !== 'search' && k !== 'sortBy' && k !== 'sortOrder' && !hide.includes(k as TFilterKey),
  );
  const actions: { label: string; next: TBoardFilters }[] = [];
  if (filters.search && others.length) {
    actions.push({
      label: t.widenSearch(filters.search),
      next: { ...kept, search: filters.search },
    });
  }
  if (filters.search || others.length) {
    actions.push({
      label: !others.length ? t.clearSearch : filters.search ? t.clearAll : boardFiltersTexts.clear,
      next: kept,
    });
  }
  if (!actions.length) return undefined;
  return (
    <div className="flex flex-wrap justify-center gap-2">
      {actions.map((a, i) => (
        <Button
          key={a.label}
          variant={i === 0 ? 'primary' : 'secondary'}
          onClick={() => onChange(a.next)}
        >
          {a.label}
        </Button>
      ))}
    </div>
  );
}

/** The map of the coast with these boards' place (issue 56): the same city or point and radius. */
function mapAddress(filters: TBoardFilters): string {
  const place = new URLSearchParams();
  for (const key of ['city', 'lat', 'lng', 'radiusKm'] as const) {
    const value = filters[key];
    if (value) place.set(key, value);
  }
  return place.size ? `/map?${place}` : '/map';
}

/**
 * The grid of public boards for some filters: count, cards, "load more" that really loads the
 * next page, and, when nothing is found, ways to search wider.
 */
export function BoardResults({
  filters,
  onChange,
  hide = [],
}: {
  filters: TBoardFilters;
  /** Widens the search from the empty list (the page's own filter change). */
  onChange?: (next: TBoardFilters) => void;
  /** Filters fixed by the page, kept when the search widens. */
  hide?: TFilterKey[];
}) {
  const query = useBoardSearch(filters);
  // The last filters' boards stay on screen while the new filters' list loads (CardGrid); with
  // none to keep, the list loads as the first one does.
  const stale = query.isPlaceholderData;
  if (query.isPending || (stale && !query.data.pages.some((p) => p.boards.length))) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{commonTexts.loading}</span>
        <BoardGridSkeleton />
      </div>
    );
  }
  if (query.isError && isConnectionError(query.error)) {
    return <NeedsConnection onRetry={() => void query.refetch()} />;
  }
  if (query.isError) {
    return (
      <EmptyState
        title={t.loadError(query.error.message)}
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.refresh}
          </Button>
        }
      />
    );
  }
  const boards = query.data.pages.flatMap((p) => p.boards);
  const first = query.data.pages[0];
  const total = first?.total ?? 0;
  if (!boards.length) {
    return (
      <EmptyState
        title={t.noneFound}
        text={t.noneFoundText}
        action={onChange && widerSearches(filters, onChange, hide)}
      />
    );
  }
  return (
    <div aria-busy={stale || undefined}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-slate-600" role="status" aria-live="polite">
          {stale
            ? commonTexts.loading
            : first?.totalCapped
              ? t.resultCountOver(total)
              : t.resultCount(total)}
        </p>
        {/* Not for a list fixed by its page (a shop's boards): the map has every seller's. */}
        {hide.length === 0 && (
          <Link to={mapAddress(filters)} className="text-sm font-medium text-sky-800 underline">
            {t.onMap}
          </Link>
        )}
      </div>
      <CardGrid stale={stale}>
        {boards.map((board, i) => (
          <li key={board._id}>
            <BoardCard
              board={board}
              priority={i < FIRST_SCREEN_CARDS}
              belowFold={i >= FIRST_SCREEN_CARDS}
              first={i === 0}
              like={<BoardLikeButton variant="card" boardId={board._id} title={board.title} />}
            />
          </li>
        ))}
      </CardGrid>
      {query.hasNextPage && !stale && (
        <div className="mt-6 flex justify-center">
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            aria-describedby={undefined}
          >
            {query.isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        </div>
      )}
      {query.isFetchingNextPage && <BoardGridSkeleton count={Math.min(PAGE_SIZE, 3)} />}
    </div>
  );
}
