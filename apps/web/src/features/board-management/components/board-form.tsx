import { useEffect, useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useBlocker } from 'react-router';
import {
  EMPTY_BOARD_FORM_VALUES,
  ZBoardForm,
  type TBoardFormValues,
  type TBoardInput,
} from '@galim/shared/surfboards/form';
import {
  BOARD_CONDITIONS,
  BOARD_LIMITS,
  FIN_SYSTEMS,
  SELLER_TYPES,
  SKILL_LEVELS,
} from '@galim/shared/surfboards/options';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form/field';
import { controlClass } from '../../../components/ui/form/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { heBoardOptions } from '../../../i18n/board-options';
import { heCommon } from '../../../i18n/shell';
import { heSurfboardsManage } from '../../../i18n/surfboards-manage';
import { ApiError } from '../../../lib/api';
import {
  useBrands,
  useCategories,
  useModelsOfBrand,
  useTechnologies,
} from '../../../lib/queries/reference';
import { usePublishBoard, useProposeReference, useSaveBoardEdit } from '../api/boards';
import { hasContent, loadDraft, useDraft } from '../../../lib/draft';
import { editPayload, galleryOf, imagesFormData, publishFormData } from '../lib/board-payload';
import { fieldMessage, uploadErrorMessage } from '../lib/messages';
import { lockAfterRateLimit, tryStartUpload } from '../lib/upload-lock';
import { ImagePicker, type GalleryValue } from '../../../components/images/image-picker';
import { PriceHint } from '../../../components/boards/price-hint';
import { focusOnMount } from '../../../lib/focus-on-mount';

const t = heSurfboardsManage;
/** Where the publish form keeps its draft (spec-1 §4: 24 hours, images excluded). */
export const BOARD_DRAFT_KEY = 'galim.boardDraft';
const opts = heBoardOptions;

const text = (v: string | number | null | undefined) => (v == null ? '' : String(v));

function valuesOf(board: TSurfboard): TBoardFormValues {
  return {
    title: board.title,
    description: board.description,
    price: text(board.price),
    brand: text(board.brand),
    model: text(board.model),
    category: text(board.category),
    technology: text(board.technology),
    condition: board.condition,
    length: text(board.length),
    width: text(board.width),
    thickness: text(board.thickness),
    volume: text(board.volume),
    finSetup: text(board.finSetup),
    finSystem: text(board.finSystem),
    color: text(board.color),
    skillLevel: text(board.skillLevel),
    sellerType: board.sellerType,
    availability: board.availability,
    showContact: board.showContact,
    locationText: board.locationText,
    // 0,0 is the API's "no location".
    location: board.location.coordinates.some(Boolean) ? board.location : null,
  };
}

const NEW = '__new__';

/**
 * A list's select shows the chosen id once the list holds it, and '' (its first option) until
 * then. React showed the first option for a value no option had; Preact leaves no option
 * selected, which react-hook-form, registering the select, took for the user's choice of ''
 * and so lost a restored draft's or an edited board's choice while the list was loading.
 */
function listed(value: string | null | undefined, options: { _id: string }[] | undefined) {
  return value && options?.some((o) => o._id === value) ? value : '';
}

/** The fields in the order the form shows them. */
const FIELD_ORDER: (keyof TBoardFormValues)[] = [
  'title',
  'price',
  'condition',
  'category',
  'brand',
  'model',
  'technology',
  'description',
  'length',
  'width',
  'thickness',
  'volume',
  'finSetup',
  'finSystem',
  'color',
  'skillLevel',
  'sellerType',
  'locationText',
  'location',
];

