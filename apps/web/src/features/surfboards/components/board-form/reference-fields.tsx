import { useCallback, useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ZReferenceExists, type TReferenceExists } from '@galim/shared/reference/schemas';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { useToast } from '../../../../components/ui/toast';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';
import {
  useBrands,
  useCategories,
  useModelsOfBrand,
  useTechnologies,
} from '../../../../lib/queries/reference';
import { ApiError } from '../../../../lib/api';
import { focusOnMount } from '../../../../lib/focus-on-mount';
import { useProposeReference } from '../../api/manage-boards';
import type { BoardFormApi, ErrorOf, WatchedValues } from './board-values';

const t = surfboardsManageTexts;
const NEW = '__new__';

type Existing = TReferenceExists['existing'];

/** The item a 409 names when the proposed title exists (any case or spacing), else null. */
function existingOf(err: unknown): Existing | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  const parsed = ZReferenceExists.safeParse(err.body);
  return parsed.success ? parsed.data.existing : null;
}

/** The list with the items picked from a 409 that it lacks (another user's proposal). */
function withPicked<T extends { _id: string; title: string }>(
  options: T[] | undefined,
  picked: Existing[],
  kind: Existing['kind'],
): { _id: string; title: string }[] | undefined {
  const extra = picked.filter((p) => p.kind === kind && !options?.some((o) => o._id === p._id));
  return extra.length ? [...(options ?? []), ...extra] : options;
}

/**
 * A list's select shows the chosen id once the list holds it, and '' (its first option) until
 * then. A select given a value no option has yet may show no option selected, which
 * react-hook-form, registering the select, takes for the user's choice of '' and so lost a
 * restored draft's or an edited board's choice while the list was loading.
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
  /** The existing item a proposal ran into, offered to be picked instead. */
  const [exists, setExists] = useState<Existing | null>(null);
  const [picked, setPicked] = useState<Existing[]>([]);
  const brands = useBrands();
  const models = useModelsOfBrand(values.brand);
  const categories = useCategories();
  const technologies = useTechnologies();

  async function addReference(kind: 'brand' | 'model', name: string) {
    const title = name.trim();
    if (!title) return;
    let proposed;
    setExists(null);
    try {
      proposed = await propose.mutateAsync({
        kind,
        title,
        ...(kind === 'model' ? { brand: values.brand } : {}),
      });
    } catch (err) {
      const existing = existingOf(err);
      if (existing) setExists(existing);
      else toast.error(t.form.newFailed);
      return;
    }
    setValue(kind, proposed._id, { shouldValidate: submitCount > 0, shouldDirty: true });
    if (kind === 'brand') setValue('model', '');
    setAdding(null);
    toast.success(
      proposed.created ? t.form.newAdded(proposed.title) : t.form.newExisting(proposed.title),
    );
  }

  function pickExisting(existing: Existing) {
    setPicked((p) => [...p.filter((o) => o._id !== existing._id), existing]);
    setValue(existing.kind, existing._id, {
      shouldValidate: submitCount > 0,
      shouldDirty: true,
    });
    if (existing.kind === 'brand') setValue('model', '');
    setExists(null);
    setAdding(null);
  }

  /** The "add new" choice of a list: shown while chosen, left when another entry is picked. */
  const addNew = (kind: 'brand' | 'model') => ({
    active: adding === kind,
    choose: (on: boolean) => setAdding((a) => (on ? kind : a === kind ? null : a)),
  });

  return (
    <>
      <ListSelect
        label={t.form.category}
        required
        error={err('category')}
        field={register('category')}
        options={categories.data}
        selected={values.category}
        empty={t.form.choose}
      />
      <ListSelect
        label={t.form.brand}
        required
        error={err('brand')}
        field={register('brand')}
        options={withPicked(brands.data, picked, 'brand')}
        selected={values.brand}
        empty={t.form.choose}
        addNew={addNew('brand')}
        onPick={() => setValue('model', '')}
      />
      {adding === 'brand' && (
        <NewReference
          label={t.form.newBrandLabel}
          pending={propose.isPending}
          onAdd={(name) => void addReference('brand', name)}
          exists={exists?.kind === 'brand' ? exists : null}
          onPick={pickExisting}
        />
      )}
      <ListSelect
        label={t.form.model}
        error={err('model')}
        hint={values.brand ? undefined : t.form.chooseBrandFirst}
        field={register('model')}
        options={withPicked(models.data, picked, 'model')}
        selected={values.model}
        empty={t.form.none}
        disabled={!values.brand}
        addNew={addNew('model')}
      />
      {adding === 'model' && values.brand && (
        <NewReference
          label={t.form.newModelLabel}
          pending={propose.isPending}
          onAdd={(name) => void addReference('model', name)}
          exists={exists?.kind === 'model' ? exists : null}
          onPick={pickExisting}
        />
      )}
      <ListSelect
        label={t.form.technology}
        error={err('technology')}
        field={register('technology')}
        options={technologies.data}
        selected={values.technology}
        empty={t.form.none}
      />
    </>
  );
}

