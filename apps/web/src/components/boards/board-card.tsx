import type { ReactNode } from 'react';
import { Distance } from '../near/distance';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../i18n/he/format';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import { formatLength, ltr } from '@galim/shared/surfboards/sizes';
import { isReserved } from '@galim/shared/conversations/limits';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { boardOptionsTexts } from '../../i18n/he/board-options';
import { reservationTexts } from '../../i18n/he/reservation';
import { SurfboardIcon } from '../ui/icons';

/**
 * The surfboard card: links to
 * /surfboards/{id} (or `to`: a listing of gear's page). Lists pass `actions` (owner controls, a
 * like button) and `badge`.
 */
export function BoardCard({
  board,
  to,
  actions,
  badge,
  like,
  priority = false,
  first = false,
  belowFold = false,
}: {
  board: Pick<
    TSurfboard,
    | '_id'
    | 'title'
    | 'price'
    | 'brandTitle'
    | 'modelTitle'
    | 'condition'
    | 'length'
    | 'volume'
    | 'locationText'
    | 'distanceKm'
    | 'mainImage'
    | 'createdAt'
  > & { reservedUntil?: string | null };
  /** The card's page when it is not a board's (a listing of gear in "my listings"). */
  to?: string;
  actions?: ReactNode;
  badge?: ReactNode;
  /** A heart over the image's top corner. */
  like?: ReactNode;
  /** Above the fold: load the image eagerly. */
  priority?: boolean;
  /** The list's first card: its image is the page's largest paint, fetched first. */
  first?: boolean;
  /** Past a phone's first screen: drawn by the browser only when it comes near (decision 038). */
  belowFold?: boolean;
}) {
  const image = board.mainImage;
  const specs = [
    board.length ? ltr(formatLength(board.length)) : null,
    board.volume ? boardOptionsTexts.litresShort(board.volume) : null,
    boardOptionsTexts.condition[board.condition],
  ].filter(Boolean);
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md ${belowFold ? 'drawn-when-near [--near-size:17rem]' : ''}`}
    >
      {/* Every user photo in the same 4:3 crop, whatever its own shape: the image lies over the
          box (absolute), so a tall photo's own height cannot stretch the box past its ratio. */}
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        {image ? (
          <img
            src={imageUrl(image, 800)}
            srcSet={imageSrcSet(image)}
            sizes="(max-width: 1024px) 50vw, 33vw"
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            width={image.width}
            height={image.height}
            className="absolute inset-0 size-full object-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-slate-400">
            <SurfboardIcon className="size-16" />
          </div>
        )}
        {badge && <div className="absolute start-2 top-2">{badge}</div>}
        {/* Still for sale, held for a buyer whose offer was accepted (48 hours). */}
        {isReserved(board.reservedUntil) && (
          <span className="absolute start-2 bottom-2 rounded-full bg-emerald-700 px-2.5 py-0.5 text-sm font-bold text-white">
            {reservationTexts.badge}
          </span>
        )}
        {like && <div className="absolute end-2 top-2 z-10">{like}</div>}
      </div>
      {/* Compact on phones, where two cards share a row. */}
      <div className="flex flex-1 flex-col gap-0.5 p-2.5 sm:gap-1 sm:p-4">
        {/* A title takes its own direction (dir="auto"), so a Latin one ("Firewire Seaside …")
            ends with the ellipsis, not starts with it; match-parent keeps every title on the
            card's side. Two lines, cut where a line wraps: lines break in reading order, so a
            title mixing Hebrew and Latin ("JS Monsta – שורטבורד תחרותי") keeps its words in
            order, where one cut line loses the start of its last run at the line's end. */}
        <h3 dir="auto" className="text-base font-bold text-slate-900 text-match-parent sm:text-lg">
          {/* A block line at least 24px tall: a target of its own size (WCAG 2.5.8), and the
              whole card through its ::after. */}
          <Link
            to={to ?? `/surfboards/${board._id}`}
            className="line-clamp-2 min-h-6 break-words after:absolute after:inset-0"
          >
            <bdi>{board.title}</bdi>
          </Link>
        </h3>
        {(board.brandTitle || board.modelTitle) && (
          <p dir="auto" className="truncate text-sm text-slate-600 text-match-parent">
            <bdi>{[board.brandTitle, board.modelTitle].filter(Boolean).join(' · ')}</bdi>
          </p>
        )}
        <p className="text-lg font-extrabold text-sky-800 sm:text-xl">{formatPrice(board.price)}</p>
        <p className="line-clamp-1 text-xs text-slate-600 sm:text-sm">{specs.join(' · ')}</p>
        <p className="mt-auto flex flex-wrap justify-between gap-x-2 pt-1 text-xs text-slate-600 sm:pt-2">
          <span className="flex min-w-0 gap-1">
            <bdi className="truncate">{board.locationText}</bdi>
            {board.distanceKm !== undefined && <Distance km={board.distanceKm} />}
          </span>
          <span>{formatDate(board.createdAt)}</span>
        </p>
      </div>
      {actions && (
        <div className="relative z-10 flex flex-wrap gap-2 px-2.5 pb-2.5 sm:px-4 sm:pb-4">
          {actions}
        </div>
      )}
    </article>
  );
}
