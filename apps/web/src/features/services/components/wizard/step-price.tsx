import { PRICE_TYPES, type TServiceType } from '@galim/shared/services/options';
import { priceText } from '../../../../components/services/service-price';
import { servicesTexts } from '../../../../i18n/he/services';
import { type StepProps } from './fields';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { num } from '../../../../lib/form-number';
import type { FormIn } from './service-values';

const t = servicesTexts;

/** The price as the service's page will show it. */
export function previewPrice(values: FormIn) {
  return priceText({
    price: typeof values.price === 'number' ? values.price : null,
    priceType: values.priceType ?? 'hourly',
    serviceType: (values.serviceType || 'surf-instructor') as TServiceType,
  });
}

/** Step 2: price, price type, and a preview of how it reads. */
export function StepPrice({ reg, err, values }: StepProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="svc-price" label={t.price} error={err('price')} required>
        <input
          className={controlClass}
          type="number"
          min={0}
          inputMode="numeric"
          {...reg('price', { setValueAs: num })}
        />
      </Field>
      <Field id="svc-priceType" label={t.priceType} error={err('priceType')} required>
        <select className={controlClass} {...reg('priceType')}>
          {PRICE_TYPES.map((p) => (
            <option key={p} value={p}>
              {t.priceTypes[p]}
            </option>
          ))}
        </select>
      </Field>
      <p className="rounded-xl bg-sky-50 p-3 text-sky-900 sm:col-span-2" aria-live="polite">
        {t.pricePreview} <strong>{previewPrice(values)}</strong>
      </p>
    </div>
  );
}
