import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../i18n/he/format';
import type { TService } from '@galim/shared/services/schemas';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { servicesTexts } from '../../../i18n/he/services';
import { commonTexts } from '../../../i18n/he/shell';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDeleteReview, useReviews, useSaveReview } from '../api/services-api';
import { Stars } from '../../../components/services/service-price';

const t = servicesTexts;

// The form (react-hook-form and the zod schema) loads only for a signed-in user who may review:
// visitors read the page without the form libraries.
const ReviewForm = lazy(() => import('./review-form'));

/** Reviews of an approved service: list, and one review per signed-in user (not the owner). */
export function ReviewsSection({ service }: { service: TService }) {
  const { user } = useAuth();
  const toast = useToast();
  const reviews = useReviews(service.serviceType, service._id, service.status === 'approved');
  const save = useSaveReview(service.serviceType, service._id);
  const remove = useDeleteReview(service.serviceType, service._id);
  const mine = reviews.data?.reviews.find((r) => r.user._id === user?._id);
  const [editing, setEditing] = useState(false);
  const isOwner = user?._id === service.providerId._id;

  const showForm = user && !isOwner && (editing || !mine);

  return (
    <section
      aria-labelledby="reviews-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="reviews-title" className="mb-3 text-xl font-bold text-slate-900">
        {t.reviews}
        {service.reviewCount > 0 && (
          <span className="ms-2 text-base font-normal text-slate-600">
            ★ {service.rating.toFixed(1)} · {t.reviewsCount(service.reviewCount)}
          </span>
        )}
      </h2>

      {showForm && (
        <Suspense fallback={null}>
          <ReviewForm
            mine={mine}
            editing={editing}
            busy={save.isPending}
            onSave={(input, onError) =>
              save.mutate(
                { reviewId: mine?._id, input },
                {
                  onSuccess: () => {
                    toast.success(t.reviewSaved);
                    setEditing(false);
                  },
                  onError: (err) => onError(err.message),
                },
              )
            }
            onCancel={() => setEditing(false)}
          />
        </Suspense>
      )}
      {!user && (
        <p className="mb-4 text-slate-700">
          <Link to="/login" className="text-sky-800 underline">
            {t.reviewLogin}
          </Link>
        </p>
      )}

      {reviews.data && reviews.data.reviews.length === 0 ? (
        <p className="text-slate-600">{t.noReviews}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reviews.data?.reviews.map((r) => (
            <li key={r._id} className="border-b border-slate-100 pb-3 last:border-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-slate-900">
                  {r.user.name ? <bdi>{r.user.name}</bdi> : t.anonymous}
                </span>
                <Stars rating={r.rating} />
                <span className="sr-only">{t.stars(r.rating)}</span>
                <span className="text-xs text-slate-500">{formatDate(r.createdAt)}</span>
              </div>
              {r.text && (
                <p className="mt-1 text-slate-700" dir="auto">
                  {r.text}
                </p>
              )}
              {r.user._id === user?._id && !editing && (
                <div className="mt-1 flex gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                    {commonTexts.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      if (!window.confirm(t.deleteReviewConfirm)) return;
                      remove.mutate(r._id, {
                        onSuccess: () => toast.success(t.reviewDeleted),
                        onError: (err) => toast.error(err.message),
                      });
                    }}
                  >
                    {t.deleteReview}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
