import { useId, useState, type FormEvent } from 'react';
import { FIT_WEIGHT } from '@galim/shared/surfboards/fit';
import { SKILL_LEVELS, type TSkillLevel } from '@galim/shared/surfboards/options';
import { Button } from '../../../components/ui/button';
import { Input, Select } from '../../../components/ui/form/input';
import { boardInsights } from '../../../i18n/he/board-insights';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import type { ApiError } from '../../../lib/api';
import { useSaveFit } from '../../../lib/queries/me';

const t = boardInsights.fit;

/**
 * "מתאים לי" for a rider who has not said their weight: asks it here, with the level, saves both
 * (privately, PUT /api/users/me/fit: no phone asked) and turns the filter on.
 */
export function FitSetUp({
  level: savedLevel,
  onSaved,
}: {
  level: TSkillLevel;
  onSaved: (fit: { weight: number; level: TSkillLevel }) => void;
}) {
  const id = useId();
  const [weight, setWeight] = useState('');
  const [level, setLevel] = useState<TSkillLevel>(savedLevel);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveFit();

  function submit(event: FormEvent) {
    event.preventDefault();
    const kg = Number(weight.trim());
    if (!Number.isInteger(kg) || kg < FIT_WEIGHT.min || kg > FIT_WEIGHT.max) {
      setError(t.weightError(FIT_WEIGHT.min, FIT_WEIGHT.max));
      return;
    }
    setError(null);
    // The promise, not mutate's callbacks: those are dropped when this form goes away, and it
    // does as soon as the profile is read again with the weight (live update, another tab).
    save.mutateAsync({ fitWeightKg: kg, fitLevel: level }).then(
      () => onSaved({ weight: kg, level }),
      (err: unknown) => setError((err as ApiError).message),
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
        {t.setUp}
      </p>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {boardInsights.profile.weight}
        <Input
          type="text"
          inputMode="numeric"
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-28"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
        {t.level}
        <Select
          value={level}
          onChange={(e) => setLevel(e.target.value as TSkillLevel)}
          options={SKILL_LEVELS.map((value) => ({
            value,
            label: boardOptionsTexts.skillLevel[value],
          }))}
          className="w-36"
        />
      </label>
      <Button type="submit" disabled={save.isPending}>
        {t.save}
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
      <p className="w-full text-xs text-slate-600">{t.private}</p>
    </form>
  );
}
