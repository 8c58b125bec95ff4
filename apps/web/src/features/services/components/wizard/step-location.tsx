import {
  AVAILABILITY_OPTIONS,
  needsStreetAddress,
  REGIONS,
  SERVICE_CITIES,
} from '@galim/shared/services/options';
import { servicesTexts } from '../../../../i18n/he/services';
import { Check, CheckGroup, type StepProps } from './fields';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';

const t = servicesTexts;

/**
 * Step 3: address, city, region, the regions served and when. An instructor who comes to the
 * beach may leave the street address out; the other kinds must give it.
 */
export function StepLocation({ reg, err, values }: StepProps) {
  const addressRequired = needsStreetAddress(values.serviceType ?? '');
  const address = reg('location.address');
  // The hint, when there is one, describes the field beside its error.
  const addressDescribed =
    [address['aria-describedby'], addressRequired ? null : 'svc-location-address-hint']
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="svc-location-address"
        label={t.address}
        hint={addressRequired ? undefined : t.addressOptional}
        error={err('location.address')}
        required={addressRequired}
      >
        <input
          className={controlClass}
          autoComplete="street-address"
          {...address}
          aria-describedby={addressDescribed}
        />
      </Field>
      <Field id="svc-location-city" label={t.cityLabel} error={err('location.city')} required>
        <input className={controlClass} list="svc-cities" dir="auto" {...reg('location.city')} />
        <datalist id="svc-cities">
          {/* The stored value is the Hebrew the filter matches; its name in the page's language
              labels it where that differs. */}
          {SERVICE_CITIES.map((c) => (
            <option key={c} value={c} label={t.cityName(c) === c ? undefined : t.cityName(c)} />
          ))}
        </datalist>
      </Field>
      <Field id="svc-location-region" label={t.regionLabel} error={err('location.region')} required>
        <select className={controlClass} {...reg('location.region')}>
          <option value="">{t.chooseRegion}</option>
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {t.regions[r]}
            </option>
          ))}
        </select>
      </Field>
      <CheckGroup legend={t.operatingRegionsLabel} className="sm:col-span-2">
        {REGIONS.map((r) => (
          <Check
            key={r}
            label={t.regions[r]}
            value={r}
            {...reg('operatingRegions')}
            id={`svc-or-${r}`}
          />
        ))}
      </CheckGroup>
      <CheckGroup legend={t.availabilityLabel} className="sm:col-span-2">
        {AVAILABILITY_OPTIONS.map((a) => (
          <Check
            key={a}
            label={t.availabilityOptions[a]!}
            value={a}
            {...reg('availability')}
            id={`svc-av-${a}`}
          />
        ))}
      </CheckGroup>
    </div>
  );
}
