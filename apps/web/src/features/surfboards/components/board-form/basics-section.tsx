import { BOARD_CONDITIONS } from '@galim/shared/surfboards/options';
import { PriceHint } from '../price-hint';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { boardOptionsTexts } from '../../../../i18n/he/board-options';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';
import type { BoardFormApi, ErrorOf, WatchedValues } from './board-values';
import { ReferenceFields } from './reference-fields';
import { Section } from './section';

const t = surfboardsManageTexts;
const opts = boardOptionsTexts;

/** Title, price (with the price hint), condition, the reference lists and the description. */
export function BasicsSection({
  form,
  values,
  err,
  boardId,
}: {
  form: BoardFormApi;
  values: WatchedValues;
  err: ErrorOf;
  /** The edited board, left out of the price hint's comparison. */
  boardId?: string;
}) {
  const { register } = form;
  return (
    <Section title={t.form.sections.basics}>
      <Field label={t.form.title} error={err('title')} hint={t.form.titleHint}>
        {(p) => <input {...p} {...register('title')} className={controlClass} maxLength={120} />}
      </Field>
      <Field label={t.form.price} required error={err('price')}>
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
      <PriceHint values={values} exclude={boardId} />
      <Field label={t.form.condition} required error={err('condition')}>
        {(p) => (
          <select {...p} {...register('condition')} className={controlClass}>
            <option value="">{t.form.choose}</option>
            {BOARD_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {opts.condition[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ReferenceFields form={form} values={values} err={err} />
      <Field
        label={t.form.description}
        error={err('description')}
        className="flex flex-col gap-1 sm:col-span-2"
      >
        {(p) => <textarea {...p} {...register('description')} rows={4} className={controlClass} />}
      </Field>
    </Section>
  );
}
