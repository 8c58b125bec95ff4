import { useId, useState, type FormEvent } from 'react';
import {
  BOARD_CONDITIONS,
  FIN_SYSTEMS,
  SELLER_TYPES,
  SKILL_LEVELS,
  SURFBOARD_SORT_OPTIONS,
} from '@galim/shared/surfboards/options';
import { formatLength, parseInches, parseLength, parsePrice } from '@galim/shared/surfboards/sizes';
import { boardOptionsTexts } from '../../i18n/he/board-options';
import { boardFiltersTexts } from '../../i18n/he/board-filters';
import { useKeptFocus } from '../../lib/keep-focus';
import { Button } from '../ui/button';
import {
  useBrands,
  useCategories,
  useModelsOfBrand,
  useTechnologies,
} from '../../lib/queries/reference';
import { sortOptionOf, type TBoardFilters, type TFilterKey } from '../../lib/queries/board-search';
import { controlClass } from '../ui/form/input';
import { NearPicker } from '../near/near-picker';
import { hasPlace, NEAR_KEYS, type NearValue } from '../near/near-value';

const t = boardFiltersTexts;

/** Typed ranges read as surfers write them ("2,400", "5'8"), into the numbers the API takes. */
const RANGE_PARSERS: Partial<Record<TFilterKey, (v: string) => number | null>> = {
  minPrice: parsePrice,
  maxPrice: parsePrice,
  minLength: parseLength,
  maxLength: parseLength,
  minVolume: parseInches,
  maxVolume: parseInches,
};
/** A typed range value as the API's number (text that is no number is left out). */
function rangeValue(key: TFilterKey, typed: string): string | undefined {
  const parse = RANGE_PARSERS[key];
  if (!parse) return typed;
  const n = parse(typed);
  return n === null || !Number.isFinite(n) ? undefined : String(Math.round(n * 10_000) / 10_000);
}
/** A range's value in its input: a length in feet and inches. */
const shownRange = (key: TFilterKey, value: string | undefined) =>
  value && (key === 'minLength' || key === 'maxLength') && Number.isFinite(Number(value))
    ? formatLength(Number(value))
    : (value ?? '');
const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

/**
 * The filter and sort panel. Choices in a list apply at once; typed values (text, prices,
 * sizes) apply on Enter or the search button. The whole form is read on each change, so a
 * half-typed value is never lost.
 */
