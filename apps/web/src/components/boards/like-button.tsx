import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { boardLikesTexts } from '../../i18n/he/board-likes';
import { useAuth } from '../../lib/auth/auth-context';
import { useToast } from '../ui/toast';
import {
  useFavorites,
  useLikeStatus,
  useListingFavorites,
  usePendingLike,
  useToggleLike,
} from '../../lib/queries/board-likes';
import { rememberLikeAfterSignIn, takeLikeAfterSignIn } from '../../lib/like-after-sign-in';

const t = boardLikesTexts;

const STYLES = {
  card: {
    button:
      'flex size-10 items-center justify-center rounded-full bg-white/90 shadow ring-1 ring-slate-200 transition-colors hover:bg-white disabled:opacity-60',
    liked: 'text-rose-600',
    unliked: 'text-slate-700',
    heart: 'size-5',
  },
  page: {
    button:
      'inline-flex items-center gap-2 rounded-xl px-3 py-2 font-medium ring-1 ring-inset transition-colors disabled:opacity-60',
    liked: 'bg-rose-50 text-rose-700 ring-rose-200 hover:bg-rose-100',
    unliked: 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
    heart: 'size-6',
  },
};

/**
 * The favourite toggle of a board, or with `kind` of a listing of any kind (liked under
 * /api/listings, issue 53): a heart on its card, or a button with the count on its page.
 * On a card, whether it is liked comes from the one favourites list (not one request per card);
 * on the page, from the board's own like status. A visitor is taken to sign in and back, where
 * the like they asked for is done; the button is disabled while the change is saved, and while a
 * stored session is being confirmed.
 */
export function BoardLikeButton({
  boardId,
  variant,
  title,
  count,
  kind,
}: {
  boardId: string;
  variant: 'card' | 'page';
  /** On a card: the board's title, so the button says which board it likes. */
  title?: string;
  /** On the page: how many liked it. */
  count?: number;
  /** The listing's kind; a board without it (or with 'board'). */
  kind?: TListingKind;
}) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  // A stored session the server has not confirmed yet: a tap now is a signed-in surfer's, so it
  // waits for the answer rather than sending them to sign in.
  const confirming = status === 'loading';
  const toast = useToast();
  const gear = Boolean(kind && kind !== 'board');
  const favorites = useFavorites(signedIn && variant === 'card' && !gear);
  const gearFavorites = useListingFavorites(signedIn && variant === 'card' && gear);
  const likeStatus = useLikeStatus(boardId, signedIn && variant === 'page', kind);
  const toggle = useToggleLike();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = toggle;
  const pending = usePendingLike(boardId);
  const saved =
    signedIn &&
    (variant === 'card'
      ? Boolean(
          (gear ? gearFavorites.data?.listings : favorites.data?.boards)?.some(
            (b) => b._id === boardId,
          ),
        )
      : Boolean(likeStatus.data?.liked));
  // A like or unlike made offline shows at once, until it is sent.
  const liked = signedIn && (pending ?? saved);
  const style = STYLES[variant];
  const label = liked ? t.remove : t.add;

  // Back from signing in: the like the visitor asked for (liking twice changes nothing).
  useEffect(() => {
    if (signedIn && takeLikeAfterSignIn(boardId)) {
      mutate({ id: boardId, like: true, kind }, { onError: () => toast.error(t.failed) });
    }
  }, [signedIn, boardId, kind, mutate, toast]);

  function onClick() {
    if (!signedIn) {
      rememberLikeAfterSignIn(boardId);
      toast.show(kind ? t.kind.loginRequired(kind) : t.loginRequired);
      void navigate('/login', {
        state: { from: `${location.pathname}${location.search}` },
      });
      return;
    }
    toggle.mutate({ id: boardId, like: !liked, kind }, { onError: () => toast.error(t.failed) });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={
        confirming || toggle.isPending || (variant === 'page' && signedIn && likeStatus.isPending)
      }
      aria-pressed={liked}
      aria-label={title ? `${label}: ${title}` : label}
      className={`${style.button} ${liked ? style.liked : style.unliked}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={style.heart}>
        <path
          d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {count !== undefined && <span className="text-sm">{t.count(count)}</span>}
    </button>
  );
}
