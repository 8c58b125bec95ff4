import type { UseFormRegister } from 'react-hook-form';
import type { TBoardFormValues } from '@galim/shared/surfboards/form';
import { FIN_SYSTEMS, SELLER_TYPES, SKILL_LEVELS } from '@galim/shared/surfboards/options';
import { num } from '../../../../lib/form-number';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { boardOptionsTexts } from '../../../../i18n/he/board-options';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';
import type { ErrorOf } from './board-values';
import { Section } from './section';

const t = surfboardsManageTexts;
const opts = boardOptionsTexts;

/** The measurements, fins, color, level, seller, and the availability and contact switches. */
export function SpecsSection({
  register,
  err,
}: {
  register: UseFormRegister<TBoardFormValues>;
  err: ErrorOf;
}) {
  return (
    <Section title={t.form.sections.specs}>
      {(
        [
          ['length', true],
          ['width', false],
          ['thickness', false],
          ['volume', true],
        ] as const
      ).map(([name, required]) => (
        <Field key={name} label={t.form[name]} required={required} error={err(name)}>
          {(p) => (
            <input
              {...p}
              {...register(name)}
              inputMode={name === 'volume' ? 'decimal' : 'text'}
              autoComplete="off"
              className={controlClass}
              dir="ltr"
            />
          )}
        </Field>
      ))}
      <Field label={t.form.finSetup} error={err('finSetup')}>
        {(p) => (
          <select {...p} {...register('finSetup', { setValueAs: num })} className={controlClass}>
            <option value="">{t.form.choose}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.form.finSystem} error={err('finSystem')}>
        {(p) => (
          <select {...p} {...register('finSystem')} className={controlClass}>
            <option value="">{t.form.choose}</option>
            {FIN_SYSTEMS.map((f) => (
              <option key={f} value={f}>
                {opts.finSystem[f]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.form.color} error={err('color')}>
        {(p) => <input {...p} {...register('color')} className={controlClass} maxLength={60} />}
      </Field>
      <Field label={t.form.skillLevel} error={err('skillLevel')}>
        {(p) => (
          <select {...p} {...register('skillLevel')} className={controlClass}>
            <option value="">{t.form.choose}</option>
            {SKILL_LEVELS.map((s) => (
              <option key={s} value={s}>
                {opts.skillLevel[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.form.sellerType} error={err('sellerType')}>
        {(p) => (
          <select {...p} {...register('sellerType')} className={controlClass}>
            {SELLER_TYPES.map((s) => (
              <option key={s} value={s}>
                {opts.sellerType[s]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('availability')} className="size-4" />
          {t.form.availability}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('showContact')} className="size-4" />
          {t.form.showContact}
        </label>
      </div>
    </Section>
  );
}
