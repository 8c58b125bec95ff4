import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';
import type { BoardFormApi, ErrorOf } from './board-values';
import { Section } from './section';

const t = surfboardsManageTexts;

/** Where the board is: a place name, and the device's position on request. */
export function LocationSection({ form, err }: { form: BoardFormApi; err: ErrorOf }) {
  const { register, setValue } = form;
  const [locating, setLocating] = useState<'idle' | 'busy' | 'done' | 'failed'>(() =>
    form.getValues('location') ? 'done' : 'idle',
  );

  function locate() {
    if (!navigator.geolocation) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setValue('location', {
          type: 'Point',
          coordinates: [pos.coords.longitude, pos.coords.latitude],
        });
        setLocating('done');
      },
      () => setLocating('failed'),
      { timeout: 10_000 },
    );
  }

  return (
    <Section title={t.form.sections.location}>
      <Field label={t.form.locationText} required error={err('locationText') ?? err('location')}>
        {(p) => <input {...p} {...register('locationText')} className={controlClass} />}
      </Field>
      <div className="flex flex-col justify-end gap-1">
        <Button variant="secondary" onClick={locate} disabled={locating === 'busy'}>
          {t.form.useMyLocation}
        </Button>
        {locating === 'done' && <p className="text-sm text-emerald-700">{t.form.locationSaved}</p>}
        {locating === 'failed' && <p className="text-sm text-amber-800">{t.form.locationFailed}</p>}
      </div>
    </Section>
  );
}
