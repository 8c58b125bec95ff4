import { useForm } from 'react-hook-form';
import type { TReferenceKind } from '@galim/shared/reference/schemas';
import { FormButtons } from './form-buttons';
import { ErrorList } from '../../../components/ui/form/error-list';
import { Field } from '../../../components/ui/form/field';
import { Input, Select, Textarea } from '../../../components/ui/form/input';
import { LISTING_KINDS } from '@galim/shared/listings/kinds';
import { adminTexts } from '../../../i18n/he/admin';
import { gearTexts } from '../../../i18n/he/gear';
import { commonTexts } from '../../../i18n/he/shell';
import {
  fieldId,
  referenceResolver,
  type ColumnDef,
  type RowValues,
  type Values,
} from './reference-columns';

const t = adminTexts.table;

/** The add or edit form of one reference row: every column's field, checked before it saves. */
export function RowForm<R>({
  kind,
  columns,
  initial,
  title,
  busy,
  onSave,
  onCancel,
}: {
  kind: TReferenceKind;
  columns: ColumnDef<R>[];
  initial: Values;
  title: string;
  busy: boolean;
  onSave: (payload: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<RowValues, unknown, Record<string, unknown>>({
    // A new row is the boards' until the admin checks other kinds.
    defaultValues: {
      values: {
        ...Object.fromEntries(
          columns.filter((c) => c.input === 'kinds').map((c) => [fieldId(c), ['board']]),
        ),
        ...initial,
      },
    },
    resolver: referenceResolver(kind, columns),
  });
  return (
    <form
      aria-label={title}
      noValidate
      className="mb-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
      // An invalid form is not saved: the hint says why instead of silence.
      onSubmit={handleSubmit(onSave)}
    >
      {columns.map((c) => {
        const field = register(`values.${fieldId(c)}`, {
          onChange: () => clearErrors('root.schema'),
        });
        // Another language's text runs in its own direction, whatever the page's.
        const dir = c.language ? 'auto' : undefined;
        if (c.input === 'kinds') {
          return (
            <fieldset key={fieldId(c)} className="flex flex-col gap-1 sm:col-span-2">
              <legend className="font-medium text-slate-800">{c.label}</legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {LISTING_KINDS.map((kind) => (
                  <label key={kind} className="flex min-h-11 items-center gap-2">
                    <input type="checkbox" className="size-4" value={kind} {...field} />
                    {gearTexts.kinds[kind].many}
                  </label>
                ))}
              </div>
            </fieldset>
          );
        }
        return (
          <Field
            key={fieldId(c)}
            label={c.label}
            required={c.required}
            hint={c.input === 'rating' ? t.ratingHint : undefined}
            className={`flex flex-col gap-1 ${c.input === 'textarea' ? 'sm:col-span-2' : ''}`}
          >
            {(p) =>
              c.input === 'textarea' ? (
                <Textarea rows={2} dir={dir} {...p} {...field} />
              ) : c.input === 'select' ? (
                <Select {...p} {...field} placeholder={t.choose} options={c.options ?? []} />
              ) : c.input === 'rating' ? (
                <Input
                  type="number"
                  min={1}
                  max={5}
                  step={1}
                  inputMode="numeric"
                  {...p}
                  {...field}
                />
              ) : (
                <Input
                  type={c.input === 'url' ? 'url' : 'text'}
                  dir={c.input === 'url' ? 'ltr' : dir}
                  {...p}
                  {...field}
                />
              )
            }
          </Field>
        );
      })}
      <ErrorList
        alert
        errors={[errors.root?.schema?.message]}
        className="text-sm font-medium text-red-700 sm:col-span-2"
      />
      <FormButtons
        submitLabel={busy ? commonTexts.saving : t.save}
        cancelLabel={t.cancel}
        onCancel={onCancel}
        busy={busy}
        className="flex gap-2 sm:col-span-2"
      />
    </form>
  );
}
