import { useId } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { SERVICE_LIMITS } from '@galim/shared/services/options';
import { ZReviewInput, type TReview, type TReviewInput } from '@galim/shared/services/reviews';
import { Button } from '../../../components/ui/button';
import { ErrorList } from '../../../components/ui/form/error-list';
import { Textarea } from '../../../components/ui/form/input';
import { StarRatingInput } from '../../../components/ui/form/star-rating-input';
import { servicesTexts } from '../../../i18n/he/services';
import { commonTexts } from '../../../i18n/he/shell';
import { schemaResolver } from '../../../lib/form-resolver';

const t = servicesTexts;

/** Write or edit one's review: the shared ZReviewInput checks it (a rating of 1 to 5 stars). */
export default function ReviewForm({
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
    resolver: schemaResolver(ZReviewInput),
    // The stars are no registered field: focus goes to them by hand (onInvalid), not to the text.
    shouldFocusError: false,
  });
  const starsId = useId();
  const onInvalid = (invalid: FieldErrors<TReviewInput>) => {
    const target = invalid.rating
      ? document.getElementById(starsId)?.querySelector<HTMLElement>('[role="radio"]')
      : document.getElementById(textId);
    target?.focus();
  };
  const rating = useWatch({ control, name: 'rating' });
  const textId = useId();
  const save = (input: TReviewInput) =>
    onSave(input, (message) => setError('root.server', { message }));

  return (
    <form
      onSubmit={handleSubmit(save, onInvalid)}
      noValidate
      className="mb-5 flex flex-col gap-3 rounded-xl bg-sky-50 p-4"
    >
      <fieldset id={starsId}>
        <legend className="mb-1 font-medium text-slate-800">
          {mine ? t.yourReview : t.writeReview}
        </legend>
        <StarRatingInput
          value={rating}
          label={t.reviewRating}
          starLabel={t.stars}
          onChange={(n) => {
            clearErrors();
            setValue('rating', n);
          }}
        />
      </fieldset>
      <label className="text-sm font-medium text-slate-700">
        {t.reviewText}
        <Textarea
          id={textId}
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
            {commonTexts.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}
