import { useSearchParams } from 'react-router';
import { BoardFilters } from '../../../components/boards/board-filters';
import { BoardResults } from '../../../components/boards/board-results';
import { filtersToParams, type TBoardFilters } from '../../../lib/queries/board-search';
import { BoardListLoading, useBoardUrlFilters } from '../../../components/boards/url-board-filters';
import { ButtonLink } from '../../../components/ui/button';
import { ShopIcon } from '../../../components/ui/icons';
import { storesTexts } from '../../../i18n/he/stores';
import { useDocumentTitle } from '../../../lib/document-title';

const t = storesTexts;
const KINDS = ['shop', 'dealer'] as const;

/** /stores: boards sold by surf shops and dealers, and the way to repair services. */
export default function StoresPage() {
  const [params, setParams] = useSearchParams();
  const filters = useBoardUrlFilters(params);
  useDocumentTitle(t.title);
  return (
    <section className="py-6">
      <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-600">{t.text}</p>

      <aside className="mt-6 flex flex-col gap-3 rounded-2xl bg-sky-50 p-5 ring-1 ring-sky-100 sm:flex-row sm:items-center">
        <ShopIcon className="size-10 shrink-0 text-sky-700" />
        <div className="flex-1">
          <h2 className="text-lg font-bold text-slate-900">{t.repairTitle}</h2>
          <p className="text-slate-700">{t.repairText}</p>
        </div>
        <ButtonLink to="/services?type=surfboard-repair" variant="secondary">
          {t.repairLink}
        </ButtonLink>
      </aside>
      {filters ? <StoreBoards filters={filters} setParams={setParams} /> : <BoardListLoading />}
    </section>
  );
}

/** Shops or dealers, the filters and their boards, once the URL's filters are known. */
function StoreBoards({
  filters,
  setParams,
}: {
  filters: TBoardFilters;
  setParams: (params: URLSearchParams) => void;
}) {
  const kind = filters.sellerType === 'dealer' ? 'dealer' : 'shop';
  const fixed = { ...filters, sellerType: kind };
  return (
    <>
      <div
        role="group"
        aria-label={t.sellerKind}
        className="mt-6 inline-flex rounded-xl bg-slate-100 p-1"
      >
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setParams(filtersToParams({ ...filters, sellerType: k }))}
            className={`rounded-lg px-4 py-2 font-medium ${
              kind === k ? 'bg-white text-sky-800 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {k === 'shop' ? t.shops : t.dealers}
          </button>
        ))}
      </div>

      <div className="mt-4">
        <BoardFilters
          filters={fixed}
          hide={['sellerType']}
          onChange={(next) => setParams(filtersToParams(next))}
        />
      </div>
      <div className="mt-6">
        <BoardResults
          filters={fixed}
          hide={['sellerType']}
          onChange={(next) => setParams(filtersToParams(next))}
        />
      </div>
    </>
  );
}
