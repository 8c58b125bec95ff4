import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { LISTING_KINDS, type TListingKind } from '@galim/shared/listings/kinds';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';
import { myListingsTexts } from '../../../i18n/he/my-listings';
import { isGear, useMyListings, type TOwnListing } from '../../../lib/queries/my-listings';
import { BoardFormModal } from '../components/board-form-modal';
import {
  BoardRowSkeleton,
  BoardsLoadError,
  OwnerBoardList,
  useLoadErrorToast,
} from '../components/owner-board-list';
import { StillForSaleCard } from '../components/still-for-sale-card';
import { STILL_FOR_SALE_PARAM } from '@galim/shared/surfboards/expiry';

const t = surfboardsManageTexts;
const g = myListingsTexts.page;

/** The list's kinds, boards first, when there are several: one chip each, and "all". */
function KindFilter({ listings, kind }: { listings: TOwnListing[]; kind: TListingKind | null }) {
  const [params] = useSearchParams();
  const count = (k: TListingKind) => listings.filter((l) => (l.kind ?? 'board') === k).length;
  const kinds = LISTING_KINDS.filter((k) => count(k) > 0);
  if (kinds.length < 2) return null;
  const to = (k: TListingKind | null) => {
    const next = new URLSearchParams(params);
    if (k) next.set('kind', k);
    else next.delete('kind');
    return { search: next.toString() };
  };
  const chip = (k: TListingKind | null, label: string, n: number) => (
    <li key={k ?? 'every'}>
      <Link
        to={to(k)}
        replace
        aria-current={kind === k ? 'page' : undefined}
        className={`inline-flex min-h-6 items-center rounded-full px-3 py-1 text-sm font-medium ring-1 ${
          kind === k
            ? 'bg-sky-800 text-white ring-sky-800'
            : 'bg-sky-50 text-sky-900 ring-sky-200 hover:bg-sky-100'
        }`}
      >
        {label} ({n})
      </Link>
    </li>
  );
  return (
    <nav aria-label={g.kindsLabel} className="mb-3">
      <ul className="flex flex-wrap gap-2">
        {chip(null, g.every, listings.length)}
        {kinds.map((k) => chip(k, g.kinds[k], count(k)))}
      </ul>
    </nav>
  );
}

/**
 * /profile/my-surfboards (active listings, a horizontal row, then the expired ones) and
 * /profile/archived: the seller's boards, and their gear of every kind with them (issue 53),
 * filtered by kind when there are several (`?kind=`). A seller of boards alone sees the boards'
 * page as it always was. `?still={id}` (the "still for sale?" reminder's address) puts that
 * listing's three answers on top.
 */
export default function MySurfboardsPage() {
  const archived = useLocation().pathname.replace(/\/$/, '').endsWith('/archived');
  const boards = useMyListings(archived ? 'archived' : 'active');
  const [adding, setAdding] = useState(false);
  const [params] = useSearchParams();
  const stillId = params.get(STILL_FOR_SALE_PARAM);
  const asked = params.get('kind');
  // A kind the seller has no listing of (an old address) shows them all.
  const kind =
    LISTING_KINDS.find((k) => k === asked && boards.data?.some((b) => (b.kind ?? 'board') === k)) ??
    null;
  // Expired listings (issue 55) wait under their own heading, each with its renewal.
  const shown = (boards.data ?? []).filter((b) => !kind || (b.kind ?? 'board') === kind);
  const live = archived ? shown : shown.filter((b) => !b.expired);
  const expired = archived ? [] : shown.filter((b) => b.expired);
  useLoadErrorToast(boards.error);
  // No active boards: are there archived or sold ones? Then "you never published" is untrue.
  // An empty list asks for them all too: a seller of gear is told of listings, not of boards.
  const empty = boards.data?.length === 0;
  const all = useMyListings('all', { enabled: empty });
  const archivedCount = all.data?.filter((b) => b.archived).length ?? 0;
  const soldCount = all.data?.filter((b) => b.sold && !b.archived).length ?? 0;
  const withGear = Boolean(boards.data?.some(isGear) || all.data?.some(isGear));
  const words = withGear ? g : t.lists;
  // A seller of gear chooses the kind on the publish page; boards alone keep the board's form.
  const addButton = (label: string, variant?: 'secondary') =>
    withGear ? (
      <ButtonLink to="/profile/upload-surfboard" variant={variant}>
        {label}
      </ButtonLink>
    ) : (
      <Button variant={variant} onClick={() => setAdding(true)}>
        {label}
      </Button>
    );

  return (
    <section aria-labelledby="my-boards-title">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="my-boards-title" className="text-2xl font-bold text-slate-900">
            {archived ? t.lists.archivedTitle : withGear ? g.title : t.lists.myTitle}
          </h2>
          <p className="text-slate-600">
            {archived
              ? withGear
                ? g.archivedText
                : t.lists.archivedText
              : withGear
                ? g.text
                : t.lists.myText}
          </p>
        </div>
        {!archived && addButton(`+ ${words.add}`)}
      </div>
      {!archived && stillId && boards.data && (
        <StillForSaleCard board={boards.data.find((b) => b._id === stillId)} />
      )}
      {boards.data && <KindFilter listings={boards.data} kind={kind} />}
      {live.length > 0 && <p className="mb-2 text-sm text-slate-600">{words.count(live.length)}</p>}
      {boards.isPending ? (
        <BoardRowSkeleton />
      ) : boards.isError ? (
        <BoardsLoadError error={boards.error} onRetry={() => void boards.refetch()} />
      ) : boards.data.length === 0 ? (
        archived ? (
          <EmptyState title={words.emptyArchived} />
        ) : all.isPending ? (
          <BoardRowSkeleton />
        ) : archivedCount + soldCount > 0 ? (
          <EmptyState
            title={words.emptyActive}
            text={words.emptyActiveText(archivedCount, soldCount)}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                {archivedCount > 0 && (
                  <ButtonLink to="/profile/archived">{t.lists.toArchive}</ButtonLink>
                )}
                {soldCount > 0 && (
                  <ButtonLink to="/profile/sold-surfboards" variant="secondary">
                    {words.toSold}
                  </ButtonLink>
                )}
                {addButton(words.uploadNew, 'secondary')}
              </div>
            }
          />
        ) : (
          <EmptyState
            title={t.lists.emptyMy}
            text={t.lists.emptyMyText}
            action={<Button onClick={() => setAdding(true)}>{t.lists.uploadFirst}</Button>}
          />
        )
      ) : (
        <>
          {live.length > 0 && (
            <OwnerBoardList
              boards={live}
              layout="row"
              archived={archived}
              label={withGear ? g.listLabel : undefined}
            />
          )}
          {expired.length > 0 && (
            <section aria-labelledby="expired-boards-title" className="mt-8">
              <h3 id="expired-boards-title" className="text-xl font-bold text-slate-900">
                {listingExpiryTexts.expiredTitle}
              </h3>
              <p className="mb-3 text-slate-600">{listingExpiryTexts.expiredText}</p>
              <OwnerBoardList
                boards={expired}
                layout="grid"
                label={listingExpiryTexts.expiredTitle}
              />
            </section>
          )}
        </>
      )}
      <BoardFormModal open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}
