import { Link, useNavigate, useParams } from 'react-router';
import { formatDate, formatPrice } from '../../../i18n/he/format';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { inState, PUBLIC_BOARD_STATE } from '@galim/shared/surfboards/visibility';
import { FitNote, PriceBadge } from '../components/board-insights';
import { PriceDropNote } from '../components/price-drop-note';
import { isReserved } from '@galim/shared/conversations/limits';
import { reservationTexts } from '../../../i18n/he/reservation';
import { BoardLikeButton } from '../../../components/boards/like-button';
import { useSafeDeal } from '../../../components/safe-deal/use-safe-deal';
import { MessageSeller } from '../components/message-seller';
import { Badge, ListingSafeDeal, SellerFactsAndAdvice } from '../components/listing-page-parts';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button, buttonClasses } from '../../../components/ui/button';
import { SellerContact } from '../components/seller-contact';
import { NeedsConnection } from '../../../components/ui/needs-connection';
import { Skeleton } from '../../../components/ui/skeleton';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { commonTexts, pagesTexts } from '../../../i18n/he/shell';
import { surfboardsTexts } from '../../../i18n/he/surfboards';
import { boardDetailTexts } from '../../../i18n/he/board-detail';
import { useDocumentTitle } from '../../../lib/document-title';
import { useBoard } from '../../../lib/queries/surfboards';
import { BoardGallery } from '../components/board-gallery';
import { isConnectionError } from '../../../lib/connection';
import { ShareButton } from '../../../components/ui/share-button';
import { shareTexts } from '../../../i18n/he/share';
import { ARROWS } from '../../../components/ui/arrows';
import { useAuth } from '../../../lib/auth/auth-context';
import { listingExpiryTexts } from '../../../i18n/he/listing-expiry';
import { ExpiredNotice } from '../components/expired-notice';

const t = boardDetailTexts;

function boardName(board: TSurfboard): string {
  return [board.brandTitle, board.modelTitle].filter(Boolean).join(' ') || board.title;
}

