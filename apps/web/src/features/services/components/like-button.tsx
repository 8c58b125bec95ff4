import type { TService } from '@galim/shared/services/schemas';
import { useToast } from '../../../components/ui/toast';
import { servicesTexts } from '../../../i18n/he/services';
import { useAuth } from '../../../lib/auth/auth-context';
import { useToggleLike } from '../api/services-api';

const t = servicesTexts;

/** The favourite toggle; hidden on your own service. */
export function LikeButton({
  service,
  className = '',
}: {
  service: Pick<TService, '_id' | 'serviceType' | 'liked' | 'providerId'>;
  className?: string;
}) {
  const { user } = useAuth();
  const toast = useToast();
  const toggle = useToggleLike();
  if (user && user._id === service.providerId._id) return null;
  const liked = service.liked;
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? t.unlike : t.like}
      disabled={toggle.isPending}
      onClick={() => {
        if (!user) {
          toast.show(t.likeLogin);
          return;
        }
        toggle.mutate(service, { onError: () => toast.error(t.likeError) });
      }}
      className={`rounded-full p-2 text-2xl leading-none transition hover:bg-rose-50 ${liked ? 'text-rose-600' : 'text-slate-500'} ${className}`}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
    </button>
  );
}
