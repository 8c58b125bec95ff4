import { useId } from 'react';
import type { TAttributeInfo } from '@galim/shared/listings/schemas';
import { Field, RequiredMark } from '../../../../components/ui/form/field';
import { ErrorList } from '../../../../components/ui/form/error-list';
import { controlClass } from '../../../../components/ui/form/input';
import { gearPublishTexts } from '../../../../i18n/he/gear-publish';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';
import type { GearFormApi } from './gear-form-values';

const t = gearPublishTexts;
const CHOOSE = surfboardsManageTexts.form.choose;
const BOX = 'flex min-h-11 items-center gap-2 text-slate-800';

/**
 * One attribute's control, drawn from its declaration: a number with its unit and bounds, one
 * option from a list, several as boxes to tick, yes/no as one box, or text.
 */
export function AttributeField({
  attribute,
  form,
  error,
}: {
  attribute: TAttributeInfo;
  form: GearFormApi;
  error?: string;
}) {
  const name = `attributes.${attribute.key}` as const;
  const field = form.register(name);
  switch (attribute.type) {
    case 'number':
      return (
        <Field
          label={`${attribute.label} (${attribute.unitLabel})`}
          required={attribute.required}
          error={error}
          hint={t.range(attribute.min, attribute.max, attribute.unitLabel)}
        >
          {(p) => (
            <input {...p} {...field} inputMode="decimal" dir="ltr" className={controlClass} />
          )}
        </Field>
      );
    case 'one':
      return (
        <Field label={attribute.label} required={attribute.required} error={error}>
          {(p) => (
            <select {...p} {...field} className={controlClass}>
              <option value="">{CHOOSE}</option>
              {attribute.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    case 'many':
      return <ManyField attribute={attribute} form={form} error={error} />;
    case 'yesno':
      return (
        <div className="flex flex-col justify-end gap-1">
          <label className={BOX}>
            <input type="checkbox" {...field} className="size-5" />
            <span className="font-medium">{attribute.label}</span>
          </label>
          <ErrorList errors={[error]} />
        </div>
      );
    case 'text':
      return (
        <Field label={attribute.label} required={attribute.required} error={error}>
          {(p) => (
            <input {...p} {...field} maxLength={attribute.maxLength} className={controlClass} />
          )}
        </Field>
      );
  }
}

/** Several of a list: a group of boxes named by the attribute, its error beside them. */
function ManyField({
  attribute,
  form,
  error,
}: {
  attribute: TAttributeInfo & { type: 'many' };
  form: GearFormApi;
  error?: string;
}) {
  const id = useId();
  const field = form.register(`attributes.${attribute.key}`);
  return (
    <fieldset
      className="flex flex-col gap-1 sm:col-span-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="font-medium text-slate-800">
        {attribute.label}
        {attribute.required && <RequiredMark />}
      </legend>
      <div className="flex flex-wrap gap-x-5">
        {attribute.options.map((o) => (
          <label key={o.value} className={BOX}>
            <input type="checkbox" {...field} value={o.value} className="size-5" />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <ErrorList id={`${id}-error`} errors={[error]} />
    </fieldset>
  );
}