/** A select of a reference list, with an empty first choice and, for some, "add new" last. */
function ListSelect({
  label,
  required,
  error,
  hint,
  field,
  options,
  selected,
  empty,
  disabled,
  addNew,
  onPick,
}: {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  field: UseFormRegisterReturn;
  options: { _id: string; title: string }[] | undefined;
  /** The form's value (the select shows it once the list holds it). */
  selected: string | undefined;
  empty: string;
  disabled?: boolean;
  addNew?: { active: boolean; choose: (on: boolean) => void };
  /** After the user picks a listed entry (or none). */
  onPick?: () => void;
}) {
  return (
    <Field label={label} required={required} error={error} hint={hint}>
      {(p) => (
        <select
          {...p}
          {...field}
          value={addNew?.active ? NEW : listed(selected, options)}
          disabled={disabled}
          className={controlClass}
          onChange={(e) => {
            if (addNew && e.target.value === NEW) {
              addNew.choose(true);
              return;
            }
            addNew?.choose(false);
            onPick?.();
            void field.onChange(e);
          }}
        >
          <option value="">{empty}</option>
          {options?.map((o) => (
            <option key={o._id} value={o._id}>
              {o.title}
            </option>
          ))}
          {addNew && <option value={NEW}>{t.form.addNew}</option>}
        </select>
      )}
    </Field>
  );
}

function NewReference({
  label,
  onAdd,
  pending,
  exists,
  onPick,
}: {
  label: string;
  onAdd: (name: string) => void;
  pending: boolean;
  /** The item the typed title already is: said, with a button to pick it. */
  exists: Existing | null;
  onPick: (existing: Existing) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  // Stable, so it focuses once, when the field appears.
  const keep = useCallback((el: HTMLInputElement | null) => {
    input.current = el;
    focusOnMount(el);
  }, []);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {/* Enter adds too, but a phone's keyboard may not show it: the button is always there. */}
      <div className="flex gap-2">
        <input
          id={id}
          className={`${controlClass} min-w-0 flex-1`}
          aria-describedby={`${id}-hint`}
          ref={keep}
          enterKeyHint="done"
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onAdd(e.currentTarget.value);
            }
          }}
        />
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => onAdd(input.current?.value ?? '')}
        >
          {pending ? t.form.newAdding : t.form.newAdd}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t.form.newHint}
      </p>
      <div role="alert" className="empty:hidden">
        {exists && (
          <div className="mt-1 flex flex-wrap items-center gap-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-200">
            <p className="font-medium text-amber-950">
              {exists.kind === 'brand'
                ? t.form.brandExists(exists.title)
                : t.form.modelExists(exists.title)}
            </p>
            <Button size="sm" variant="secondary" onClick={() => onPick(exists)}>
              {exists.kind === 'brand' ? t.form.pickBrand : t.form.pickModel}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
