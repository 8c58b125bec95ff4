import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { TGeoPoint } from '@galim/shared/surfboards/schemas';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';
import type { BoardFormApi, ErrorOf } from './board-values';
import { Section } from './section';

const t = surfboardsManageTexts;

/** Where the board is: a place name, and the device's position on request. */
export function LocationSection({ form, err }: { form: BoardFormApi; err: ErrorOf }) {
  return (
    <Section title={t.form.sections.location}>
      <LocationFields
        field={form.register('locationText')}
        error={err('locationText') ?? err('location')}
        located={Boolean(form.getValues('location'))}
        onLocated={(point) => form.setValue('location', point)}
      />
    </Section>
  );
}

/** A place name and the device's position on request: any listing's (a board's, gear's). */
export function LocationFields({
  field,
  error,
  located,
  onLocated,
}: {
  field: UseFormRegisterReturn;
  error?: string;
  /** Whether the form already holds a position (an edited listing's). */
  located: boolean;
  onLocated: (point: TGeoPoint) => void;
}) {
  const [locating, setLocating] = useState<'idle' | 'busy' | 'done' | 'failed'>(() =>
    located ? 'done' : 'idle',
  );

  function locate() {
    if (!navigator.geolocation) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        onLocated({ type: 'Point', coordinates: [pos.coords.longitude, pos.coords.latitude] });
        setLocating('done');
      },
      () => setLocating('failed'),
      { timeout: 10_000 },
    );
  }

  return (
    <>
      <Field label={t.form.locationText} required error={error}>
        {(p) => <input {...p} {...field} className={controlClass} />}
      </Field>
      <div className="flex flex-col justify-end gap-1">
        <Button variant="secondary" onClick={locate} disabled={locating === 'busy'}>
          {t.form.useMyLocation}
        </Button>
        {locating === 'done' && <p className="text-sm text-emerald-700">{t.form.locationSaved}</p>}
        {locating === 'failed' && <p className="text-sm text-amber-800">{t.form.locationFailed}</p>}
      </div>
    </>
  );
}
