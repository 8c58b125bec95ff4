import { heSurfboards } from '../../i18n/surfboards';
import { useAuth } from '../../lib/auth/auth-context';
import { useToast } from '../ui/toast';
import { useFavorites, useToggleLike } from './likes-api';

const t = heSurfboards.like;

/**
 * The heart on a board card. Whether a board is liked comes from the one favourites list, not
 * one request per card; visitors are told to sign in.
 */
export function CardLikeButton({ boardId, title }: { boardId: string; title: string }) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const toast = useToast();
  const favorites = useFavorites(signedIn);
  const toggle = useToggleLike();
  const liked = signedIn && Boolean(favorites.data?.boards.some((b) => b._id === boardId));

  function onClick() {
    if (!signedIn) {
      toast.error(t.loginRequired);
      return;
    }
    toggle.mutate({ id: boardId, like: !liked }, { onError: () => toast.error(t.failed) });
  }

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={toggle.isPending}
      aria-pressed={liked}
      aria-label={`${liked ? t.remove : t.add}: ${title}`}
      className={`flex size-10 items-center justify-center rounded-full bg-white/90 shadow ring-1 ring-slate-200 transition-colors hover:bg-white disabled:opacity-60 ${
        liked ? 'text-rose-600' : 'text-slate-700'
      }`}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5">
        <path
          d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
