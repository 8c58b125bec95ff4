import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import {
  RATING_FILTERS,
  REGIONS,
  SERVICE_TYPES,
  SURFING_LEVELS,
} from '@galim/shared/services/options';
import { meetsNumberRule, PRICE_FILTER } from '@galim/shared/common/numbers';
import { useDocumentTitle } from '../../../lib/document-title';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { NeedsConnection } from '../../../components/ui/needs-connection';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { servicesTexts } from '../../../i18n/he/services';
import { commonTexts } from '../../../i18n/he/shell';
import { useAuth } from '../../../lib/auth/auth-context';
import { isConnectionError } from '../../../lib/connection';
import { useUrlFilters } from '../../../lib/url-filters';
import {
  SERVICE_FILTER_KEYS,
  useServiceList,
  type ServiceFilters,
  type TServiceFilterKey,
} from '../api/services-api';
import { LikeButton } from '../components/like-button';
import { ServiceCard } from '../../../components/services/service-card';
import { controlClass, Select } from '../../../components/ui/form/input';
import { hasPlace, NEAR_KEYS, type NearValue } from '../../../components/near/near-value';
import { nearTexts } from '../../../i18n/he/near';

const t = servicesTexts;
// The filters open on a tap: the picker's code comes then, not with the list's first visit.
const NearPicker = lazy(async () => ({
  default: (await import('../../../components/near/near-picker')).NearPicker,
}));
const URL_KEYS = [...SERVICE_FILTER_KEYS, 'page'];
const NO_FILTERS: ServiceFilters = {};
const loadParser = async () => (await import('../lib/service-url-filters')).serviceFiltersFrom;

/**
 * /services. The filters of a URL are checked by the API's schema, which loads only for a URL
 * with filters: a plain /services draws without the schema library.
 */
