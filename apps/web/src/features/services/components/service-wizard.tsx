import { forwardRef, useMemo, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type RegisterOptions } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { imageUrl, newImageIndex, newImageToken } from '@galim/shared/images';
import {
  AVAILABILITY_OPTIONS,
  LANGUAGES,
  PRICE_TYPES,
  REGIONS,
  SERVICE_CITIES,
  SERVICE_LIMITS,
  SERVICE_TYPES,
  SURFING_LEVELS,
  TYPE_OFFERINGS,
  type TServiceType,
} from '@galim/shared/services/options';
import { SERVICE_STEP_FIELDS, ZServiceInput, type TService } from '@galim/shared/services/schemas';
import type { TImage } from '@galim/shared/images';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { heServices } from '../../../i18n/services';
import { isReadableImage } from '../../../lib/image-file';
import { loadDraft, useDraft } from '../../../lib/draft';
import { useSaveService } from '../api/services-api';
import { serviceFormData } from '../lib/service-payload';
import { priceText } from '../../../components/services/service-price';

const t = heServices;
const STEPS = SERVICE_LIMITS.wizardSteps;
export const SERVICE_DRAFT_KEY = 'galim.serviceDraft';

type FormIn = z.input<typeof ZServiceInput>;
type FormOut = z.output<typeof ZServiceInput>;
type Name = FieldPath<FormIn>;
type ServiceDraft = { step: number; values: FormIn };

const EMPTY: FormIn = {
  serviceType: '' as never,
  title: '',
  description: '',
  price: undefined as never,
  priceType: 'hourly',
  currency: 'ILS',
  location: { address: '', city: '', region: '' as never, coordinates: [0, 0] },
  operatingRegions: [],
  contactInfo: { email: '', phone: '', website: '', whatsapp: '', instagram: '', facebook: '' },
  specialties: [],
  services: [],
  equipment: '',
  languages: [],
  experience: undefined,
  certifications: '',
  materials: '',
  turnaroundTime: '',
  deliveryTime: '',
  groupSize: { min: SERVICE_LIMITS.groupSize.defaultMin, max: SERVICE_LIMITS.groupSize.defaultMax },
  targetSkillLevels: [],
  availability: [],
};

/** An existing service as form values (the edit page). */
function fromService(s: TService): FormIn {
  const offerings =
    s.serviceType === 'surf-instructor'
      ? s.lessonTypes
      : s.serviceType === 'surfboard-repair'
        ? s.repairTypes
        : s.photographyTypes;
  return {
    ...EMPTY,
    serviceType: s.serviceType,
    title: s.title,
    description: s.description,
    price: s.price ?? (undefined as never),
    priceType: (PRICE_TYPES as readonly string[]).includes(s.priceType)
      ? (s.priceType as FormIn['priceType'])
      : 'hourly',
    location: {
      address: s.location.address,
      city: s.location.city,
      region: s.location.region as FormIn['location']['region'],
      coordinates: s.location.coordinates,
    },
    operatingRegions: s.operatingRegions as FormIn['operatingRegions'],
    contactInfo: { ...EMPTY.contactInfo, ...s.contactInfo, email: s.contactInfo.email ?? '' },
    specialties: s.serviceType === 'surf-instructor' ? offerings : [],
    services: s.serviceType === 'surf-instructor' ? [] : offerings,
    equipment: s.equipment ?? '',
    languages: s.languages as FormIn['languages'],
    experience: s.experience ?? undefined,
    certifications: s.certifications ?? '',
    materials: s.materials ?? '',
    turnaroundTime: s.turnaroundTime ?? '',
    deliveryTime: s.deliveryTime ?? '',
    groupSize: s.groupSize ?? EMPTY.groupSize,
    targetSkillLevels: s.targetSkillLevels as FormIn['targetSkillLevels'],
    availability: s.availability as FormIn['availability'],
  };
}

const num = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

interface NewImage {
  file: File;
  url: string;
}

const inputClass =
  'mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-sky-600 focus:outline-none aria-[invalid=true]:border-red-600';

