import { useMemo, useState } from 'react';
import { useForm, useWatch, type RegisterOptions } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { needsStreetAddress, SERVICE_LIMITS } from '@galim/shared/services/options';
import { SERVICE_STEP_FIELDS, ZServiceInput, type TService } from '@galim/shared/services/schemas';
import { useToast } from '../../../components/ui/toast';
import { servicesTexts } from '../../../i18n/he/services';
import { useAuth } from '../../../lib/auth/auth-context';
import { loadDraft, useDraft } from '../../../lib/draft';
import { useSaveService } from '../api/services-api';
import { serviceFormData } from '../lib/service-payload';
import { RequiredMark } from '../../../components/ui/form/field';
import type { Name, Reg } from './wizard/fields';
import { EMPTY, fromService, type FormIn, type FormOut } from './wizard/service-values';
import { ServiceImagesField } from './wizard/service-images-field';
import { StepBasics } from './wizard/step-basics';
import { StepDetails } from './wizard/step-details';
import { StepLocation } from './wizard/step-location';
import { StepPrice } from './wizard/step-price';
import { useServiceImages } from './wizard/use-service-images';
import { WizardNav } from './wizard/wizard-nav';
import { WizardProgress } from './wizard/wizard-progress';
import { WizardSummary } from './wizard/wizard-summary';
import { schemaResolver } from '../../../lib/form-resolver';

const t = servicesTexts;
const STEPS = SERVICE_LIMITS.wizardSteps;
export const SERVICE_DRAFT_KEY = 'galim.serviceDraft';

/** The fields the schema requires: starred, and aria-required on their inputs (the type's
 * radios are marked on their group's legend). The street address only of the kinds that
 * need one. */
const REQUIRED = new Set<Name>([
  'title',
  'description',
  'price',
  'priceType',
  'location.city',
  'location.region',
  'contactInfo.email',
]);

type ServiceDraft = { step: number; values: FormIn };

export function ServiceWizard({ existing }: { existing?: TService }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useSaveService();
  const editing = Boolean(existing);
  const [restored] = useState(() =>
    editing ? null : loadDraft<ServiceDraft>(SERVICE_DRAFT_KEY, Date.now(), Infinity),
  );
  const [step, setStep] = useState(() => Math.min(Math.max(restored?.step ?? 1, 1), STEPS));
  const images = useServiceImages(existing?.images, existing?.coverImage?.key);
  const [submitError, setSubmitError] = useState<string | null>(null);

  // A new service's contact e-mail starts as the account's, which the provider may change.
  const { user } = useAuth();
  const fresh: FormIn = {
    ...EMPTY,
    contactInfo: { ...EMPTY.contactInfo, email: user?.email ?? '' },
  };
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: schemaResolver(ZServiceInput),
    defaultValues: existing
      ? fromService(existing)
      : restored?.values
        ? { ...fresh, ...restored.values }
        : fresh,
    shouldFocusError: true,
  });
  const { register, formState, trigger, clearErrors, handleSubmit, control } = form;
  const errors = formState.errors;
  const values = useWatch({ control }) as FormIn;

  // The draft survives a reload (create only; files cannot be stored), saved at each change.
  const draftValue = useMemo(() => ({ step, values }), [step, values]);
  const draft = useDraft<ServiceDraft>(SERVICE_DRAFT_KEY, draftValue, {
    enabled: !editing,
    delayMs: 0,
  });

  const errorAt = (name: Name) =>
    name.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown>)?.[k], errors) as
      { message?: string } | undefined;
  const err = (name: Name) => errorAt(name)?.message;

  const required = (name: Name) =>
    REQUIRED.has(name) ||
    (name === 'location.address' && needsStreetAddress(values.serviceType ?? ''));

  /** register() whose edit clears the field's error. */
  const reg: Reg = (name: Name, opts: RegisterOptions<FormIn, Name> = {}) => {
    const id = `svc-${name.replace(/\./g, '-')}`;
    const invalid = Boolean(errorAt(name));
    return {
      id,
      'aria-invalid': invalid ? true : undefined,
      'aria-describedby': invalid ? `${id}-error` : undefined,
      'aria-required': required(name) ? true : undefined,
      ...register(name, {
        ...opts,
        onChange: () => {
          clearErrors(name);
          setSubmitError(null);
        },
      }),
    };
  };

  async function next() {
    const ok = await trigger(SERVICE_STEP_FIELDS[step as 1] as unknown as Name[], {
      shouldFocus: true,
    });
    if (ok) {
      setStep((s) => Math.min(s + 1, STEPS));
      window.scrollTo({ top: 0 });
    }
  }

  function onValid(data: FormOut) {
    const fd = serviceFormData(data, {
      editing,
      files: images.newImages.map((img) => img.file),
      kept: images.kept.map((k) => k.key),
      cover: images.cover,
    });
    setSubmitError(null);
    save.mutate(
      { type: data.serviceType, id: existing?._id, form: fd },
      {
        onSuccess: (saved) => {
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

  const fields = { reg, err, values };
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="flex flex-col gap-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-8"
    >
      <WizardProgress step={step} steps={STEPS} />
      {/* The last step (photos and the summary) asks for nothing required. */}
      {step < STEPS && (
        <p className="text-sm text-slate-600">
          <RequiredMark /> {t.requiredNote}
        </p>
      )}
      {step === 1 && <StepBasics {...fields} editing={editing} />}
      {step === 2 && <StepPrice {...fields} />}
      {step === 3 && <StepLocation {...fields} />}
      {step === 4 && <StepDetails {...fields} />}
      {/* Mounted throughout: the picker frees its previews when it goes away. */}
      <div className={step === 5 ? 'flex flex-col gap-6' : 'hidden'}>
        <ServiceImagesField images={images} />
        {step === 5 && (
          <WizardSummary
            values={values}
            imageCount={images.kept.length + images.newImages.length}
          />
        )}
      </div>

      {submitError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-900 ring-1 ring-red-200">
          {submitError}
        </p>
      )}

      <WizardNav
        step={step}
        steps={STEPS}
        editing={editing}
        pending={save.isPending}
        onBack={() => setStep((s) => Math.max(1, s - 1))}
        onNext={() => void next()}
      />
    </form>
  );
}