export default function ServicesPage() {
  const [params] = useSearchParams();
  const filters = useUrlFilters(params, URL_KEYS, loadParser, NO_FILTERS);
  useDocumentTitle(servicesTexts.pageTitle);
  if (!filters) {
    return (
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6" aria-busy="true">
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return <Services filters={filters} />;
}

function Services({ filters }: { filters: ServiceFilters }) {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const [showFilters, setShowFilters] = useState(() =>
    ['city', 'lat', 'priceMin', 'priceMax', 'rating', 'region', 'skill'].some((k) => params.get(k)),
  );
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [badPrice, setBadPrice] = useState<{ priceMin?: boolean; priceMax?: boolean }>({});
  const list = useServiceList(filters);

  /** Every filter change is a new history entry: back/forward restore the filters. */
  function update(changes: Partial<Record<TServiceFilterKey | 'page', string | undefined>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  }

  /**
   * A price must be one the API's filter takes (whole shekels, 0 to a million): say so at the
   * field, and keep the list as it is.
   */
  function priceChanged(key: 'priceMin' | 'priceMax', input: HTMLInputElement) {
    // A number input reports letters and the like as badInput with an empty value.
    const ok =
      !input.validity.badInput &&
      (input.value === '' || meetsNumberRule(input.value, PRICE_FILTER));
    setBadPrice((b) => ({ ...b, [key]: !ok }));
    if (ok && input.value !== (filters[key] ?? '')) update({ [key]: input.value });
  }

  /** A place from the picker; nearest first goes with it. */
  function choosePlace(near: NearValue) {
    const changes: Partial<Record<TServiceFilterKey, string | undefined>> = {};
    for (const key of NEAR_KEYS) changes[key] = near[key];
    if (!hasPlace(near)) changes.sortBy = undefined;
    update(changes);
  }

  function clearFilters() {
    setBadPrice({});
    setParams(new URLSearchParams());
  }

  function onSearch(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    update({ q: q || undefined });
  }

  const data = list.data;
  const hasFilters = SERVICE_FILTER_KEYS.some((k) => params.get(k));

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb items={[{ label: t.breadcrumbHome, to: '/' }, { label: t.breadcrumb }]} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900">{t.title}</h1>
          <p className="text-slate-600">{t.subtitle}</p>
        </div>
        {user && (
          <ButtonLink to="/services/create" className="hidden sm:inline-flex">
            + {t.addService}
          </ButtonLink>
        )}
      </div>

      <form role="search" onSubmit={onSearch} className="mb-3 flex gap-2" key={filters.q ?? ''}>
        <label htmlFor="services-q" className="sr-only">
          {t.searchLabel}
        </label>
        <input
          id="services-q"
          name="q"
          type="search"
          defaultValue={filters.q ?? ''}
          placeholder={t.searchPlaceholder}
          className={`${controlClass} min-w-0 flex-1`}
        />
        <Button type="submit">{t.searchButton}</Button>
        <Button
          variant="secondary"
          aria-expanded={showFilters}
          aria-controls="services-filters"
          onClick={() => setShowFilters((v) => !v)}
        >
          {t.filters}
        </Button>
      </form>

      {/* One row: on a phone it scrolls sideways, running to the screen's edges so that a cut
          tab shows there is more; wrapped, it left one tab alone on a second line. */}
      <div
        role="tablist"
        aria-label={t.typeTabsLabel}
        className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
      >
        {[undefined, ...SERVICE_TYPES].map((type) => {
          const selected = filters.type === type;
          return (
            <button
              key={type ?? 'all'}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => update({ type })}
              className={`shrink-0 whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-medium ${selected ? 'bg-sky-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-sky-50'}`}
            >
              {type ? t.typesPlural[type] : t.all}
            </button>
          );
        })}
      </div>

      {showFilters && (
        <section
          id="services-filters"
          aria-label={t.filters}
          data-hides-floating-add
          className="mb-4 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:grid-cols-3 lg:grid-cols-6"
        >
          <FilterSelect
            label={t.region}
            value={filters.region}
            options={REGIONS.map((r) => ({ value: r, label: t.regions[r] }))}
            onChange={(region) => update({ region })}
          />
          <FilterSelect
            label={t.skill}
            value={filters.skill}
            options={SURFING_LEVELS.map((s) => ({ value: s, label: t.skills[s] }))}
            onChange={(skill) => update({ skill })}
          />
          <Suspense fallback={<Skeleton className="h-16 sm:col-span-2" />}>
            <NearPicker
              value={filters}
              onChange={choosePlace}
              emptyRadiusLabel={filters.city ? nearTexts.inCityOnly : nearTexts.anyRadius}
            />
          </Suspense>
          {hasPlace(filters) && (
            <FilterSelect
              label={nearTexts.sort}
              value={filters.sortBy}
              placeholder={nearTexts.sortDefault}
              options={[{ value: 'distance', label: nearTexts.sortNearest }]}
              onChange={(sortBy) => update({ sortBy: sortBy || undefined })}
            />
          )}
          {(['priceMin', 'priceMax'] as const).map((key) => (
            <label key={key} className="text-sm font-medium text-slate-700">
              {t[key]}
              <input
                type="number"
                min={PRICE_FILTER.min}
                max={PRICE_FILTER.max}
                inputMode="numeric"
                className={controlClass}
                defaultValue={filters[key] ?? ''}
                key={filters[key] ?? ''}
                aria-invalid={badPrice[key] || undefined}
                aria-describedby={badPrice[key] ? `${key}-error` : undefined}
                onBlur={(e) => priceChanged(key, e.currentTarget)}
              />
              {badPrice[key] && (
                <span id={`${key}-error`} className="mt-1 block text-sm font-normal text-red-700">
                  {t.badPriceFilter}
                </span>
              )}
            </label>
          ))}
          <FilterSelect
            label={t.minRating}
            value={filters.rating}
            options={RATING_FILTERS.map((r) => ({ value: String(r), label: t.ratingOption(r) }))}
            onChange={(rating) => update({ rating })}
          />
          <div className="sm:col-span-3 lg:col-span-6">
            <Button variant="ghost" size="sm" onClick={clearFilters}>
              {t.clearFilters}
            </Button>
          </div>
        </section>
      )}

      <h2 className="sr-only">{t.resultsHeading}</h2>
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="font-medium text-slate-700" aria-live="polite">
          {data ? (data.totalFound > 0 ? t.found(data.totalFound) : t.noneToShow) : ''}
        </p>
        <div role="group" aria-label={t.viewLabel} className="flex gap-1">
          {(['grid', 'list'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={layout === v}
              onClick={() => setLayout(v)}
              className={`rounded-lg px-3 py-1.5 text-sm ${layout === v ? 'bg-sky-700 text-white' : 'bg-white ring-1 ring-slate-300'}`}
            >
              {v === 'grid' ? t.gridView : t.listView}
            </button>
          ))}
        </div>
      </div>

      {list.isPending ? (
        <div aria-busy="true">
          <p className="sr-only">{t.loading}</p>
          <p className="mb-3 text-slate-600" aria-hidden="true">
            {t.loading}
          </p>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-80" />
            ))}
          </div>
        </div>
      ) : list.isError && isConnectionError(list.error) ? (
        <NeedsConnection onRetry={() => void list.refetch()} />
      ) : list.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-6 text-red-900 ring-1 ring-red-200">
          <h2 className="text-lg font-bold">{t.loadError}</h2>
          <p className="mb-3">{list.error.message}</p>
          <Button variant="danger" onClick={() => void list.refetch()}>
            {commonTexts.retry}
          </Button>
        </div>
      ) : data && data.services.length === 0 ? (
        <EmptyState
          title={t.noneToShow}
          text={t.emptyText}
          action={
            hasFilters ? (
              <Button variant="secondary" onClick={clearFilters}>
                {t.clearFilters}
              </Button>
            ) : undefined
          }
        />
      ) : data ? (
        <>
          <div
            className={
              layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-4'
            }
          >
            {data.services.map((s, i) => (
              <ServiceCard
                key={s._id}
                service={s}
                layout={layout}
                priority={i < 3}
                likeButton={<LikeButton service={s} />}
              />
            ))}
          </div>
          <Pagination
            page={data.pagination.currentPage}
            totalPages={data.pagination.totalPages}
            onChange={(p) => {
              update({ page: p > 1 ? String(p) : undefined });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      ) : null}
    </div>
  );
}

/** One of the list's choice filters: "any" (empty) first, then its options. */
function FilterSelect({
  label,
  value,
  options,
  onChange,
  placeholder = t.anyOption,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <label className="text-sm font-medium text-slate-700">
      {label}
      <Select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        options={options}
        placeholder={placeholder}
      />
    </label>
  );
}