function Field({
  label,
  error,
  id,
  children,
  hint,
}: {
  label: string;
  error?: string;
  id: string;
  children: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function ServiceWizard({ existing }: { existing?: TService }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveService();
  const editing = Boolean(existing);
  const [restored] = useState(() =>
    editing ? null : loadDraft<ServiceDraft>(SERVICE_DRAFT_KEY, Date.now(), Infinity),
  );
  const [step, setStep] = useState(() => Math.min(Math.max(restored?.step ?? 1, 1), STEPS));
  const [newImages, setNewImages] = useState<NewImage[]>([]);
  const [kept, setKept] = useState<TImage[]>(existing?.images ?? []);
  const [cover, setCover] = useState<string>(existing?.coverImage?.key ?? newImageToken(0));
  const [imageError, setImageError] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(ZServiceInput),
    defaultValues: existing
      ? fromService(existing)
      : restored?.values
        ? { ...EMPTY, ...restored.values }
        : EMPTY,
    shouldFocusError: true,
  });
  const { register, formState, trigger, clearErrors, handleSubmit, control } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as FormIn;
  const type = values.serviceType as TServiceType | '';

  // The draft survives a reload (create only; files cannot be stored), saved at each change.
  const draftValue = useMemo(() => ({ step, values }), [step, values]);
  const draft = useDraft<ServiceDraft>(SERVICE_DRAFT_KEY, draftValue, {
    enabled: !editing,
    delayMs: 0,
  });

  /** register() whose edit clears the field's error (spec-2 §5). */
  function reg(name: Name, opts: RegisterOptions<FormIn, Name> = {}) {
    const id = `svc-${name.replace(/\./g, '-')}`;
    const error = name
      .split('.')
      .reduce<unknown>((e, k) => (e as Record<string, unknown>)?.[k], errors) as
      { message?: string } | undefined;
    return {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      ...register(name, {
        ...opts,
        onChange: () => {
          clearErrors(name);
          setSubmitError(null);
        },
      }),
    };
  }
  const err = (name: Name) =>
    (
      name.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown>)?.[k], errors) as
        { message?: string; root?: { message?: string } } | undefined
    )?.message;

  async function next() {
    const ok = await trigger(SERVICE_STEP_FIELDS[step as 1] as unknown as Name[], {
      shouldFocus: true,
    });
    if (ok) {
      setStep((s) => Math.min(s + 1, STEPS));
      window.scrollTo({ top: 0 });
    }
  }

  async function addFiles(files: File[]) {
    setImageError(null);
    const accepted: NewImage[] = [];
    for (const file of files) {
      if (!file.type.startsWith('image/') || !(await isReadableImage(file))) {
        setImageError(t.imageNotImage(file.name));
        continue;
      }
      if (file.size > SERVICE_LIMITS.maxImageBytes) {
        setImageError(t.imageTooLarge(file.name));
        continue;
      }
      accepted.push({ file, url: URL.createObjectURL(file) });
    }
    const room = SERVICE_LIMITS.maxImages - kept.length - newImages.length;
    if (accepted.length > room) setImageError(t.tooManyImages);
    accepted.slice(room).forEach((a) => URL.revokeObjectURL(a.url));
    setNewImages((all) => [...all, ...accepted.slice(0, Math.max(room, 0))]);
  }

  function removeNew(i: number) {
    const img = newImages[i];
    if (img) URL.revokeObjectURL(img.url);
    setNewImages((all) => all.filter((_, j) => j !== i));
    const coverN = newImageIndex(cover);
    if (coverN === i) setCover(kept[0]?.key ?? newImageToken(0));
    else if (coverN !== null && coverN > i) setCover(newImageToken(coverN - 1));
  }

  function onValid(data: FormOut) {
    const fd = serviceFormData(data, {
      editing,
      files: newImages.map((img) => img.file),
      kept: kept.map((k) => k.key),
      cover,
    });
    setSubmitError(null);
    save.mutate(
      { type: data.serviceType, id: existing?._id, form: fd },
      {
        onSuccess: (saved) => {
          newImages.forEach((img) => URL.revokeObjectURL(img.url));
          if (!editing) draft.clear();
          // An edit of what an admin approved goes back to review (docs/decisions/009).
          const backToReview = existing?.status === 'approved' && saved.status === 'pending';
          toast.success(editing ? (backToReview ? t.savedForReview : t.saved) : t.created);
          navigate(`/services/${saved.serviceType}/${saved._id}`);
        },
        onError: (e) => setSubmitError(`${editing ? t.saveFailed : t.createFailed}: ${e.message}`),
      },
    );
  }

  function onInvalid(errs: Record<string, unknown>) {
    const failing = ([1, 2, 3, 4] as const).find((s) =>
      SERVICE_STEP_FIELDS[s].some((f) => f.split('.')[0]! in errs),
    );
    if (failing) setStep(failing);
  }

  const percent = Math.round((step / STEPS) * 100);
  const offerings = type ? TYPE_OFFERINGS[type] : [];
  const offeringField = type === 'surf-instructor' ? 'specialties' : 'services';

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8"
    >
      <div>
        <div className="mb-1 flex justify-between text-sm font-medium text-slate-700">
          <span>{t.stepOf(step, STEPS)}</span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label={t.stepOf(step, STEPS)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-sky-600 transition-all"
            style={{ width: `${percent}%` }}
          />
        </div>
        <h2 className="mt-4 text-xl font-bold text-slate-900">{t.stepNames[step - 1]}</h2>
      </div>

      {step === 1 && (
        <div className="flex flex-col gap-4">
          <fieldset aria-describedby={errors.serviceType ? 'svc-serviceType-error' : undefined}>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t.serviceType}</legend>
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
                      <input
                        type="radio"
                        value={st}
                        {...reg('serviceType')}
                        id={`svc-type-${st}`}
                      />
                      {t.types[st]}
                    </span>
                    <span className="text-sm text-slate-600">{t.typeDescriptions[st]}</span>
                  </label>
                ))}
              </div>
            )}
            {errors.serviceType && (
              <p id="svc-serviceType-error" role="alert" className="mt-1 text-sm text-red-700">
                {errors.serviceType.message}
              </p>
            )}
          </fieldset>
          <Field id="svc-title" label={t.titleLabel} error={err('title')}>
            <input
              className={inputClass}
              maxLength={100}
              placeholder={t.titlePlaceholder}
              {...reg('title')}
            />
          </Field>
          <Field
            id="svc-description"
            label={t.descriptionLabel}
            error={err('description')}
            hint={
              <p className="mt-1 text-end text-xs text-slate-500" aria-live="polite">
                {t.descriptionCounter((values.description ?? '').length)}
              </p>
            }
          >
            <textarea className={inputClass} rows={6} maxLength={2000} {...reg('description')} />
          </Field>
        </div>
      )}

      {step === 2 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="svc-price" label={t.price} error={err('price')}>
            <input
              className={inputClass}
              type="number"
              min={0}
              inputMode="numeric"
              {...reg('price', { setValueAs: num })}
            />
          </Field>
          <Field id="svc-priceType" label={t.priceType} error={err('priceType')}>
            <select className={inputClass} {...reg('priceType')}>
              {PRICE_TYPES.map((p) => (
                <option key={p} value={p}>
                  {t.priceTypes[p]}
                </option>
              ))}
            </select>
          </Field>
          <p className="rounded-xl bg-sky-50 p-3 text-sky-900 sm:col-span-2" aria-live="polite">
            {t.pricePreview}{' '}
            <strong>
              {priceText({
                price: typeof values.price === 'number' ? values.price : null,
                priceType: values.priceType ?? 'hourly',
                serviceType: (type || 'surf-instructor') as TServiceType,
              })}
            </strong>
          </p>
        </div>
      )}

      {step === 3 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="svc-location-address" label={t.address} error={err('location.address')}>
            <input
              className={inputClass}
              autoComplete="street-address"
              {...reg('location.address')}
            />
          </Field>
          <Field id="svc-location-city" label={t.cityLabel} error={err('location.city')}>
            <input className={inputClass} list="svc-cities" {...reg('location.city')} />
            <datalist id="svc-cities">
              {SERVICE_CITIES.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </Field>
          <Field id="svc-location-region" label={t.regionLabel} error={err('location.region')}>
            <select className={inputClass} {...reg('location.region')}>
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
      )}

      {step === 4 && (
        <div className="flex flex-col gap-6">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-bold text-slate-900">{t.contactSection}</legend>
            <Field id="svc-contactInfo-email" label={t.email} error={err('contactInfo.email')}>
              <input
                className={inputClass}
                type="email"
                dir="ltr"
                autoComplete="email"
                {...reg('contactInfo.email')}
              />
            </Field>
            <Field id="svc-contactInfo-phone" label={t.phone}>
              <input
                className={inputClass}
                type="tel"
                dir="ltr"
                autoComplete="tel"
                {...reg('contactInfo.phone')}
              />
            </Field>
            <Field id="svc-contactInfo-whatsapp" label={t.whatsapp}>
              <input className={inputClass} type="tel" dir="ltr" {...reg('contactInfo.whatsapp')} />
            </Field>
            <Field id="svc-contactInfo-website" label={t.website}>
              <input className={inputClass} type="url" dir="ltr" {...reg('contactInfo.website')} />
            </Field>
            <Field id="svc-contactInfo-instagram" label={t.instagram}>
              <input className={inputClass} dir="ltr" {...reg('contactInfo.instagram')} />
            </Field>
            <Field id="svc-contactInfo-facebook" label={t.facebook}>
              <input className={inputClass} dir="ltr" {...reg('contactInfo.facebook')} />
            </Field>
          </fieldset>

          {type && (
            <fieldset className="grid gap-4 sm:grid-cols-2">
              <legend className="mb-2 text-lg font-bold text-slate-900">
                {t.professionalSection}
              </legend>
              <CheckGroup legend={t.specialtiesLabel[type]} className="sm:col-span-2">
                {offerings.map((o) => (
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
                      className={inputClass}
                      type="number"
                      min={0}
                      {...reg('experience', { setValueAs: num })}
                    />
                  </Field>
                  <Field id="svc-certifications" label={t.certificationsLabel}>
                    <input className={inputClass} {...reg('certifications')} />
                  </Field>
                  <Field id="svc-groupSize-min" label={t.groupMin} error={err('groupSize.min')}>
                    <input
                      className={inputClass}
                      type="number"
                      min={1}
                      max={20}
                      {...reg('groupSize.min', { setValueAs: num })}
                    />
                  </Field>
                  <Field id="svc-groupSize-max" label={t.groupMax} error={err('groupSize.max')}>
                    <input
                      className={inputClass}
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
                    <input className={inputClass} {...reg('materials')} />
                  </Field>
                  <Field id="svc-turnaroundTime" label={t.turnaroundLabel}>
                    <input className={inputClass} {...reg('turnaroundTime')} />
                  </Field>
                </>
              )}
              {type === 'surf-photographer' && (
                <>
                  <Field id="svc-equipment" label={t.equipmentLabel}>
                    <input className={inputClass} {...reg('equipment')} />
                  </Field>
                  <Field id="svc-deliveryTime" label={t.deliveryLabel}>
                    <input className={inputClass} {...reg('deliveryTime')} />
                  </Field>
                </>
              )}
            </fieldset>
          )}
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
      )}

      {step === 5 && (
        <div className="flex flex-col gap-6">
          <div>
            <label htmlFor="svc-images" className="text-sm font-semibold text-slate-800">
              {t.imagesLabel}
            </label>
            <p className="text-sm text-slate-600">{t.imagesHint}</p>
            <input
              id="svc-images"
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
              className="mt-2 block w-full text-sm file:me-3 file:rounded-lg file:border-0 file:bg-sky-100 file:px-3 file:py-2 file:text-sky-900"
              onChange={(e) => {
                // Copied first: clearing the input empties its list.
                void addFiles(Array.from(e.target.files ?? []));
                e.target.value = '';
              }}
            />
            {imageError && (
              <p role="alert" className="mt-1 text-sm text-red-700">
                {imageError}
              </p>
            )}
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {kept.map((img) => (
                <ImageTile
                  key={img.key}
                  src={imageUrl(img, 320)}
                  isCover={cover === img.key}
                  onCover={() => setCover(img.key)}
                  onRemove={() => {
                    setKept((all) => all.filter((k) => k.key !== img.key));
                    if (cover === img.key) setCover(newImageToken(0));
                  }}
                />
              ))}
              {newImages.map((img, i) => (
                <ImageTile
                  key={img.url}
                  src={img.url}
                  isCover={
                    cover === newImageToken(i) ||
                    (kept.length === 0 && i === 0 && newImageIndex(cover) === null)
                  }
                  onCover={() => setCover(newImageToken(i))}
                  onRemove={() => removeNew(i)}
                />
              ))}
            </ul>
          </div>
          <section aria-labelledby="svc-summary" className="rounded-xl bg-slate-50 p-4">
            <h3 id="svc-summary" className="mb-2 text-lg font-bold text-slate-900">
              {t.summary}
            </h3>
            <dl className="grid gap-1 text-sm sm:grid-cols-2">
              {(
                [
                  [t.serviceType, type ? t.types[type] : '—'],
                  [t.titleLabel, values.title || '—'],
                  [
                    t.price,
                    priceText({
                      price: typeof values.price === 'number' ? values.price : null,
                      priceType: values.priceType ?? 'hourly',
                      serviceType: (type || 'surf-instructor') as TServiceType,
                    }),
                  ],
                  [
                    t.cityLabel,
                    [values.location?.city, values.location?.address].filter(Boolean).join(', ') ||
                      '—',
                  ],
                  [t.email, values.contactInfo?.email || '—'],
                  [t.imagesLabel, String(kept.length + newImages.length)],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="flex gap-2">
                  <dt className="font-semibold text-slate-700">{k}:</dt>
                  <dd className="text-slate-900">{v}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      )}

      {submitError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          {submitError}
        </p>
      )}

      <div className="flex justify-between gap-3">
        <Button
          variant="secondary"
          disabled={step === 1}
          onClick={() => setStep((s) => Math.max(1, s - 1))}
        >
          {t.back}
        </Button>
        {step < STEPS ? (
          <Button key="next" onClick={next}>
            {t.next}
          </Button>
        ) : (
          <Button key="submit" type="submit" disabled={save.isPending}>
            {save.isPending ? (editing ? t.saving : t.creating) : editing ? t.save : t.create}
          </Button>
        )}
      </div>
    </form>
  );
}

function CheckGroup({
  legend,
  children,
  className = '',
}: {
  legend: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">{children}</div>
    </fieldset>
  );
}

// forwardRef, not `ref` as a prop: Preact (decision 031) hands a function component's ref to the
// component, so the form would never reach the checkbox.
export const Check = forwardRef<
  HTMLInputElement,
  { label: string; id: string } & React.InputHTMLAttributes<HTMLInputElement>
>(function Check({ label, id, ...input }, ref) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-center gap-2 rounded-full bg-white px-3 py-1.5 text-sm ring-1 ring-slate-300 has-[:checked]:bg-sky-50 has-[:checked]:ring-sky-600"
    >
      <input
        ref={ref}
        type="checkbox"
        id={id}
        {...input}
        aria-invalid={undefined}
        aria-describedby={undefined}
      />
      {label}
    </label>
  );
});

function ImageTile({
  src,
  isCover,
  onCover,
  onRemove,
}: {
  src: string;
  isCover: boolean;
  onCover: () => void;
  onRemove: () => void;
}) {
  return (
    <li
      className={`overflow-hidden rounded-xl ring-2 ${isCover ? 'ring-sky-600' : 'ring-slate-200'}`}
    >
      <img src={src} alt="" className="aspect-[4/3] w-full object-cover" />
      <div className="flex flex-col gap-1 p-2">
        {isCover ? (
          <span className="text-center text-xs font-semibold text-sky-800">{t.cover}</span>
        ) : (
          <button type="button" onClick={onCover} className="text-xs text-sky-800 underline">
            {t.setCover}
          </button>
        )}
        <button type="button" onClick={onRemove} className="text-xs text-red-700 underline">
          {t.removeImage}
        </button>
      </div>
    </li>
  );
}
