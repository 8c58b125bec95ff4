import type { TListingKind } from '@galim/shared/listings/kinds';
import { BOARD_CONDITIONS } from '@galim/shared/surfboards/options';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { boardOptionsTexts } from '../../../../i18n/he/board-options';
import { gearPublishTexts } from '../../../../i18n/he/gear-publish';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';
import { useBrands, useCategories } from '../../../../lib/queries/reference';
import type { GearErrorOf, GearFormApi } from './gear-form-values';

const t = surfboardsManageTexts.form;

/**
 * The fields every kind has: title, price, condition, the kind's own categories and brands
 * (a wetsuit's makers, not a board's), and the description.
 */
export function GearBasics({
  kind,
  form,
  err,
}: {
  kind: TListingKind;
  form: GearFormApi;
  err: GearErrorOf;
}) {
  const { register } = form;
  const brands = useBrands(kind);
  const categories = useCategories(kind);
  return (
    <>
      <Field label={t.title} error={err('title')} hint={gearPublishTexts.titleHint}>
        {(p) => <input {...p} {...register('title')} className={controlClass} maxLength={120} />}
      </Field>
      <Field label={t.price} required error={err('price')}>
        {(p) => (
          <input
            {...p}
            {...register('price')}
            inputMode="decimal"
            className={controlClass}
            dir="ltr"
          />
        )}
      </Field>
      <Field label={t.condition} required error={err('condition')}>
        {(p) => (
          <select {...p} {...register('condition')} className={controlClass}>
            <option value="">{t.choose}</option>
            {BOARD_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {boardOptionsTexts.condition[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ReferenceSelect
        label={t.category}
        error={err('category')}
        options={categories.data}
        field={register('category')}
      />
      <ReferenceSelect
        label={t.brand}
        error={err('brand')}
        options={brands.data}
        field={register('brand')}
      />
      <Field
        label={t.description}
        error={err('description')}
        className="flex flex-col gap-1 sm:col-span-2"
      >
        {(p) => <textarea {...p} {...register('description')} rows={4} className={controlClass} />}
      </Field>
    </>
  );
}

/** A kind's brands or categories, optional for gear: "none" first. */
function ReferenceSelect({
  label,
  error,
  options,
  field,
}: {
  label: string;
  error?: string;
  options: { _id: string; title: string }[] | undefined;
  field: ReturnType<GearFormApi['register']>;
}) {
  return (
    <Field label={label} error={error}>
      {(p) => (
        // Drawn again once the options come, so an edit's stored choice is shown selected.
        <select key={options ? 'loaded' : 'loading'} {...p} {...field} className={controlClass}>
          <option value="">{t.none}</option>
          {options?.map((o) => (
            <option key={o._id} value={o._id}>
              {o.title}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
