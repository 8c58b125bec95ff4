import { useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { CONTACT_MESSAGE_MAX, CONTACT_TYPES } from '@galim/shared/contact/types';
import type { TContactRequest } from '@galim/shared/contact/schemas';
import { Button } from '../../../components/ui/button';
import { infoTexts } from '../../../i18n/he/info';
import { ApiError } from '../../../lib/api';
import { schemaResolver } from '../../../lib/form-resolver';
import { usePublicConfig } from '../../../lib/queries/public-config';
import { useSendContact } from '../api/contact';
import { InfoLayout } from '../components/info-layout';
import { Field, type FieldControlProps } from '../../../components/ui/form/field';
import { controlClass } from '../../../components/ui/form/input';

const t = infoTexts.contact;
/** The success message shows this long, then the form resets. */
export const CONTACT_SENT_MS = 3000;

const EMPTY: TContactRequest = {
  type: '' as TContactRequest['type'],
  name: '',
  email: '',
  subject: '',
  message: '',
};

// zod and the schema load when the form is first validated, not with the page.
const contactResolver = schemaResolver(() =>
  import('@galim/shared/contact/schemas').then((m) => m.ZContactRequest),
);

export default function ContactPage() {
  const config = usePublicConfig();
  const [sent, setSent] = useState(false);
  const form = useForm<TContactRequest>({
    resolver: contactResolver,
    defaultValues: EMPTY,
  });
  const send = useSendContact({ onSuccess: () => setSent(true) });

  // The "sent" state is a timer: after 3 s the message goes and the form is empty again.
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      setSent(false);
      form.reset(EMPTY);
    }, CONTACT_SENT_MS);
    return () => clearTimeout(timer);
  }, [sent, form]);

  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;
  /** A field (every one is required): its label, its error, and its control, registered. */
  const field = (
    name: keyof TContactRequest,
    label: string,
    control: (props: FieldControlProps & ReturnType<typeof form.register>) => ReactNode,
    hint?: ReactNode,
  ) => (
    <Field id={`contact-${name}`} label={label} required error={errors[name]?.message} hint={hint}>
      {(props) => control({ ...props, ...form.register(name) })}
    </Field>
  );
  const failure =
    send.error instanceof ApiError && send.error.status === 429
      ? t.rateLimited
      : send.error
        ? t.failed + send.error.message
        : null;

  return (
    <InfoLayout title={t.title} lead={t.intro} wide>
      <div className="grid gap-8 lg:grid-cols-3">
        <form
          aria-label={t.form}
          noValidate
          className="grid gap-4 rounded-3xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-span-2"
          onSubmit={form.handleSubmit((values) => send.mutate(values))}
        >
          {field('type', t.type, (props) => (
            <select className={controlClass} {...props}>
              <option value="">{t.chooseType}</option>
              {CONTACT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t.types[type]}
                </option>
              ))}
            </select>
          ))}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('name', t.name, (props) => (
              <input autoComplete="name" className={controlClass} {...props} />
            ))}
            {field('email', t.email, (props) => (
              <input
                type="email"
                dir="ltr"
                autoComplete="email"
                className={`${controlClass} text-end`}
                {...props}
              />
            ))}
          </div>
          {field('subject', t.subject, (props) => (
            <input className={controlClass} {...props} />
          ))}
          {field(
            'message',
            t.message,
            (props) => (
              <textarea rows={6} className={controlClass} {...props} />
            ),
            // The limit, as one types (the schema refuses a longer message).
            <span
              className={messageLength > CONTACT_MESSAGE_MAX ? 'font-semibold text-red-700' : ''}
            >
              {t.messageCount(messageLength, CONTACT_MESSAGE_MAX)}
            </span>,
          )}
          <div role="status" aria-live="polite">
            {sent && (
              <p className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-800">
                {t.success}
              </p>
            )}
          </div>
          {failure && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
              {failure}
            </p>
          )}
          <div>
            <Button type="submit" size="lg" disabled={send.isPending || sent}>
              {send.isPending ? t.sending : t.send}
            </Button>
          </div>
        </form>
        <aside aria-labelledby="contact-details" className="grid content-start gap-4">
          <section className="rounded-3xl bg-sky-50 p-5">
            <h2 id="contact-details" className="mb-3 text-xl font-bold text-slate-900">
              {t.details}
            </h2>
            {config.data && (
              <dl className="grid gap-2">
                <div>
                  <dt className="text-sm text-slate-600">{t.emailLabel}</dt>
                  <dd>
                    <a
                      href={`mailto:${config.data.contactEmail}`}
                      dir="ltr"
                      className="font-medium text-sky-800 underline"
                    >
                      {config.data.contactEmail}
                    </a>
                  </dd>
                </div>
                {config.data.contactPhone && (
                  <div>
                    <dt className="text-sm text-slate-600">{t.phoneLabel}</dt>
                    <dd>
                      <a
                        href={`tel:${config.data.contactPhone.replace(/[^+\d]/g, '')}`}
                        dir="ltr"
                        className="font-medium text-sky-800 underline"
                      >
                        {config.data.contactPhone}
                      </a>
                    </dd>
                  </div>
                )}
              </dl>
            )}
          </section>
          <Link
            to="/faq"
            className="rounded-3xl border border-slate-200 bg-white p-5 font-medium text-sky-800 underline"
          >
            {t.faqLink}
          </Link>
        </aside>
      </div>
    </InfoLayout>
  );
}
