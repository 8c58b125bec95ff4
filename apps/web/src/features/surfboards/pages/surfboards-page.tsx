import { useSearchParams } from 'react-router';
import { BoardFilters } from '../../../components/boards/board-filters';
import { BoardResults } from '../../../components/boards/board-results';
import { FitToggle } from '../components/fit-toggle';
import { GearKindLinks } from '../components/gear-kind-links';
import { filtersToParams, type TBoardFilters } from '../../../lib/queries/board-search';
import { SaveSearchButton } from '../../../components/alerts/save-search-button';
import { BoardListLoading, useBoardUrlFilters } from '../../../components/boards/url-board-filters';
import { surfboardsTexts } from '../../../i18n/he/surfboards';
import { useDocumentTitle } from '../../../lib/document-title';

/** /surfboards: every public board, with the filters kept in the URL query. */
export default function SurfboardsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useBoardUrlFilters(params);
  useDocumentTitle(surfboardsTexts.listPageTitle);
  return (
    <section className="py-6">
      <h1 className="text-3xl font-bold text-slate-900">{surfboardsTexts.listTitle}</h1>
      <p className="mt-2 text-slate-600">{surfboardsTexts.listText}</p>
      <GearKindLinks />
      {filters ? <Boards filters={filters} setParams={setParams} /> : <BoardListLoading />}
    </section>
  );
}

/** The filters and the list, once the URL's filters are known. */
function Boards({
  filters,
  setParams,
}: {
  filters: TBoardFilters;
  setParams: (params: URLSearchParams) => void;
}) {
  return (
    <>
      <div className="mt-4">
        <SaveSearchButton filters={filters} />
      </div>
      <div className="mt-6">
        <BoardFilters
          filters={filters}
          onChange={(next) =>
            // The fit toggle sits outside the filter form: keep it when other filters change.
            setParams(
              filtersToParams({
                ...next,
                fitWeightKg: filters.fitWeightKg,
                fitLevel: filters.fitLevel,
              }),
            )
          }
        />
      </div>
      <div className="mt-3">
        <FitToggle filters={filters} onChange={(next) => setParams(filtersToParams(next))} />
      </div>
      <div className="mt-6">
        {/* Cards are h3 under the list's section heading (heading order for screen readers). */}
        <h2 className="sr-only">{surfboardsTexts.resultsHeading}</h2>
        <BoardResults filters={filters} onChange={(next) => setParams(filtersToParams(next))} />
      </div>
    </>
  );
}
