import { ZUserUpdate } from '@galim/shared/users/profile';
import { normalizePhone } from '@galim/shared/normalize';
import { Field } from '../../../../components/ui/form/field';
import { controlClass } from '../../../../components/ui/form/input';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';
import { validationMessage } from '../../../../lib/validation-message';
import { Section } from './section';

// A seller without a phone is asked for one before the first board is published: buyers reach
// sellers on WhatsApp, and a board without a way to reach its seller sells to no one.

const t = surfboardsManageTexts.form.contactPhone;
export const CONTACT_PHONE_ID = 'board-contact-phone';

/** The phone as it will be saved, or the message of why it cannot be, in the page's language. */
export function checkContactPhone(value: string) {
  const result = ZUserUpdate.shape.phone.safeParse(value);
  return result.success
    ? { ok: true as const, phone: result.data }
    : { ok: false as const, message: validationMessage(result.error.issues[0]?.message) ?? '' };
}

export function ContactPhoneSection({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Section title={t.title} single>
      <p className="mb-3 text-slate-700">{t.text}</p>
      <Field id={CONTACT_PHONE_ID} label={t.label} required error={error}>
        {(props) => (
          <input
            {...props}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            className={`${controlClass} text-end`}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={(e) => onChange(normalizePhone(e.target.value))}
          />
        )}
      </Field>
    </Section>
  );
}