export function BoardForm({
  board,
  onDone,
}: {
  /** Edit this board; without it the form publishes a new one. */
  board?: TSurfboard;
  /** After a successful edit (the modal closes). */
  onDone?: () => void;
}) {
  const editing = Boolean(board);
  const toast = useToast();
  const publish = usePublishBoard();
  const saveBoardEdit = useSaveBoardEdit();
  const propose = useProposeReference();
  const [restored] = useState(() =>
    editing ? null : loadDraft<TBoardFormValues>(BOARD_DRAFT_KEY),
  );
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const defaults = board ? valuesOf(board) : { ...EMPTY_BOARD_FORM_VALUES, ...restored };
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<TBoardFormValues, unknown, TBoardInput>({
    defaultValues: defaults,
    resolver: zodResolver(ZBoardForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // onInvalid focuses the first bad field in the order the form shows them.
    shouldFocusError: false,
  });
  const values = useWatch({ control });
  const [gallery, setGallery] = useState<GalleryValue>(() => galleryOf(board));
  const [created, setCreated] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [adding, setAdding] = useState<'brand' | 'model' | null>(null);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'done' | 'failed'>(
    defaults.location ? 'done' : 'idle',
  );

  const brands = useBrands();
  const models = useModelsOfBrand(values.brand);
  const categories = useCategories();
  const technologies = useTechnologies();

  // Draft: saved 1 s after the last change, images excluded (create only).
  const typed = hasContent(values as Record<string, unknown>, EMPTY_BOARD_FORM_VALUES);
  const dirty = !editing && !created && (typed || gallery.items.length > 0);
  const draft = useDraft(BOARD_DRAFT_KEY, values, {
    enabled: !editing && !created,
    worthSaving: () => typed,
  });

  // Leave-page warning while the new form holds unsent data.
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  function onInvalid(errs: FieldErrors<TBoardFormValues>) {
    // The first bad field in the order the form shows them: its message, and the focus.
    const first = FIELD_ORDER.find((name) => errs[name]);
    setSummary(fieldMessage(first && errs[first]?.message) ?? t.upload.invalid);
    if (first) setFocus(first, { shouldSelect: false });
  }

  async function onValid(input: TBoardInput) {
    setSummary(null);
    const gate = tryStartUpload();
    if (!gate.ok) {
      toast.error(
        gate.reason === 'locked'
          ? `${t.upload.rateLimited} · ${t.form.locked(gate.minutes)}`
          : t.upload.tooFast,
      );
      return;
    }
    if (board) return saveEdit(board, input);
    try {
      await publish.mutateAsync(publishFormData(input, gallery));
    } catch (err) {
      return fail(err);
    }
    draft.clear();
    setCreated(true);
    toast.success(t.upload.created);
  }

  async function saveEdit(current: TSurfboard, input: TBoardInput) {
    try {
      await saveBoardEdit.mutateAsync({
        id: current._id,
        update: editPayload(input),
        images: imagesFormData(current, gallery),
      });
    } catch (err) {
      return fail(err, t.upload.updateFailed);
    }
    toast.success(t.upload.updated);
    onDone?.();
  }

  function fail(err: unknown, fallback?: string) {
    const error = err instanceof ApiError ? err : new ApiError(String(err), 0);
    if (error.status === 429) lockAfterRateLimit();
    for (const d of error.details ?? []) {
      const field = d.path.replace(/^body\./, '') as keyof TBoardFormValues;
      if (field in EMPTY_BOARD_FORM_VALUES) {
        setError(field, { message: d.message }, { shouldFocus: true });
      }
    }
    const message = error.status >= 500 && fallback ? fallback : uploadErrorMessage(error);
    setSummary(message);
    toast.error(message);
  }

  async function addReference(kind: 'brand' | 'model', name: string) {
    const title = name.trim();
    if (!title) return;
    let proposed;
    try {
      proposed = await propose.mutateAsync({
        kind,
        title,
        ...(kind === 'model' ? { brand: values.brand } : {}),
      });
    } catch {
      toast.error(t.form.newFailed);
      return;
    }
    setValue(kind, proposed._id, { shouldValidate: submitCount > 0, shouldDirty: true });
    if (kind === 'brand') setValue('model', '');
    setAdding(null);
    toast.success(
      proposed.created ? t.form.newAdded(proposed.title) : t.form.newExisting(proposed.title),
    );
  }

  function locate() {
    if (!navigator.geolocation) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setValue('location', {
          type: 'Point',
          coordinates: [pos.coords.longitude, pos.coords.latitude],
        });
        setLocating('done');
      },
      () => setLocating('failed'),
      { timeout: 10_000 },
    );
  }

  function addAnother() {
    reset(EMPTY_BOARD_FORM_VALUES);
    setGallery({ items: [], cover: 0 });
    setCreated(false);
    setShowRestored(false);
    window.scrollTo({ top: 0 });
  }

  if (created) {
    return (
      <div
        role="status"
        tabIndex={-1}
        // The form was long and scrolled: bring the result into view and give it the focus.
        ref={(el) => {
          el?.scrollIntoView({ block: 'center' });
          el?.focus({ preventScroll: true });
        }}
        className="scroll-mt-24 rounded-2xl bg-emerald-50 p-6 text-center ring-1 ring-emerald-200 outline-none"
      >
        <h3 className="text-xl font-bold text-emerald-900">{t.success.title}</h3>
        <p className="mt-2 text-emerald-900">{t.success.review}</p>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/profile/my-surfboards">{t.success.toMyBoards}</ButtonLink>
          <Button variant="secondary" onClick={addAnother}>
            {t.success.addAnother}
          </Button>
        </div>
      </div>
    );
  }

  const err = (name: keyof TBoardFormValues) => fieldMessage(errors[name]?.message);
  const brandSelect = register('brand');
  const modelSelect = register('model');

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-6">
      {showRestored && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sky-50 p-3 text-sky-900 ring-1 ring-sky-200">
          <span>{t.form.draftRestored}</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              draft.clear();
              reset(EMPTY_BOARD_FORM_VALUES);
              setShowRestored(false);
            }}
          >
            {t.form.discardDraft}
          </Button>
        </div>
      )}
      {editing && board?.moderationStatus === 'approved' && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t.form.reviewNote}</p>
      )}

      <Section title={t.form.sections.basics}>
        <Field label={t.form.title} error={err('title')} hint={t.form.titleHint}>
          {(p) => <input {...p} {...register('title')} className={controlClass} maxLength={120} />}
        </Field>
        <Field label={t.form.price} required error={err('price')}>
          {(p) => (
            <input
              {...p}
              {...register('price')}
              inputMode="decimal"
              className={controlClass}
              dir="ltr"
            />
          )}
        </Field>
        <PriceHint values={values} exclude={board?._id} />
        <Field label={t.form.condition} required error={err('condition')}>
          {(p) => (
            <select {...p} {...register('condition')} className={controlClass}>
              <option value="">{t.form.choose}</option>
              {BOARD_CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {opts.condition[c]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.form.category} required error={err('category')}>
          {(p) => (
            <select
              {...p}
              {...register('category')}
              value={listed(values.category, categories.data)}
              className={controlClass}
            >
              <option value="">{t.form.choose}</option>
              {categories.data?.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.form.brand} required error={err('brand')}>
          {(p) => (
            <select
              {...p}
              {...brandSelect}
              value={adding === 'brand' ? NEW : listed(values.brand, brands.data)}
              className={controlClass}
              onChange={(e) => {
                if (e.target.value === NEW) {
                  setAdding('brand');
                  return;
                }
                setAdding((a) => (a === 'brand' ? null : a));
                setValue('model', '');
                void brandSelect.onChange(e);
              }}
            >
              <option value="">{t.form.choose}</option>
              {brands.data?.map((b) => (
                <option key={b._id} value={b._id}>
                  {b.title}
                </option>
              ))}
              <option value={NEW}>{t.form.addNew}</option>
            </select>
          )}
        </Field>
        {adding === 'brand' && (
          <NewReference
            label={t.form.newBrandLabel}
            onAdd={(name) => addReference('brand', name)}
          />
        )}
        <Field
          label={t.form.model}
          error={err('model')}
          hint={values.brand ? undefined : t.form.chooseBrandFirst}
        >
          {(p) => (
            <select
              {...p}
              {...modelSelect}
              value={adding === 'model' ? NEW : listed(values.model, models.data)}
              disabled={!values.brand}
              className={controlClass}
              onChange={(e) => {
                if (e.target.value === NEW) {
                  setAdding('model');
                  return;
                }
                setAdding((a) => (a === 'model' ? null : a));
                void modelSelect.onChange(e);
              }}
            >
              <option value="">{t.form.none}</option>
              {models.data?.map((m) => (
                <option key={m._id} value={m._id}>
                  {m.title}
                </option>
              ))}
              <option value={NEW}>{t.form.addNew}</option>
            </select>
          )}
        </Field>
        {adding === 'model' && values.brand && (
          <NewReference
            label={t.form.newModelLabel}
            onAdd={(name) => addReference('model', name)}
          />
        )}
        <Field label={t.form.technology} error={err('technology')}>
          {(p) => (
            <select
              {...p}
              {...register('technology')}
              value={listed(values.technology, technologies.data)}
              className={controlClass}
            >
              <option value="">{t.form.none}</option>
              {technologies.data?.map((x) => (
                <option key={x._id} value={x._id}>
                  {x.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t.form.description}
          error={err('description')}
          className="flex flex-col gap-1 sm:col-span-2"
        >
          {(p) => (
            <textarea {...p} {...register('description')} rows={4} className={controlClass} />
          )}
        </Field>
      </Section>

      <Section title={t.form.sections.specs}>
        {(
          [
            ['length', true],
            ['width', false],
            ['thickness', false],
            ['volume', true],
          ] as const
        ).map(([name, required]) => (
          <Field key={name} label={t.form[name]} required={required} error={err(name)}>
            {(p) => (
              <input
                {...p}
                {...register(name)}
                inputMode="decimal"
                className={controlClass}
                dir="ltr"
              />
            )}
          </Field>
        ))}
        <Field label={t.form.finSetup} error={err('finSetup')}>
          {(p) => (
            <select {...p} {...register('finSetup')} className={controlClass}>
              <option value="">{t.form.choose}</option>
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.form.finSystem} error={err('finSystem')}>
          {(p) => (
            <select {...p} {...register('finSystem')} className={controlClass}>
              <option value="">{t.form.choose}</option>
              {FIN_SYSTEMS.map((f) => (
                <option key={f} value={f}>
                  {opts.finSystem[f]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.form.color} error={err('color')}>
          {(p) => <input {...p} {...register('color')} className={controlClass} maxLength={60} />}
        </Field>
        <Field label={t.form.skillLevel} error={err('skillLevel')}>
          {(p) => (
            <select {...p} {...register('skillLevel')} className={controlClass}>
              <option value="">{t.form.choose}</option>
              {SKILL_LEVELS.map((s) => (
                <option key={s} value={s}>
                  {opts.skillLevel[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.form.sellerType} error={err('sellerType')}>
          {(p) => (
            <select {...p} {...register('sellerType')} className={controlClass}>
              {SELLER_TYPES.map((s) => (
                <option key={s} value={s}>
                  {opts.sellerType[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="flex flex-col gap-2 sm:col-span-2">
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register('availability')} className="size-4" />
            {t.form.availability}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" {...register('showContact')} className="size-4" />
            {t.form.showContact}
          </label>
        </div>
      </Section>

      <Section title={t.form.sections.location}>
        <Field label={t.form.locationText} required error={err('locationText') ?? err('location')}>
          {(p) => <input {...p} {...register('locationText')} className={controlClass} />}
        </Field>
        <div className="flex flex-col justify-end gap-1">
          <Button variant="secondary" onClick={locate} disabled={locating === 'busy'}>
            {t.form.useMyLocation}
          </Button>
          {locating === 'done' && (
            <p className="text-sm text-emerald-700">{t.form.locationSaved}</p>
          )}
          {locating === 'failed' && (
            <p className="text-sm text-amber-800">{t.form.locationFailed}</p>
          )}
        </div>
      </Section>

      <Section title={t.form.sections.images} single>
        <ImagePicker value={gallery} onChange={setGallery} limits={BOARD_LIMITS} />
      </Section>

      {summary && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{t.form.errorSummary}</p>
          <p>{summary}</p>
        </div>
      )}
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t.form.submitting : editing ? t.form.submitEdit : t.form.submitCreate}
        </Button>
      </div>

      <Modal
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t.form.leaveTitle}
        closeLabel={heCommon.close}
        size="sm"
      >
        <p className="text-slate-700">{t.form.leaveText}</p>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {t.form.stay}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {t.form.leave}
          </Button>
        </div>
      </Modal>
    </form>
  );
}

function Section({
  title,
  children,
  single = false,
}: {
  title: string;
  children: ReactNode;
  single?: boolean;
}) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <legend className="px-1 text-lg font-bold text-slate-900">{title}</legend>
      <div className={single ? '' : 'grid gap-4 sm:grid-cols-2'}>{children}</div>
    </fieldset>
  );
}

function NewReference({ label, onAdd }: { label: string; onAdd: (name: string) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        className={controlClass}
        aria-describedby={`${id}-hint`}
        ref={focusOnMount}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onAdd(e.currentTarget.value);
          }
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {t.form.newHint}
      </p>
    </div>
  );
}
