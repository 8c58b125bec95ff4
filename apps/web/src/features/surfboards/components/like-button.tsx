import { useToast } from '../../../components/ui/toast';
import { heSurfboards } from '../../../i18n/surfboards';
import { useAuth } from '../../../lib/auth/auth-context';
import { useLikeStatus, useToggleLike } from '../../../components/boards/likes-api';

const t = heSurfboards.like;

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6">
      <path
        d="M12 20s-7-4.4-9.2-9A5 5 0 0 1 12 6a5 5 0 0 1 9.2 5c-2.2 4.6-9.2 9-9.2 9z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The favourite toggle: visitors are told to sign in; disabled while the change is saved. */
export function LikeButton({ boardId, count }: { boardId: string; count?: number }) {
  const { status } = useAuth();
  const signedIn = status === 'signed-in';
  const toast = useToast();
  const likeStatus = useLikeStatus(boardId, signedIn);
  const toggle = useToggleLike();
  const liked = signedIn && Boolean(likeStatus.data?.liked);

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
      disabled={toggle.isPending || (signedIn && likeStatus.isPending)}
      aria-pressed={liked}
      aria-label={liked ? t.remove : t.add}
      className={`inline-flex items-center gap-2 rounded-xl px-3 py-2 font-medium ring-1 ring-inset transition-colors disabled:opacity-60 ${
        liked
          ? 'bg-rose-50 text-rose-700 ring-rose-200 hover:bg-rose-100'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
      }`}
    >
      <Heart filled={liked} />
      {count !== undefined && <span className="text-sm">{t.count(count)}</span>}
    </button>
  );
}
