import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { formatDate } from '@galim/shared/format';
import { SERVICE_LIMITS } from '@galim/shared/services/options';
import {
  ZReviewInput,
  type TReview,
  type TReviewInput,
  type TService,
} from '@galim/shared/services/schemas';
import { Button } from '../../../components/ui/button';
import { ErrorList } from '../../../components/ui/form/error-list';
import { Textarea } from '../../../components/ui/form/input';
import { useToast } from '../../../components/ui/toast';
import { heServices } from '../../../i18n/services';
import { heCommon } from '../../../i18n/shell';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDeleteReview, useReviews, useSaveReview } from '../api/services-api';
import { Stars } from '../../../components/services/service-price';

const t = heServices;

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
                <span className="font-semibold text-slate-900">{r.user.name || t.anonymous}</span>
                <Stars rating={r.rating} />
                <span className="sr-only">{t.stars(r.rating)}</span>
                <span className="text-xs text-slate-500">{formatDate(r.createdAt)}</span>
              </div>
              {r.text && <p className="mt-1 text-slate-700">{r.text}</p>}
              {r.user._id === user?._id && !editing && (
                <div className="mt-1 flex gap-2">
                  <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
                    {heCommon.edit}
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

/** Write or edit one's review: the shared ZReviewInput checks it (a rating of 1 to 5 stars). */
function ReviewForm({
  mine,
  editing,
  busy,
  onSave,
  onCancel,
}: {
  mine?: TReview;
  editing: boolean;
  busy: boolean;
  onSave: (input: TReviewInput, onError: (message: string) => void) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<TReviewInput>({
    defaultValues: { rating: mine?.rating ?? 0, text: mine?.text ?? '' },
    resolver: zodResolver(ZReviewInput),
  });
  const rating = useWatch({ control, name: 'rating' });
  const save = (input: TReviewInput) =>
    onSave(input, (message) => setError('root.server', { message }));

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      className="mb-5 flex flex-col gap-3 rounded-xl bg-sky-50 p-4"
    >
      <fieldset>
        <legend className="mb-1 font-medium text-slate-800">
          {mine ? t.yourReview : t.writeReview}
        </legend>
        <div className="flex gap-1" role="radiogroup" aria-label={t.reviewRating}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating === n}
              aria-label={t.stars(n)}
              onClick={() => {
                clearErrors();
                setValue('rating', n);
              }}
              className={`text-3xl leading-none ${n <= rating ? 'text-amber-500' : 'text-slate-300'}`}
            >
              ★
            </button>
          ))}
        </div>
      </fieldset>
      <label className="text-sm font-medium text-slate-700">
        {t.reviewText}
        <Textarea
          {...register('text')}
          maxLength={SERVICE_LIMITS.reviewTextMax}
          rows={3}
          className="mt-1"
        />
      </label>
      <ErrorList
        alert
        errors={[errors.rating?.message ?? errors.text?.message ?? errors.root?.server?.message]}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {mine ? t.updateReview : t.submitReview}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={onCancel}>
            {heCommon.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
