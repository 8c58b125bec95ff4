import { SERVICE_TYPES, type TServiceType } from '@galim/shared/services/options';
import { servicesTexts } from '../../../../i18n/he/services';
import type { StepProps } from './fields';
import { Field, RequiredMark } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';

const t = servicesTexts;

/** Step 1: the kind of service (fixed on edit), its title and description. */
export function StepBasics({ reg, err, values, editing }: StepProps & { editing: boolean }) {
  const type = values.serviceType as TServiceType | '';
  const typeError = err('serviceType');
  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-describedby={typeError ? 'svc-serviceType-error' : undefined}>
        <legend className="mb-2 font-medium text-slate-800">
          {t.serviceType}
          <RequiredMark />
        </legend>
        {editing ? (
          <p className="font-semibold text-slate-900">{type ? t.types[type] : ''}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-3">
            {SERVICE_TYPES.map((st) => (
              <label
                key={st}
                className={`flex cursor-pointer flex-col gap-1 rounded-xl p-4 ring-2 ${values.serviceType === st ? 'bg-sky-50 ring-sky-600' : 'ring-slate-200'}`}
              >
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <input type="radio" value={st} {...reg('serviceType')} id={`svc-type-${st}`} />
                  {t.types[st]}
                </span>
                <span className="text-sm text-slate-600">{t.typeDescriptions[st]}</span>
              </label>
            ))}
          </div>
        )}
        {typeError && (
          <p id="svc-serviceType-error" role="alert" className="mt-1 text-sm text-red-700">
            {typeError}
          </p>
        )}
      </fieldset>
      <Field id="svc-title" label={t.titleLabel} error={err('title')} required>
        <input
          className={controlClass}
          maxLength={100}
          placeholder={t.titlePlaceholder}
          {...reg('title')}
        />
      </Field>
      <Field
        id="svc-description"
        label={t.descriptionLabel}
        error={err('description')}
        required
        hint={
          <p className="mt-1 text-end text-xs text-slate-500" aria-live="polite">
            {t.descriptionCounter((values.description ?? '').length)}
          </p>
        }
      >
        <textarea className={controlClass} rows={6} maxLength={2000} {...reg('description')} />
      </Field>
    </div>
  );
}