export function BoardFilters({
  filters,
  onChange,
  hide = [],
}: {
  filters: TBoardFilters;
  onChange: (next: TBoardFilters) => void;
  /** Filters fixed by the page (e.g. the seller type on /stores). */
  hide?: TFilterKey[];
}) {
  const id = useId();
  // On phones the panel hides behind a "סינון" button, so the boards come first.
  const [open, setOpen] = useState(false);
  // Ranges found inverted while typing, for the form as drawn now (a new URL redraws it).
  const [typed, setTyped] = useState<{
    form: string;
    inverted: Partial<Record<TFilterKey, boolean>>;
  }>({
    form: '',
    inverted: {},
  });
  const brands = useBrands().data ?? [];
  const categories = useCategories().data ?? [];
  const technologies = useTechnologies().data ?? [];
  const models = useModelsOfBrand(filters.brand);
  const shown = (key: TFilterKey) => !hide.includes(key);
  // Re-mount the inputs when the filters change from outside (clear, back button).
  const formKey = JSON.stringify(filters);
  const keptFocus = useKeptFocus<HTMLFormElement>();

  function apply(form: HTMLFormElement) {
    const data = new FormData(form);
    const next: TBoardFilters = {};
    for (const [key, value] of data.entries()) {
      const typed = typeof value === 'string' ? value.trim() : '';
      const kept = typed ? rangeValue(key as TFilterKey, typed) : undefined;
      if (kept) next[key as TFilterKey] = kept;
    }
    const [sortBy, sortOrder] = String(data.get('sort') ?? 'createdAt-desc').split('-');
    delete (next as Record<string, string>).sort;
    // Nearest first needs a place: without one the list goes back to its default order.
    const sorted = sortBy !== 'createdAt' || sortOrder !== 'desc';
    if (sorted && (sortBy !== 'distance' || hasPlace(next))) {
      Object.assign(next, { sortBy, sortOrder });
    }
    // A model belongs to a brand: changing the brand forgets it.
    if (next.brand !== filters.brand) delete next.model;
    for (const key of hide) if (filters[key]) next[key] = filters[key];
    onChange(next);
  }

  /** A place chosen in the picker: the other filters stay, nearest first goes with the place. */
  function choosePlace(near: NearValue) {
    const next: TBoardFilters = { ...filters };
    for (const key of NEAR_KEYS) delete next[key];
    Object.assign(next, near);
    if (next.sortBy === 'distance' && !hasPlace(next)) {
      delete next.sortBy;
      delete next.sortOrder;
    }
    onChange(next);
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    apply(e.currentTarget);
  };

  const select = (
    key: TFilterKey,
    label: string,
    options: { value: string; label: string }[],
    disabled = false,
  ) =>
    shown(key) && (
      <div>
        <label htmlFor={`${id}-${key}`} className={labelClass}>
          {label}
        </label>
        <select
          id={`${id}-${key}`}
          name={key}
          defaultValue={filters[key] ?? ''}
          disabled={disabled}
          className={controlClass}
          onChange={(e) => apply(e.currentTarget.form!)}
        >
          <option value="">{t.any}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    );

  /** A minimum above the maximum finds nothing: said beside the range as it is typed. */
  const rangeInverted = (key: TFilterKey, min: string | undefined, max: string | undefined) => {
    const [low, high] = [min && rangeValue(key, min), max && rangeValue(key, max)];
    return Boolean(low && high && Number(low) > Number(high));
  };
  const checkRange = (form: HTMLFormElement, minKey: TFilterKey, maxKey: TFilterKey) => {
    const value = (key: TFilterKey) =>
      (form.elements.namedItem(key) as HTMLInputElement | null)?.value;
    const bad = rangeInverted(minKey, value(minKey), value(maxKey));
    setTyped((now) => ({
      form: formKey,
      inverted: { ...(now.form === formKey ? now.inverted : {}), [minKey]: bad },
    }));
  };

  const range = (minKey: TFilterKey, maxKey: TFilterKey, label: string) => {
    const bad =
      (typed.form === formKey ? typed.inverted[minKey] : undefined) ??
      rangeInverted(minKey, filters[minKey], filters[maxKey]);
    const hintId = `${id}-${minKey}-order`;
    return (
      <fieldset>
        <legend className={labelClass}>{label}</legend>
        <div className="flex items-center gap-2">
          {(
            [
              [minKey, t.min, t.minOf(label)],
              [maxKey, t.max, t.maxOf(label)],
            ] as const
          ).map(([key, placeholder, aria]) => (
            <input
              key={key}
              name={key}
              type="text"
              inputMode={minKey === 'minLength' ? 'text' : 'decimal'}
              dir="ltr"
              autoComplete="off"
              defaultValue={shownRange(key, filters[key])}
              placeholder={placeholder}
              aria-label={aria}
              aria-invalid={bad || undefined}
              aria-describedby={bad ? hintId : undefined}
              onChange={(e) => checkRange(e.currentTarget.form!, minKey, maxKey)}
              className={`${controlClass} aria-[invalid=true]:border-red-600`}
            />
          ))}
        </div>
        {bad && (
          <p id={hintId} role="alert" className="mt-1 text-sm text-red-700">
            {t.minAboveMax}
          </p>
        )}
      </fieldset>
    );
  };

  const moreActive = (
    [
      'model',
      'technology',
      'skillLevel',
      'finSystem',
      'minPrice',
      'maxPrice',
      'minLength',
      'maxLength',
      'minVolume',
      'maxVolume',
      'location',
    ] as const
  ).some((k) => filters[k]);
  const activeCount = Object.keys(filters).filter(
    (k) => !hide.includes(k as TFilterKey) && k !== 'sortBy' && k !== 'sortOrder',
  ).length;
  const anyActive = activeCount > 0;

  // The search field is always in sight; on phones the rest waits behind "סינון".
  const panelHidden = open ? '' : 'hidden sm:block';
  return (
    <form
      key={formKey}
      {...keptFocus}
      role="search"
      aria-label={t.title}
      onSubmit={onSubmit}
      className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex flex-1 items-end gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-search`} className={labelClass}>
              {t.search}
            </label>
            <input
              id={`${id}-search`}
              name="search"
              type="search"
              defaultValue={filters.search ?? ''}
              placeholder={t.searchPlaceholder}
              maxLength={100}
              // A typed 5'8" reads as typed, not 8'5" (a Hebrew line turns its marks around).
              dir="auto"
              className={controlClass}
            />
          </div>
          <Button type="submit">{t.searchButton}</Button>
        </div>
        <Button
          variant="secondary"
          className="w-full sm:hidden"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
        >
          {t.toggle}
          {anyActive && (
            <span className="rounded-full bg-sky-700 px-2 text-sm text-white">
              <span aria-hidden="true">{activeCount}</span>
              <span className="sr-only">{t.activeCount(activeCount)}</span>
            </span>
          )}
        </Button>
        <div className={`sm:w-56 ${panelHidden}`}>
          <label htmlFor={`${id}-sort`} className={labelClass}>
            {t.sort}
          </label>
          <select
            id={`${id}-sort`}
            name="sort"
            defaultValue={sortOptionOf(filters)}
            className={controlClass}
            onChange={(e) => apply(e.currentTarget.form!)}
          >
            {SURFBOARD_SORT_OPTIONS.filter((o) => o !== 'distance-asc' || hasPlace(filters)).map(
              (o) => (
                <option key={o} value={o}>
                  {t.sorts[o]}
                </option>
              ),
            )}
          </select>
        </div>
      </div>

      <div
        id={`${id}-panel`}
        className={panelHidden}
        // Open on a phone, the panel runs below the screen: the floating "+" would cover it.
        data-hides-floating-add={open || undefined}
      >
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <NearPicker value={filters} onChange={choosePlace} />
          {select(
            'brand',
            t.brand,
            brands.map((b) => ({ value: b._id, label: b.title })),
          )}
          {select(
            'category',
            t.category,
            categories.map((c) => ({ value: c._id, label: c.title })),
          )}
          {select(
            'condition',
            t.condition,
            BOARD_CONDITIONS.map((c) => ({ value: c, label: boardOptionsTexts.condition[c] })),
          )}
          {select(
            'sellerType',
            t.sellerType,
            SELLER_TYPES.map((s) => ({ value: s, label: boardOptionsTexts.sellerType[s] })),
          )}
        </div>

        <details className="group mt-3" open={moreActive || undefined}>
          <summary className="cursor-pointer select-none rounded-lg py-1 font-medium text-sky-800 hover:underline">
            {t.more}
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {select(
              'model',
              t.model,
              (models.data ?? []).map((m) => ({ value: m._id, label: m.title })),
              !filters.brand,
            )}
            {select(
              'technology',
              t.technology,
              technologies.map((x) => ({ value: x._id, label: x.title })),
            )}
            {select(
              'skillLevel',
              t.skillLevel,
              SKILL_LEVELS.map((s) => ({ value: s, label: boardOptionsTexts.skillLevel[s] })),
            )}
            {select(
              'finSystem',
              t.finSystem,
              FIN_SYSTEMS.map((f) => ({ value: f, label: boardOptionsTexts.finSystem[f] })),
            )}
            {range('minPrice', 'maxPrice', t.price)}
            {range('minLength', 'maxLength', t.length)}
            {range('minVolume', 'maxVolume', t.volume)}
            <div>
              <label htmlFor={`${id}-location`} className={labelClass}>
                {t.location}
              </label>
              <input
                id={`${id}-location`}
                name="location"
                defaultValue={filters.location ?? ''}
                placeholder={t.locationPlaceholder}
                maxLength={100}
                className={controlClass}
              />
            </div>
          </div>
          <div className="mt-3 flex justify-end">
            <Button type="submit" variant="secondary">
              {t.searchButton}
            </Button>
          </div>
        </details>

        {anyActive && (
          <div className="mt-3">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                const kept: TBoardFilters = {};
                for (const key of hide) if (filters[key]) kept[key] = filters[key];
                onChange(kept);
              }}
            >
              {t.clear}
            </Button>
          </div>
        )}
      </div>
    </form>
  );
}
