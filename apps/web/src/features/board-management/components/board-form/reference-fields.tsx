import { useId, useState } from 'react';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { useToast } from '../../../../components/ui/toast';
import { heSurfboardsManage } from '../../../../i18n/surfboards-manage';
import {
  useBrands,
  useCategories,
  useModelsOfBrand,
  useTechnologies,
} from '../../../../lib/queries/reference';
import { focusOnMount } from '../../../../lib/focus-on-mount';
import { useProposeReference } from '../../api/boards';
import type { BoardFormApi, ErrorOf, WatchedValues } from './board-values';

const t = heSurfboardsManage;
const NEW = '__new__';

/**
 * A list's select shows the chosen id once the list holds it, and '' (its first option) until
 * then. React showed the first option for a value no option had; Preact leaves no option
 * selected, which react-hook-form, registering the select, took for the user's choice of ''
 * and so lost a restored draft's or an edited board's choice while the list was loading.
 */
function listed(value: string | null | undefined, options: { _id: string }[] | undefined) {
  return value && options?.some((o) => o._id === value) ? value : '';
}

/**
 * Category, brand, model and technology from the reference lists; a brand or a model not listed
 * yet can be proposed ("add new"), and is chosen once the API has it.
 */
export function ReferenceFields({
  form,
  values,
  err,
}: {
  form: BoardFormApi;
  values: WatchedValues;
  err: ErrorOf;
}) {
  const {
    register,
    setValue,
    formState: { submitCount },
  } = form;
  const toast = useToast();
  const propose = useProposeReference();
  const [adding, setAdding] = useState<'brand' | 'model' | null>(null);
  const brands = useBrands();
  const models = useModelsOfBrand(values.brand);
  const categories = useCategories();
  const technologies = useTechnologies();

  async function addReference(kind: 'brand' | 'model', name: string) {
    const title = name.trim();
    if (!title) return;
    let proposed;
    try {
      proposed = await propose.mutateAsync({
        kind,
        title,
        ...(kind === 'model' ? { brand: values.brand } : {}),
      });
    } catch {
      toast.error(t.form.newFailed);
      return;
    }
    setValue(kind, proposed._id, { shouldValidate: submitCount > 0, shouldDirty: true });
    if (kind === 'brand') setValue('model', '');
    setAdding(null);
    toast.success(
      proposed.created ? t.form.newAdded(proposed.title) : t.form.newExisting(proposed.title),
    );
  }

  const brandSelect = register('brand');
  const modelSelect = register('model');

  return (
    <>
      <Field label={t.form.category} required error={err('category')}>
        {(p) => (
          <select
            {...p}
            {...register('category')}
            value={listed(values.category, categories.data)}
            className={controlClass}
          >
            <option value="">{t.form.choose}</option>
            {categories.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {c.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.form.brand} required error={err('brand')}>
        {(p) => (
          <select
            {...p}
            {...brandSelect}
            value={adding === 'brand' ? NEW : listed(values.brand, brands.data)}
            className={controlClass}
            onChange={(e) => {
              if (e.target.value === NEW) {
                setAdding('brand');
                return;
              }
              setAdding((a) => (a === 'brand' ? null : a));
              setValue('model', '');
              void brandSelect.onChange(e);
            }}
          >
            <option value="">{t.form.choose}</option>
            {brands.data?.map((b) => (
              <option key={b._id} value={b._id}>
                {b.title}
              </option>
            ))}
            <option value={NEW}>{t.form.addNew}</option>
          </select>
        )}
      </Field>
      {adding === 'brand' && (
        <NewReference label={t.form.newBrandLabel} onAdd={(name) => addReference('brand', name)} />
      )}
      <Field
        label={t.form.model}
        error={err('model')}
        hint={values.brand ? undefined : t.form.chooseBrandFirst}
      >
        {(p) => (
          <select
            {...p}
            {...modelSelect}
            value={adding === 'model' ? NEW : listed(values.model, models.data)}
            disabled={!values.brand}
            className={controlClass}
            onChange={(e) => {
              if (e.target.value === NEW) {
                setAdding('model');
                return;
              }
              setAdding((a) => (a === 'model' ? null : a));
              void modelSelect.onChange(e);
            }}
          >
            <option value="">{t.form.none}</option>
            {models.data?.map((m) => (
              <option key={m._id} value={m._id}>
                {m.title}
              </option>
            ))}
            <option value={NEW}>{t.form.addNew}</option>
          </select>
        )}
      </Field>
      {adding === 'model' && values.brand && (
        <NewReference label={t.form.newModelLabel} onAdd={(name) => addReference('model', name)} />
      )}
      <Field label={t.form.technology} error={err('technology')}>
        {(p) => (
          <select
            {...p}
            {...register('technology')}
            value={listed(values.technology, technologies.data)}
            className={controlClass}
          >
            <option value="">{t.form.none}</option>
            {technologies.data?.map((x) => (
              <option key={x._id} value={x._id}>
                {x.title}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}

function NewReference({ label, onAdd }: { label: string; onAdd: (name: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={controlClass}
        aria-describedby={`${id}-hint`}
        ref={focusOnMount}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onAdd(e.currentTarget.value);
          }
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t.form.newHint}
      </p>
    </div>
  );
}
