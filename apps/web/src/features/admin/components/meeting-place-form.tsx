import { useState, type FormEvent } from 'react';
import { MEETING_CITIES, MEETING_PLACE_KINDS } from '@galim/shared/meetings/limits';
import {
  ZMeetingPlaceInput,
  type TAdminMeetingPlace,
  type TMeetingPlaceInput,
} from '@galim/shared/meetings/schemas';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form/field';
import { Checkbox, Input, Select } from '../../../components/ui/form/input';
import { meetingPlacesAdminTexts as t } from '../../../i18n/he/meeting-places-admin';
import { meetingsTexts } from '../../../i18n/he/meetings';
import { nearTexts } from '../../../i18n/he/near';
import { useSend } from '../../../lib/use-send';
import { validationMessage } from '../../../lib/validation-message';

type TextKey = 'nameHe' | 'nameEn' | 'addressHe' | 'addressEn' | 'lat' | 'lng';
type Values = Record<TextKey | 'city' | 'kind', string> & { active: boolean };

const TEXT_FIELDS: { key: TextKey; dir?: 'ltr' | 'rtl'; numeric?: boolean }[] = [
  { key: 'nameHe', dir: 'rtl' },
  { key: 'nameEn', dir: 'ltr' },
  { key: 'addressHe', dir: 'rtl' },
  { key: 'addressEn', dir: 'ltr' },
  { key: 'lat', dir: 'ltr', numeric: true },
  { key: 'lng', dir: 'ltr', numeric: true },
];

const valuesOf = (p?: TAdminMeetingPlace): Values => ({
  city: p?.city ?? '',
  kind: p?.kind ?? 'surf_shop',
  nameHe: p?.nameHe ?? '',
  nameEn: p?.nameEn ?? '',
  addressHe: p?.addressHe ?? '',
  addressEn: p?.addressEn ?? '',
  lat: p ? String(p.lat) : '',
  lng: p ? String(p.lng) : '',
  active: p?.active ?? true,
});

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A meeting place as an admin writes it: its city, kind, name and address in both languages,
 * its point and whether it is shown. Checked by the API's own schema before it goes; the
 * server's refusal is shown under the form as it words it.
 */
export function MeetingPlaceForm({
  place,
  title,
  onSave,
  onCancel,
}: {
  place?: TAdminMeetingPlace;
  title: string;
  /** Resolves when saved; rejects with an Error whose message is shown. */
  onSave: (input: TMeetingPlaceInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState(() => valuesOf(place));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const { sending: saving, error, run } = useSend(onSave);
  const set = (key: keyof Values, value: string | boolean) =>
    setValues((v) => ({ ...v, [key]: value }));

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    const parsed = ZMeetingPlaceInput.safeParse({
      ...values,
      lat: number(values.lat),
      lng: number(values.lng),
    });
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Values;
        next[key] ??= validationMessage(issue.message);
      }
      setErrors(next);
      return;
    }
    setErrors({});
    await run(parsed.data);
  }

  return (
    <form
      onSubmit={(e) => void save(e)}
      noValidate
      aria-label={title}
      className="mb-4 flex flex-col gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h3 className="font-bold text-slate-900">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t.city} error={errors.city} required>
          {(control) => (
            <Select
              {...control}
              value={values.city}
              onChange={(e) => set('city', e.target.value)}
              placeholder={t.cityChoose}
              options={MEETING_CITIES.map((c) => ({ value: c, label: nearTexts.cityName(c) }))}
            />
          )}
        </Field>
        <Field label={t.kind} error={errors.kind} required>
          {(control) => (
            <Select
              {...control}
              value={values.kind}
              onChange={(e) => set('kind', e.target.value)}
              options={MEETING_PLACE_KINDS.map((k) => ({
                value: k,
                label: meetingsTexts.kind[k],
              }))}
            />
          )}
        </Field>
        {TEXT_FIELDS.map(({ key, dir, numeric }) => (
          <Field
            key={key}
            label={t[key]}
            error={errors[key]}
            hint={key === 'lat' ? t.pointHint : undefined}
            required
          >
            {(control) => (
              <Input
                {...control}
                value={values[key]}
                onChange={(e) => set(key, e.target.value)}
                dir={dir}
                inputMode={numeric ? 'decimal' : undefined}
                autoComplete="off"
              />
            )}
          </Field>
        ))}
      </div>
      <Checkbox checked={values.active} onChange={(v) => set('active', v)} label={t.active} />
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : t.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
