import { useForm, useWatch } from 'react-hook-form';
import {
  SELLER_REVIEW_LIMITS,
  ZSellerReviewInput,
  type TSellerReviewInput,
} from '@galim/shared/seller-reviews/schemas';
import { sellerReviewsTexts as t } from '../../i18n/he/seller-reviews';
import { schemaResolver } from '../../lib/form-resolver';
import { useWriteSellerReview } from '../../lib/queries/seller-reviews';
import { Button } from '../ui/button';
import { ErrorList } from '../ui/form/error-list';
import { Textarea } from '../ui/form/input';
import { StarRatingInput } from '../ui/form/star-rating-input';
import { useToast } from '../ui/toast';

/**
 * The buyer's review of the seller of a board sold to them: 1 to 5 stars and a text, checked by
 * the shared ZSellerReviewInput. Loaded only when the buyer opens it (zod and the form library
 * stay out of the pages that show it).
 */
export default function SellerReviewForm({
  boardId,
  sellerName,
  onDone,
  onCancel,
}: {
  boardId: string;
  sellerName: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const toast = useToast();
  const write = useWriteSellerReview();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    control,
    formState: { errors },
  } = useForm<TSellerReviewInput>({
    defaultValues: { boardId, rating: 0, body: '' },
    resolver: schemaResolver(ZSellerReviewInput),
  });
  const rating = useWatch({ control, name: 'rating' });

  // The promise, not mutate()'s callbacks: the refresh after a review takes the board (and
  // this form) off the list of sales to review, and mutate()'s callbacks would never run.
  const save = (input: TSellerReviewInput) =>
    write.mutateAsync(input).then(
      () => {
        toast.success(t.sent);
        onDone();
      },
      (err: Error) => setError('root.server', { message: err.message }),
    );

  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      className="flex flex-col gap-3 rounded-xl bg-sky-50 p-4"
    >
      <fieldset>
        <legend className="mb-1 font-medium text-slate-800">{t.ask(sellerName)}</legend>
        <StarRatingInput
          value={rating}
          label={t.rating}
          starLabel={t.stars}
          onChange={(n) => {
            clearErrors();
            setValue('rating', n);
          }}
        />
      </fieldset>
      <label className="text-sm font-medium text-slate-700">
        {t.body}
        <Textarea
          {...register('body')}
          dir="auto"
          maxLength={SELLER_REVIEW_LIMITS.bodyMax}
          rows={3}
          aria-describedby="seller-review-hint"
          className="mt-1"
        />
      </label>
      <p id="seller-review-hint" className="text-xs text-slate-600">
        {t.bodyHint}
      </p>
      <ErrorList
        alert
        errors={[errors.rating?.message ?? errors.body?.message ?? errors.root?.server?.message]}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={write.isPending}>
          {t.send}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
