import { useId, useState, type FormEvent } from 'react';
import { RIDER_BOUNDS } from '@galim/shared/listings/fit';
import { FIT_WEIGHT } from '@galim/shared/surfboards/fit';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form/input';
import { gearFitTexts } from '../../../i18n/he/gear-fit';
import type { ApiError } from '../../../lib/api';
import { useSaveFit } from '../../../lib/queries/me';
import type { TFitKind, TRiderMeasures } from '../lib/gear-fit';

const t = gearFitTexts;

type TMeasure = 'height' | 'weight' | 'chest';

const BOUNDS: Record<TMeasure, { min: number; max: number }> = {
  height: RIDER_BOUNDS.heightCm,
  weight: FIT_WEIGHT,
  chest: RIDER_BOUNDS.chestCm,
};

/** A whole number in the measure's bounds, null when left empty, or 'wrong'. */
function read(text: string, measure: TMeasure): number | null | 'wrong' {
  if (text.trim() === '') return null;
  const n = Number(text.trim());
  const { min, max } = BOUNDS[measure];
  return Number.isInteger(n) && n >= min && n <= max ? n : 'wrong';
}

const shown = (n: number | null) => (n === null ? '' : String(n));

/**
 * The rider's measures for "fits me", asked where they are wanted: height, weight and chest
 * (optional) for a wetsuit, weight alone for fins. Saved privately (PUT /api/users/me/fit, no
 * phone asked), then `onSaved` with what was kept.
 */
export function GearFitSetUp({
  kind,
  saved,
  onSaved,
  onCancel,
}: {
  kind: TFitKind;
  saved: TRiderMeasures;
  onSaved: (measures: TRiderMeasures) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [texts, setTexts] = useState<Record<TMeasure, string>>({
    height: shown(saved.heightCm),
    weight: shown(saved.weightKg),
    chest: shown(saved.chestCm),
  });
  const [errors, setErrors] = useState<Partial<Record<TMeasure, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveFit();
  const asked: TMeasure[] = kind === 'wetsuit' ? ['height', 'weight', 'chest'] : ['weight'];

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<TMeasure, string>> = {};
    const values: Partial<Record<TMeasure, number | null>> = {};
    for (const measure of asked) {
      const value = read(texts[measure], measure);
      const required = measure !== 'chest';
      if (value === 'wrong' || (value === null && required)) {
        found[measure] = t.measureError[measure](BOUNDS[measure].min, BOUNDS[measure].max);
      } else {
        values[measure] = value;
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setFailure(null);
    const measures: TRiderMeasures = {
      heightCm: kind === 'wetsuit' ? (values.height ?? null) : saved.heightCm,
      weightKg: values.weight ?? null,
      chestCm: kind === 'wetsuit' ? (values.chest ?? null) : saved.chestCm,
    };
    save
      .mutateAsync({
        fitWeightKg: measures.weightKg!,
        ...(kind === 'wetsuit'
          ? { fitHeightCm: measures.heightCm, fitChestCm: measures.chestCm }
          : {}),
      })
      .then(
        () => onSaved(measures),
        (err: unknown) => setFailure((err as ApiError).message),
      );
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-wrap items-end gap-3 rounded-2xl bg-sky-50 p-3"
    >
      <p id={`${id}-title`} className="w-full text-sm text-slate-700">
        {t.setUp[kind]}
      </p>
      {asked.map((measure) => (
        <div key={measure} className="flex flex-col gap-1">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {t[measure]}
            <Input
              type="text"
              inputMode="numeric"
              name={measure}
              value={texts[measure]}
              onChange={(e) => setTexts({ ...texts, [measure]: e.target.value })}
              aria-invalid={Boolean(errors[measure])}
              aria-describedby={errors[measure] ? `${id}-${measure}-error` : undefined}
              className="w-28"
            />
          </label>
          {errors[measure] && (
            <span id={`${id}-${measure}-error`} className="max-w-48 text-sm text-red-700">
              {errors[measure]}
            </span>
          )}
        </div>
      ))}
      <Button type="submit" disabled={save.isPending}>
        {t.save}
      </Button>
      {onCancel && (
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      )}
      <p className="w-full text-xs text-slate-600">{t.private}</p>
      {failure && (
        <p role="alert" className="w-full text-sm text-red-700">
          {failure}
        </p>
      )}
    </form>
  );
}
