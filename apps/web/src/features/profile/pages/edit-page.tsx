import { forwardRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { normalizePhone, normalizeSlug } from '@galim/shared/normalize';
import { REGIONS, SKILL_LEVELS } from '@galim/shared/surfboards/options';
import {
  asSurfingLevel,
  GENDERS,
  PROFILE_LIMITS,
  ZUserUpdate,
  type TUser,
} from '@galim/shared/users/profile';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { boardInsights } from '../../../i18n/he/board-insights';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { profileTexts } from '../../../i18n/he/profile';
import { commonTexts } from '../../../i18n/he/shell';
import { useAuth } from '../../../lib/auth/auth-context';
import { useMe } from '../../../lib/queries/me';
import { checkSlug, useUpdateProfile } from '../api/profile-api';
import { CopyPublicLink } from '../components/copy-link';
import { controlClass } from '../../../components/ui/form/input';
import { Field } from '../../../components/ui/form/field';
import { schemaResolver } from '../../../lib/form-resolver';

type FormInput = z.input<typeof ZUserUpdate>;
const fit = boardInsights.profile;
type FormOutput = z.output<typeof ZUserUpdate>;
type SlugState =
  { kind: 'idle' } | { kind: 'checking' } | { kind: 'done'; available: boolean; message: string };

const t = profileTexts.edit;

/** The fields whose errors the summary names, in the order the form shows them. */
const SUMMARY_FIELDS = [
  'firstName',
  'lastName',
  'phone',
  'dateOfBirth',
  'fitWeightKg',
  'bio',
  'slug',
] as const;

export default function ProfileEditPage() {
  const me = useMe();
  const { user } = useAuth();
  if (!user) return <p role="alert">{t.noUser}</p>;
  if (me.isError) return <p role="alert">{me.error.message || profileTexts.loadError}</p>;
  if (!me.data) return <Spinner label={commonTexts.loading} className="py-10" />;
  return <EditForm me={me.data} />;
}

function EditForm({ me }: { me: TUser }) {
  const update = useUpdateProfile();
  const [slugState, setSlugState] = useState<SlugState>({ kind: 'idle' });
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: schemaResolver(ZUserUpdate),
    defaultValues: {
      firstName: me.firstName ?? '',
      lastName: me.lastName ?? '',
      phone: me.phone ?? '',
      gender: me.gender ?? '',
      dateOfBirth: me.dateOfBirth ?? '',
      slug: me.slug ?? '',
      region: me.region ?? '',
      fitWeightKg: me.fitWeightKg ?? '',
      fitLevel: me.fitLevel ?? '',
      bio: me.bio ?? '',
      publicProfile: me.publicProfile,
    },
  });
  const bio = useWatch({ control, name: 'bio' }) ?? '';
  const typedSlug = useWatch({ control, name: 'slug' }) ?? '';

  const status = update.isPending
    ? 'saving'
    : formError || update.isError
      ? 'error'
      : update.isSuccess
        ? 'success'
        : 'idle';

  async function onCheckSlug() {
    const slug = normalizeSlug(getValues('slug') ?? '');
    setValue('slug', slug);
    if (!slug) {
      setSlugState({ kind: 'done', available: false, message: t.slugRequired });
      return;
    }
    setSlugState({ kind: 'checking' });
    try {
      const { available } = await checkSlug(slug);
      setSlugState({
        kind: 'done',
        available,
        message: available ? t.slugAvailable : t.slugTaken,
      });
    } catch (err) {
      setSlugState({
        kind: 'done',
        available: false,
        message: (err as Error).message || t.slugTaken,
      });
    }
  }

  const onSubmit = handleSubmit(
    (values) => {
      setFormError(null);
      // A public profile saved without a slug gets one from the server: show it in the field.
      update.mutate(values, { onSuccess: (saved) => setValue('slug', saved.slug ?? '') });
    },
    // "Fill in every required field" only when one is empty; otherwise the first field's error.
    (errs) => {
      const values = getValues();
      const empty = (['firstName', 'lastName', 'phone'] as const).some(
        (name) => errs[name] && !String(values[name] ?? '').trim(),
      );
      const first = SUMMARY_FIELDS.map((name) => errs[name]?.message).find(Boolean);
      setFormError(empty ? t.requiredFields : (first ?? t.updateError));
    },
  );

  const phoneField = register('phone', {
    onBlur: (e: React.FocusEvent<HTMLInputElement>) =>
      setValue('phone', normalizePhone(e.target.value)),
  });
  const slugField = register('slug', {
    onChange: () => setSlugState({ kind: 'idle' }),
    onBlur: (e: React.FocusEvent<HTMLInputElement>) =>
      setValue('slug', normalizeSlug(e.target.value)),
  });

  const describe = (id: string, hasError: boolean, hint?: boolean) =>
    [hasError ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-2xl font-bold text-slate-900">{t.title}</h2>
      <p className="mt-1 text-slate-600">{t.intro}</p>

      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Field id="firstName" label={`${t.firstName} *`} error={errors.firstName?.message}>
          <input
            id="firstName"
            autoComplete="given-name"
            className={controlClass}
            aria-invalid={Boolean(errors.firstName)}
            aria-describedby={describe('firstName', Boolean(errors.firstName))}
            {...register('firstName')}
          />
        </Field>
        <Field id="lastName" label={`${t.lastName} *`} error={errors.lastName?.message}>
          <input
            id="lastName"
            autoComplete="family-name"
            className={controlClass}
            aria-invalid={Boolean(errors.lastName)}
            aria-describedby={describe('lastName', Boolean(errors.lastName))}
            {...register('lastName')}
          />
        </Field>
        <Field id="phone" label={`${t.phone} *`} hint={t.phoneHint} error={errors.phone?.message}>
          <input
            id="phone"
            type="tel"
            dir="ltr"
            autoComplete="tel"
            className={`${controlClass} text-end`}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={describe('phone', Boolean(errors.phone), true)}
            {...phoneField}
          />
        </Field>
        <Field id="email" label={t.email} hint={t.emailHint}>
          <input
            id="email"
            type="email"
            dir="ltr"
            value={me.email}
            readOnly
            aria-describedby="email-hint"
            className={`${controlClass} bg-slate-50 text-end text-slate-600`}
          />
        </Field>
        <Field id="gender" label={t.gender}>
          <select id="gender" className={controlClass} {...register('gender')}>
            <option value="">{t.choose}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t.genders[g]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="dateOfBirth" label={t.dateOfBirth} error={errors.dateOfBirth?.message}>
          <input
            id="dateOfBirth"
            type="date"
            className={controlClass}
            max={new Date().toISOString().slice(0, 10)}
            aria-invalid={Boolean(errors.dateOfBirth)}
            aria-describedby={describe('dateOfBirth', Boolean(errors.dateOfBirth))}
            {...register('dateOfBirth')}
          />
        </Field>
        {/* The profile's one level (profileLevel): "fits me" and the public profile read it. */}
        <Field id="fitLevel" label={t.surfingLevel} hint={t.surfingLevelHint}>
          <select
            id="fitLevel"
            className={controlClass}
            aria-describedby="fitLevel-hint"
            {...register('fitLevel')}
          >
            <option value="">{t.choose}</option>
            {SKILL_LEVELS.map((level) => (
              <option key={level} value={level}>
                {boardOptionsTexts.surfingLevel[asSurfingLevel(level)!]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="fitWeightKg"
          label={fit.weight}
          hint={fit.section}
          error={errors.fitWeightKg?.message}
        >
          <input
            id="fitWeightKg"
            inputMode="numeric"
            dir="ltr"
            className={controlClass}
            aria-describedby={describe('fitWeightKg', Boolean(errors.fitWeightKg), true)}
            aria-invalid={Boolean(errors.fitWeightKg)}
            {...register('fitWeightKg')}
          />
        </Field>
        <Field id="region" label={t.region}>
          <select id="region" className={controlClass} {...register('region')}>
            <option value="">{t.choose}</option>
            {REGIONS.map((region) => (
              <option key={region} value={region}>
                {boardOptionsTexts.region[region]}
              </option>
            ))}
          </select>
        </Field>
        <div className="sm:col-span-2">
          <Field
            id="bio"
            label={t.bio}
            hint={t.bioHint(bio.length, PROFILE_LIMITS.bioMax)}
            error={errors.bio?.message}
          >
            <textarea
              id="bio"
              rows={4}
              maxLength={PROFILE_LIMITS.bioMax}
              className={controlClass}
              aria-invalid={Boolean(errors.bio)}
              aria-describedby={describe('bio', Boolean(errors.bio), true)}
              {...register('bio')}
            />
          </Field>
        </div>
      </div>

      <fieldset className="mt-8 rounded-2xl border border-slate-200 p-4">
        <legend className="px-2 text-lg font-bold text-slate-900">{t.publicSection}</legend>
        <p className="text-sm text-slate-600">{t.publicIntro}</p>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          <Switch label={t.visible} {...register('publicProfile.visible')} />
          <Switch label={t.showRegion} {...register('publicProfile.showRegion')} />
          <Switch label={t.showSkillLevel} {...register('publicProfile.showSkillLevel')} />
          <Switch label={t.showBio} {...register('publicProfile.showBio')} />
        </div>

        <div className="mt-4">
          <Field id="slug" label={t.slug} hint={t.slugHint} error={errors.slug?.message}>
            <div className="flex flex-wrap gap-2">
              <input
                id="slug"
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
                className={`${controlClass} min-w-0 flex-1`}
                aria-invalid={Boolean(errors.slug)}
                aria-describedby={describe('slug', Boolean(errors.slug), true)}
                {...slugField}
              />
              <Button
                variant="secondary"
                onClick={() => void onCheckSlug()}
                disabled={slugState.kind === 'checking'}
              >
                {slugState.kind === 'checking' ? t.checking : t.checkSlug}
              </Button>
            </div>
          </Field>
          <SlugPreview typed={typedSlug} saved={me.slug} />
          <p
            role="status"
            className={`mt-2 min-h-5 text-sm ${slugState.kind === 'done' && slugState.available ? 'text-emerald-800' : 'text-red-800'}`}
          >
            {slugState.kind === 'done' ? slugState.message : ''}
          </p>
        </div>
        {me.slug && <CopyPublicLink slug={me.slug} />}
      </fieldset>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" disabled={status === 'saving'}>
          {status === 'saving' ? t.saving : t.save}
        </Button>
        <div aria-live="polite" className="min-h-6">
          {status === 'success' && (
            <p role="status" className="font-medium text-emerald-800">
              {t.saved}
            </p>
          )}
          {status === 'error' && (
            <p role="alert" className="font-medium text-red-800">
              {formError ?? update.error?.message ?? t.updateError}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

// The ref reaches the checkbox itself, so react-hook-form's register() reads and sets it.
export const Switch = forwardRef<
  HTMLInputElement,
  React.InputHTMLAttributes<HTMLInputElement> & { label: string }
>(function Switch({ label, ...props }, ref) {
  return (
    <label className="flex items-center gap-3 rounded-xl px-2 py-2 hover:bg-slate-50">
      <input ref={ref} type="checkbox" role="switch" className="size-5 accent-sky-700" {...props} />
      <span className="text-slate-800">{label}</span>
    </label>
  );
});

/**
 * What the typed name becomes in the link, as it is typed: the characters a link cannot hold are
 * named, not dropped in silence; a changed name says the old link keeps working.
 */
export function SlugPreview({ typed, saved }: { typed: string; saved: string | null | undefined }) {
  const slug = normalizeSlug(typed);
  if (!typed.trim() || !slug) return null;
  const dropped = [...new Set(typed.replace(/[a-zA-Z0-9\s-]/g, ''))].join('');
  return (
    <div id="slug-preview" className="mt-2 space-y-1 text-sm text-slate-700" aria-live="polite">
      <p>{t.slugPreview(slug)}</p>
      {dropped && <p className="text-amber-800">{t.slugDropped(dropped)}</p>}
      {saved && slug !== saved && <p>{t.slugMoved}</p>}
    </div>
  );
}
