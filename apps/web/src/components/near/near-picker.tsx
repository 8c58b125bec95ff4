import { useId, useState } from 'react';
import { inIsrael, RADIUS_OPTIONS, roundPoint } from '@galim/shared/geo/near';
import { CITIES, isCity } from '@galim/shared/geo/cities';
import { nearTexts } from '../../i18n/he/near';
import { Button } from '../ui/button';
import { controlClass } from '../ui/form/input';
import { hasPlace, type NearValue } from './near-value';

const t = nearTexts;

/** The radius a place gets when first chosen. */
export const DEFAULT_RADIUS_KM = 25;

const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

/**
 * The cities by their names in the page's language, as a list of names is read. Compared by code
 * unit, not localeCompare: the Hebrew and Latin letters' codes are in alphabetical order, and a
 * collator would cost the list's first screen an ICU build (e2e shell.spec.ts).
 */
const citiesByName = [...CITIES]
  .map((city) => ({ city, name: t.cityName(city) }))
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  .map(({ city }) => city);

/**
 * "Near me" or a city, and a radius. The browser is asked for its position only when "near me"
 * is tapped; the point is rounded to about a kilometre here, before it goes into the URL or to
 * the server, and nothing keeps it. A position outside Israel is refused here, as the API would.
 * The chosen place is in the form as named fields, so a form that reads itself keeps it.
 */
export function NearPicker({
  value,
  onChange,
  emptyRadiusLabel = t.anyRadius,
}: {
  value: NearValue;
  onChange: (next: NearValue) => void;
  /** What no radius means on this list (on services with a city: the city itself). */
  emptyRadiusLabel?: string;
}) {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'busy' | 'denied' | 'outside'>('idle');
  const nearMe = Boolean(value.lat && value.lng);
  const radius = value.radiusKm ?? String(DEFAULT_RADIUS_KM);

  function locate() {
    if (!navigator.geolocation) return setStatus('denied');
    setStatus('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = roundPoint({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        });
        if (!inIsrael(point)) return setStatus('outside');
        setStatus('idle');
        onChange({ lat: String(point.lat), lng: String(point.lng), radiusKm: radius });
      },
      () => setStatus('denied'),
      { timeout: 10_000, maximumAge: 600_000 },
    );
  }

  const chooseCity = (city: string) =>
    onChange(city && isCity(city) ? { city, radiusKm: radius } : {});

  return (
    <fieldset className="sm:col-span-2">
      <legend className={labelClass}>{t.legend}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={nearMe}
          aria-describedby={`${id}-hint`}
          disabled={status === 'busy'}
          onClick={locate}
        >
          {t.nearMe}
        </Button>
        <select
          aria-label={t.city}
          name="city"
          value={value.city ?? ''}
          onChange={(e) => chooseCity(e.currentTarget.value)}
          className={`${controlClass} w-auto min-w-0 flex-1`}
        >
          <option value="">{t.anyCity}</option>
          {citiesByName.map((c) => (
            <option key={c} value={c}>
              {t.cityName(c)}
            </option>
          ))}
        </select>
        <select
          aria-label={t.radius}
          name="radiusKm"
          value={value.radiusKm ?? ''}
          disabled={!hasPlace(value)}
          onChange={(e) => onChange({ ...value, radiusKm: e.currentTarget.value || undefined })}
          className={`${controlClass} w-auto`}
        >
          <option value="">{emptyRadiusLabel}</option>
          {RADIUS_OPTIONS.map((km) => (
            <option key={km} value={km}>
              {t.radiusOption(km)}
            </option>
          ))}
        </select>
      </div>
      {nearMe && (
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
          <input type="hidden" name="lat" value={value.lat} />
          <input type="hidden" name="lng" value={value.lng} />
          <span>{t.nearMeOn}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange({})}>
            {t.clearPlace}
          </Button>
        </p>
      )}
      <p role="status" className="mt-1 text-sm text-amber-800">
        {status === 'busy'
          ? t.locating
          : status === 'denied'
            ? t.locationDenied
            : status === 'outside'
              ? t.locationOutside
              : ''}
      </p>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {t.nearMeHint}
      </p>
    </fieldset>
  );
}
