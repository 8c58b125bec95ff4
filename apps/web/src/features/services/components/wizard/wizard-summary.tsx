import type { TServiceType } from '@galim/shared/services/options';
import { servicesTexts } from '../../../../i18n/he/services';
import type { FormIn } from './service-values';
import { previewPrice } from './step-price';

const t = servicesTexts;

/** What will be sent, in short (the last step). */
export function WizardSummary({ values, imageCount }: { values: FormIn; imageCount: number }) {
  const type = values.serviceType as TServiceType | '';
  const rows = [
    [t.serviceType, type ? t.types[type] : '—'],
    [t.titleLabel, values.title || '—'],
    [t.price, previewPrice(values)],
    [
      t.cityLabel,
      [values.location?.city, values.location?.address].filter(Boolean).join(', ') || '—',
    ],
    [t.email, values.contactInfo?.email || '—'],
    [t.imagesLabel, String(imageCount)],
  ] as const;
  return (
    <section aria-labelledby="svc-summary" className="rounded-xl bg-slate-50 p-4">
      <h3 id="svc-summary" className="mb-2 text-lg font-bold text-slate-900">
        {t.summary}
      </h3>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        {rows.map(([k, v]) => (
          <div key={k} className="flex gap-2">
            <dt className="font-semibold text-slate-700">{k}:</dt>
            <dd className="text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
