import { useLocation, useSearchParams } from 'react-router';
import type { TListingKindInfo } from '@galim/shared/listings/schemas';
import { gearPagesTexts } from '../../../i18n/he/gear-pages';
import { commonTexts, notFoundTexts } from '../../../i18n/he/shell';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { CardGrid } from '../../../components/ui/card-grid';
import { useDocumentTitle } from '../../../lib/document-title';
import { useGearSearch, useListingKind } from '../../../lib/queries/listings';
import { GearCard } from '../components/gear-card';
import { GearFilters } from '../components/gear-filters';
import { gearPagePath, useRouteKind } from '../lib/gear-route';
import { gearQueryOf } from '../lib/gear-values';
import { GearFitToggle } from '../components/gear-fit';
import { SellGearLink } from '../components/sell-gear-link';
import { isFitKind } from '../lib/gear-fit';
import { SaveSearchButton } from '../../../components/alerts/save-search-button';
import { gearSavedFilters } from '../../../lib/alerts/gear-saved-search';

const t = gearPagesTexts;

function ListLoading() {
  return (
    <div className="mt-6 flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** /wetsuits, /חליפות, /fins…: one kind's public listings, filtered by the URL's query. */
export default function GearListPage() {
  const kind = useRouteKind();
  const kinds = useListingKind(kind);
  const info = kinds.info;
  useDocumentTitle(info?.labelMany ?? (kinds.isSuccess || !kind ? notFoundTexts.title : undefined));
  if (!kind || (kinds.isSuccess && !info)) {
    return (
      <section className="py-10">
        <EmptyState title={notFoundTexts.title} text={t.unknownKind} />
      </section>
    );
  }
  if (kinds.isError) {
    return (
      <section className="py-10">
        <EmptyState
          title={t.loadError}
          action={<Button onClick={() => void kinds.refetch()}>{t.retry}</Button>}
        />
      </section>
    );
  }
  return (
    <section className="py-6">
      {info ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">{info.labelMany}</h1>
          <p className="mt-2 text-slate-600">{t.listText}</p>
          <SellGearLink kind={info.kind} className="mt-3" />
          <KindList info={info} />
        </>
      ) : (
        <ListLoading />
      )}
    </section>
  );
}

function KindList({ info }: { info: TListingKindInfo }) {
  const [params, setParams] = useSearchParams();
  const { pathname, search: urlQuery } = useLocation();
  const query = gearQueryOf(info, params);
  const search = useGearSearch(query);
  const listings = search.data?.pages.flatMap((p) => p.listings) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;
  // The last filters' cards stay on screen while the new filters' list loads (CardGrid).
  const stale = search.isPlaceholderData;
  return (
    <>
      <div className="mt-4">
        <SaveSearchButton
          gear
          filters={gearSavedFilters(info, params)}
          loginFrom={`${pathname}${urlQuery}`}
        />
      </div>
      {isFitKind(info.kind) && (
        <div className="mt-6">
          <GearFitToggle kind={info.kind} params={params} onChange={(next) => setParams(next)} />
        </div>
      )}
      <div className="mt-6">
        <GearFilters info={info} params={params} onChange={(next) => setParams(next)} />
      </div>
      <div className="mt-6">
        <h2 className="sr-only">{t.resultsHeading}</h2>
        {search.isPending || (stale && listings.length === 0) ? (
          <ListLoading />
        ) : search.isError ? (
          <div role="alert">
            <EmptyState
              title={t.loadError}
              text={search.error.message}
              action={<Button onClick={() => void search.refetch()}>{t.retry}</Button>}
            />
          </div>
        ) : listings.length === 0 ? (
          <EmptyState title={t.noneFound} text={t.noneFoundText} />
        ) : (
          <div aria-busy={stale || undefined}>
            <p role="status" className="mb-3 text-sm text-slate-600">
              {stale ? commonTexts.loading : t.resultCount(total)}
            </p>
            <CardGrid stale={stale}>
              {listings.map((listing, i) => (
                <li key={listing._id}>
                  <GearCard
                    listing={listing}
                    info={info}
                    to={gearPagePath(info.kind, listing._id)}
                    priority={i < 2}
                  />
                </li>
              ))}
            </CardGrid>
            {search.hasNextPage && !stale && (
              <div className="mt-6 flex justify-center">
                <Button
                  variant="secondary"
                  disabled={search.isFetchingNextPage}
                  onClick={() => void search.fetchNextPage()}
                >
                  {t.loadMore}
                </Button>
              </div>
            )}
          </div>
        )}
      </div>
    </>
  );
}
