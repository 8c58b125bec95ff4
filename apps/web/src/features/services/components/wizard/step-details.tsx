import {
  LANGUAGES,
  SURFING_LEVELS,
  TYPE_OFFERINGS,
  type TServiceType,
} from '@galim/shared/services/options';
import { servicesTexts } from '../../../../i18n/he/services';
import { Check, CheckGroup, type StepProps } from './fields';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { num } from '../../../../lib/form-number';

const t = servicesTexts;
type Fields = Omit<StepProps, 'values'>;

/** Step 4: contact, the type's professional details, levels taught and languages. */
export function StepDetails({ reg, err, values }: StepProps) {
  const type = values.serviceType as TServiceType | '';
  return (
    <div className="flex flex-col gap-6">
      <ContactFields reg={reg} err={err} />
      {type && <ProfessionalFields reg={reg} err={err} type={type} />}
      <CheckGroup legend={t.targetLevelsLabel}>
        {SURFING_LEVELS.map((l) => (
          <Check
            key={l}
            label={t.skills[l]}
            value={l}
            {...reg('targetSkillLevels')}
            id={`svc-lvl-${l}`}
          />
        ))}
      </CheckGroup>
      <CheckGroup legend={t.languagesSection}>
        {LANGUAGES.map((l) => (
          <Check
            key={l}
            label={t.languages[l]}
            value={l}
            {...reg('languages')}
            id={`svc-lang-${l}`}
          />
        ))}
      </CheckGroup>
    </div>
  );
}

function ContactFields({ reg, err }: Fields) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold text-slate-900">{t.contactSection}</legend>
      <Field id="svc-contactInfo-email" label={t.email} error={err('contactInfo.email')} required>
        <input
          className={controlClass}
          type="email"
          dir="ltr"
          autoComplete="email"
          {...reg('contactInfo.email')}
        />
      </Field>
      <Field id="svc-contactInfo-phone" label={t.phone} error={err('contactInfo.phone')}>
        <input
          className={controlClass}
          type="tel"
          dir="ltr"
          autoComplete="tel"
          {...reg('contactInfo.phone')}
        />
      </Field>
      <Field id="svc-contactInfo-whatsapp" label={t.whatsapp} error={err('contactInfo.whatsapp')}>
        <input className={controlClass} type="tel" dir="ltr" {...reg('contactInfo.whatsapp')} />
      </Field>
      <Field id="svc-contactInfo-website" label={t.website} error={err('contactInfo.website')}>
        <input
          className={controlClass}
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="url"
          {...reg('contactInfo.website')}
        />
      </Field>
      <Field id="svc-contactInfo-instagram" label={t.instagram}>
        <input className={controlClass} dir="ltr" {...reg('contactInfo.instagram')} />
      </Field>
      <Field id="svc-contactInfo-facebook" label={t.facebook}>
        <input className={controlClass} dir="ltr" {...reg('contactInfo.facebook')} />
      </Field>
    </fieldset>
  );
}

/** What the chosen type offers, and the fields only that type has. */
function ProfessionalFields({ reg, err, type }: Fields & { type: TServiceType }) {
  const offeringField = type === 'surf-instructor' ? 'specialties' : 'services';
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-bold text-slate-900">{t.professionalSection}</legend>
      <CheckGroup legend={t.specialtiesLabel[type]} className="sm:col-span-2">
        {TYPE_OFFERINGS[type].map((o) => (
          <Check
            key={o}
            label={t.offerings[o] ?? o}
            value={o}
            {...reg(offeringField)}
            id={`svc-off-${o}`}
          />
        ))}
      </CheckGroup>
      {type === 'surf-instructor' && (
        <>
          <Field id="svc-experience" label={t.experienceLabel} error={err('experience')}>
            <input
              className={controlClass}
              type="number"
              min={0}
              {...reg('experience', { setValueAs: num })}
            />
          </Field>
          <Field id="svc-certifications" label={t.certificationsLabel}>
            <input className={controlClass} {...reg('certifications')} />
          </Field>
          <Field id="svc-groupSize-min" label={t.groupMin} error={err('groupSize.min')}>
            <input
              className={controlClass}
              type="number"
              min={1}
              max={20}
              {...reg('groupSize.min', { setValueAs: num })}
            />
          </Field>
          <Field id="svc-groupSize-max" label={t.groupMax} error={err('groupSize.max')}>
            <input
              className={controlClass}
              type="number"
              min={1}
              max={20}
              {...reg('groupSize.max', { setValueAs: num })}
            />
          </Field>
        </>
      )}
      {type === 'surfboard-repair' && (
        <>
          <Field id="svc-materials" label={t.materialsLabel}>
            <input className={controlClass} {...reg('materials')} />
          </Field>
          <Field id="svc-turnaroundTime" label={t.turnaroundLabel}>
            <input className={controlClass} {...reg('turnaroundTime')} />
          </Field>
        </>
      )}
      {type === 'surf-photographer' && (
        <>
          <Field id="svc-equipment" label={t.equipmentLabel}>
            <input className={controlClass} {...reg('equipment')} />
          </Field>
          <Field id="svc-deliveryTime" label={t.deliveryLabel}>
            <input className={controlClass} {...reg('deliveryTime')} />
          </Field>
        </>
      )}
    </fieldset>
  );
}