function DetailSkeleton() {
  return (
    <div role="status" className="grid gap-8 py-6 lg:grid-cols-[3fr_2fr]">
      <span className="sr-only">{commonTexts.loading}</span>
      <Skeleton className="aspect-[4/3] w-full rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

function SpecCards({ board }: { board: TSurfboard }) {
  const s = t.spec;
  const u = t.units;
  const specs: [string, string | null][] = [
    [s.length, board.length ? u.feet(board.length) : null],
    [s.width, board.width ? u.inches(board.width) : null],
    [s.thickness, board.thickness ? u.inches(board.thickness) : null],
    [s.volume, board.volume ? u.litres(board.volume) : null],
    [s.finSetup, board.finSetup ? String(board.finSetup) : null],
    [s.finSystem, board.finSystem ? boardOptionsTexts.finSystem[board.finSystem] : null],
    [s.category, board.categoryTitle],
    [s.technology, board.technologyTitle],
    [s.skillLevel, board.skillLevel ? boardOptionsTexts.skillLevel[board.skillLevel] : null],
    [s.color, board.color],
    [s.location, board.locationText || null],
    [s.views, String(board.viewCount)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {specs
        .filter(([, v]) => v)
        .map(([label, value]) => (
          <div key={label} className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
            <dt className="text-sm text-slate-600">{label}</dt>
            {/* <bdi>: mixed values keep their order, and all align with the page. */}
            <dd className="mt-1 font-bold text-slate-900">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
    </dl>
  );
}

/** /surfboards/{id}: the board page. */
export default function SurfboardDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useBoard(id);
  const board = query.data;
  const safeDeal = useSafeDeal();
  const { user } = useAuth();

  // The same title as the server writes into the page (and its share tags).
  useDocumentTitle(
    board
      ? `${board.sold ? `${t.sold}: ` : board.expired ? `${listingExpiryTexts.titlePrefix}: ` : ''}${board.title} – ${formatPrice(board.price)}`
      : query.isError
        ? t.notFound
        : pagesTexts.boardDetail,
  );

  const back = (
    <Button
      variant="ghost"
      onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/surfboards'))}
    >
      {ARROWS.back} {t.back}
    </Button>
  );

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError && isConnectionError(query.error)) {
    return (
      <section className="py-10">
        <NeedsConnection level={1} onRetry={() => void query.refetch()} />
      </section>
    );
  }
  if (query.isError || !board) {
    return (
      <section className="py-10">
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <h1 className="text-xl font-bold text-slate-800">{t.notFound}</h1>
          <Link to="/surfboards" className={buttonClasses('secondary')}>
            {t.backToList}
          </Link>
        </div>
      </section>
    );
  }

  const isPublic = inState(board, PUBLIC_BOARD_STATE) && !board.expired;
  // Buyers who saved the link still find the board, clearly sold and without contact buttons;
  // an expired listing alike, with boards like it (its seller renews it here).
  const sold = board.sold;
  const expired = board.expired && !sold;
  const sellerName =
    [board.seller.firstName, board.seller.lastName].filter(Boolean).join(' ') ||
    board.seller.displayName;

  return (
    <article className="py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Breadcrumb
          items={[
            { label: commonTexts.home, to: '/' },
            { label: surfboardsTexts.listTitle, to: '/surfboards' },
            { label: board.title, written: true },
          ]}
        />
        {back}
      </div>

      {sold ? (
        <div
          role="status"
          className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-800 p-4 text-white"
        >
          <p className="flex flex-wrap items-center gap-3">
            <span className="rounded-full bg-red-600 px-3 py-1 font-bold">{t.sold}</span>
            <span>
              {board.soldStatus.soldDate && `${t.soldOn(formatDate(board.soldStatus.soldDate))}. `}
              {t.soldNote}
            </span>
          </p>
          <Link to="/surfboards" className={buttonClasses('secondary', 'sm')}>
            {t.similar}
          </Link>
        </div>
      ) : expired ? (
        <ExpiredNotice board={board} own={user?._id === board.seller._id} />
      ) : (
        !isPublic && (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
            {t.notPublic} ({boardOptionsTexts.moderationStatus[board.moderationStatus]})
          </p>
        )
      )}

      <div className="mt-4 grid items-start gap-8 lg:grid-cols-[3fr_2fr]">
        <BoardGallery images={board.images} coverIndex={board.coverIndex} alt={board.title} />

        <div className="space-y-6">
          <header className="space-y-3">
            <div className="flex flex-wrap gap-2">
              {!sold && isReserved(board.reservedUntil) && (
                <Badge tone="emerald">
                  {board.reservedForMe ? reservationTexts.forYou : reservationTexts.badge}
                </Badge>
              )}
              <Badge tone="sky">{boardOptionsTexts.condition[board.condition]}</Badge>
              <Badge tone={board.sellerType === 'private' ? 'slate' : 'amber'}>
                {boardOptionsTexts.sellerType[board.sellerType]}
              </Badge>
            </div>
            {/* <bdi>: "Lost (כחול)" keeps its brackets, and the line still starts at the right. */}
            <h1 className="text-3xl font-extrabold text-slate-900">
              <bdi>{boardName(board)}</bdi>
            </h1>
            {boardName(board) !== board.title && (
              <p className="text-lg text-slate-700">
                <bdi>{board.title}</bdi>
              </p>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p
                className={`text-3xl font-extrabold ${sold ? 'text-slate-500 line-through' : 'text-sky-800'}`}
              >
                {formatPrice(board.price)}
              </p>
              <div className="flex items-center gap-2">
                <ShareButton
                  title={boardName(board)}
                  text={shareTexts.board(boardName(board), formatPrice(board.price))}
                />
                {!sold && !expired && (
                  <BoardLikeButton variant="page" boardId={board._id} count={board.favoriteCount} />
                )}
              </div>
            </div>
            {!sold && <PriceDropNote history={board.priceHistory} />}
            <PriceBadge board={board} />
            <FitNote board={board} />
            <p className="text-sm text-slate-600">
              {t.seller}:{' '}
              {board.seller.slug ? (
                <Link to={`/u/${board.seller.slug}`} className="font-medium text-sky-800 underline">
                  <bdi>{sellerName}</bdi>
                </Link>
              ) : (
                <bdi>{sellerName}</bdi>
              )}{' '}
              · {t.publishedOn(formatDate(board.createdAt))}
            </p>
          </header>

          <SellerFactsAndAdvice seller={board.seller} safeDeal={safeDeal} />

          {/* The in-app message first: leaving Galim for another app is the riskier way. */}
          {!sold && isPublic && (
            <MessageSeller
              boardId={board._id}
              sellerId={board.seller._id}
              onSent={safeDeal.adviseOnce}
            />
          )}
          {!sold && !expired && <SellerContact board={board} safeDeal={safeDeal} />}

          <section aria-labelledby="description-title">
            <h2 id="description-title" className="mb-2 text-lg font-bold text-slate-900">
              {t.description}
            </h2>
            <p className="whitespace-pre-line text-slate-800" dir="auto">
              {board.description || t.noDescription}
            </p>
          </section>
        </div>
      </div>

      <section aria-labelledby="specs-title" className="mt-8">
        <h2 id="specs-title" className="mb-3 text-xl font-bold text-slate-900">
          {t.specs}
        </h2>
        <SpecCards board={board} />
      </section>
      <ListingSafeDeal listing={board} safeDeal={safeDeal} />
    </article>
  );
}
