import type { FormEvent } from 'react';
import { BOARD_CONDITIONS } from '@galim/shared/surfboards/options';
import type { LISTING_SORTS } from '@galim/shared/listings/form';
import type { TAttributeInfo, TListingKindInfo } from '@galim/shared/listings/schemas';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { gearPagesTexts } from '../../../i18n/he/gear-pages';
import { buttonClasses } from '../../../components/ui/button';
import { COMMON_FILTER_KEYS, filterKeys } from '../lib/gear-values';
import { FIT_KEYS } from '../lib/gear-fit';

const t = gearPagesTexts;
// The list's orders, without loading the schema module that declares them (no zod here).
const SORTS: readonly (typeof LISTING_SORTS)[number][] = ['newest', 'price-asc', 'price-desc'];
const FIELD = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900';
const LABEL = 'text-sm font-medium text-slate-700';

/**
 * A kind's filters, drawn from its declarations: options as boxes to check, a range as two
 * numbers with the unit, yes/no as one box; then price, condition, search and order. Sent as a
 * whole (the URL's query, so a link shares them); the form starts from the URL each time.
 */
export function GearFilters({
  info,
  params,
  onChange,
}: {
  info: TListingKindInfo;
  params: URLSearchParams;
  onChange: (next: URLSearchParams) => void;
}) {
  const filterable = info.attributes.filter((a) => a.filter);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of [...COMMON_FILTER_KEYS, ...filterable.flatMap(filterKeys)]) {
      const values = data
        .getAll(key)
        .map((v) => String(v).trim())
        .filter(Boolean);
      if (values.length > 0) next.set(key, values.join(','));
    }
    // "Fits me" is its own switch, outside this form: applying the filters keeps it.
    for (const key of FIT_KEYS) {
      const value = params.get(key);
      if (value) next.set(key, value);
    }
    onChange(next);
  };
  return (
    <form
      key={params.toString()}
      onSubmit={submit}
      aria-label={t.filtersHeading}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-3"
    >
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{t.search}</span>
        <input
          type="search"
          name="search"
          defaultValue={params.get('search') ?? ''}
          placeholder={t.searchPlaceholder}
          className={FIELD}
        />
      </label>
      {filterable.map((attribute) => (
        <AttributeFilter key={attribute.key} attribute={attribute} params={params} />
      ))}
      <Range
        legend={t.price}
        names={['minPrice', 'maxPrice']}
        params={params}
        unit="₪"
        labels={[t.minOf(t.price), t.maxOf(t.price)]}
      />
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{t.condition}</span>
        <select name="condition" defaultValue={params.get('condition') ?? ''} className={FIELD}>
          <option value="">{t.any}</option>
          {BOARD_CONDITIONS.map((c) => (
            <option key={c} value={c}>
              {boardOptionsTexts.condition[c]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{t.sort}</span>
        <select name="sort" defaultValue={params.get('sort') ?? ''} className={FIELD}>
          {SORTS.map((s) => (
            <option key={s} value={s === 'newest' ? '' : s}>
              {t.sorts[s]}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-3">
        <button type="submit" className={buttonClasses('primary')}>
          {t.apply}
        </button>
        <button
          type="button"
          onClick={() => onChange(new URLSearchParams())}
          className={buttonClasses('secondary')}
        >
          {t.clear}
        </button>
      </div>
    </form>
  );
}

/** One declared filter: options as boxes, a range as two numbers, yes/no as one box. */
function AttributeFilter({
  attribute,
  params,
}: {
  attribute: TAttributeInfo;
  params: URLSearchParams;
}) {
  if (attribute.filter === 'range' && attribute.type === 'number') {
    return (
      <Range
        legend={`${attribute.label} (${attribute.unitLabel})`}
        names={[`${attribute.key}Min`, `${attribute.key}Max`]}
        params={params}
        unit={attribute.unitLabel}
        labels={[t.minOf(attribute.label), t.maxOf(attribute.label)]}
        step={attribute.step}
        min={attribute.min}
        max={attribute.max}
      />
    );
  }
  if (attribute.type === 'yesno') {
    return (
      <label className="flex min-h-11 items-center gap-2 self-end">
        <input
          type="checkbox"
          name={attribute.key}
          value="true"
          defaultChecked={params.get(attribute.key) === 'true'}
          className="size-5"
        />
        <span className={LABEL}>{attribute.label}</span>
      </label>
    );
  }
  if (attribute.filter === 'one' && (attribute.type === 'one' || attribute.type === 'many')) {
    return (
      <label className="flex flex-col gap-1">
        <span className={LABEL}>{attribute.label}</span>
        <select
          name={attribute.key}
          defaultValue={params.get(attribute.key) ?? ''}
          className={FIELD}
        >
          <option value="">{t.any}</option>
          {attribute.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    );
  }
  if (attribute.type === 'one' || attribute.type === 'many') {
    const chosen = new Set((params.get(attribute.key) ?? '').split(',').filter(Boolean));
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className={LABEL}>{attribute.label}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {attribute.options.map((option) => (
            <label key={option.value} className="flex min-h-6 items-center gap-1.5">
              <input
                type="checkbox"
                name={attribute.key}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
                className="size-4"
              />
              <bdi>{option.label}</bdi>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  return null;
}

function Range({
  legend,
  names,
  labels,
  params,
  unit,
  step,
  min,
  max,
}: {
  legend: string;
  names: [string, string];
  labels: [string, string];
  params: URLSearchParams;
  unit: string;
  step?: number;
  min?: number;
  max?: number;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className={LABEL}>{legend}</legend>
      <div className="flex items-center gap-2">
        {names.map((name, i) => (
          <input
            key={name}
            type="number"
            inputMode="decimal"
            name={name}
            aria-label={labels[i]}
            placeholder={i === 0 ? t.min : t.max}
            defaultValue={params.get(name) ?? ''}
            step={step ?? 'any'}
            min={min}
            max={max}
            className={FIELD}
          />
        ))}
        <span aria-hidden="true" className="text-sm text-slate-600">
          {unit}
        </span>
      </div>
    </fieldset>
  );
}
