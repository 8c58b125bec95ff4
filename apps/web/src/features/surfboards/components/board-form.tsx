import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import {
  EMPTY_BOARD_FORM_VALUES,
  ZBoardForm,
  type TBoardFormValues,
  type TBoardInput,
} from '@galim/shared/surfboards/form';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { useCompleteProfile } from '../../../lib/queries/me';
import { usePublishBoard, useSaveBoardEdit } from '../api/manage-boards';
import { hasContent, loadDraft, useDraft } from '../../../lib/draft';
import {
  editPayload,
  galleryChanged,
  galleryOf,
  imagesFormData,
  publishFormData,
} from '../lib/board-payload';
import { uploadErrorMessage } from '../lib/error-texts';
import { lockAfterRateLimit, tryStartUpload } from '../lib/upload-lock';
import { ImagePicker, type GalleryValue } from '../../../components/images/image-picker';
import { BasicsSection } from './board-form/basics-section';
import {
  FIELD_ORDER,
  reviewedFieldChanged,
  draftValues,
  valuesOf,
  type ErrorOf,
} from './board-form/board-values';
import {
  CONTACT_PHONE_ID,
  checkContactPhone,
  ContactPhoneSection,
} from './board-form/contact-phone-section';
import { DraftRestored, ErrorSummary, PublishSuccess } from './board-form/form-notices';
import { LeaveGuard } from './board-form/leave-guard';
import { LocationSection } from './board-form/location-section';
import { Section } from './board-form/section';
import { SpecsSection } from './board-form/specs-section';
import { schemaResolver } from '../../../lib/form-resolver';

const t = surfboardsManageTexts;
/** Where the publish form keeps its draft (24 hours, images excluded). */
export const BOARD_DRAFT_KEY = 'galim.boardDraft';

export function BoardForm({
  board,
  onDone,
  intro,
}: {
  /** Edit this board; without it the form publishes a new one. */
  board?: TSurfboard;
  /** After a successful edit (the modal closes). */
  onDone?: () => void;
  /** What the page says about filling the form in: shown with the form, not with the success. */
  intro?: ReactNode;
}) {
  const editing = Boolean(board);
  const toast = useToast();
  const publish = usePublishBoard();
  const { user } = useAuth();
  const completeProfile = useCompleteProfile();
  // A seller without a phone gives one with the first board (buyers reach sellers on WhatsApp).
  const askPhone = !editing && Boolean(user) && !user?.phone;
  const [contactPhone, setContactPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const saveBoardEdit = useSaveBoardEdit();
  const [restored] = useState(() => {
    const draft = editing ? null : loadDraft<Partial<TBoardFormValues>>(BOARD_DRAFT_KEY);
    return draft && draftValues(draft);
  });
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const form = useForm<TBoardFormValues, unknown, TBoardInput>({
    defaultValues: board ? valuesOf(board) : { ...EMPTY_BOARD_FORM_VALUES, ...restored },
    resolver: schemaResolver(ZBoardForm),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // onInvalid focuses the first bad field in the order the form shows them.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    control,
    setError,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  const values = useWatch({ control });
  const [gallery, setGallery] = useState<GalleryValue>(() => galleryOf(board));
  const [created, setCreated] = useState(false);
  const [summary, setSummary] = useState<string[] | null>(null);

  // Draft: saved 1 s after the last change, images excluded (create only).
  const typed = hasContent(values as Record<string, unknown>, EMPTY_BOARD_FORM_VALUES);
  const dirty = !editing && !created && (typed || gallery.items.length > 0);
  const draft = useDraft(BOARD_DRAFT_KEY, values, {
    enabled: !editing && !created,
    worthSaving: () => typed,
  });

  function onInvalid(errs: FieldErrors<TBoardFormValues>) {
    // Every bad field's message in the order the form shows them, and the focus on the first.
    const bad = FIELD_ORDER.filter((name) => errs[name]);
    const first = bad[0];
    const messages = bad.flatMap((name) => errs[name]?.message ?? []);
    if (askPhone) {
      const checked = checkContactPhone(contactPhone);
      setPhoneError(checked.ok ? null : checked.message);
      if (!checked.ok) messages.push(checked.message);
    }
    setSummary(messages.length ? messages : [t.upload.invalid]);
    if (first) setFocus(first, { shouldSelect: false });
  }

  async function onValid(input: TBoardInput) {
    setSummary(null);
    const checked = askPhone ? checkContactPhone(contactPhone) : null;
    if (checked && !checked.ok) {
      setPhoneError(checked.message);
      setSummary([checked.message]);
      document.getElementById(CONTACT_PHONE_ID)?.focus();
      return;
    }
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
    if (checked?.ok && user) {
      try {
        await completeProfile.mutateAsync({
          firstName: user.firstName ?? '',
          lastName: user.lastName ?? '',
          phone: checked.phone,
        });
      } catch (err) {
        return fail(err);
      }
    }
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
    let saved: TSurfboard;
    try {
      saved = await saveBoardEdit.mutateAsync({
        id: current._id,
        update: editPayload(input),
        images: imagesFormData(current, gallery),
      });
    } catch (err) {
      return fail(err, t.upload.updateFailed);
    }
    // The server decides (docs/decisions/009); say so when the edit sent the board back.
    const resubmitted =
      current.moderationStatus !== 'pending' && saved.moderationStatus === 'pending';
    toast.success(resubmitted ? t.upload.updatedForReview : t.upload.updated);
    onDone?.();
  }

  /** The API's field errors onto their fields, and its message in the summary and a toast. */
  function fail(err: unknown, fallback?: string) {
    const error = err instanceof ApiError ? err : new ApiError(String(err), 0);
    if (error.status === 429) lockAfterRateLimit();
    for (const d of error.details ?? []) {
      const field = d.path.replace(/^body\./, '') as keyof TBoardFormValues;
      if (field in EMPTY_BOARD_FORM_VALUES) {
        setError(field, { message: d.message }, { shouldFocus: true });
      }
    }
    const message =
      error.status >= 500 && fallback && error.code !== 'SERVER_BUSY'
        ? fallback
        : uploadErrorMessage(error);
    setSummary([message]);
    toast.error(message);
  }

  function addAnother() {
    reset(EMPTY_BOARD_FORM_VALUES);
    setGallery({ items: [], cover: 0 });
    setCreated(false);
    setShowRestored(false);
    window.scrollTo({ top: 0 });
  }

  if (created) return <PublishSuccess onAddAnother={addAnother} />;

  const err: ErrorOf = (name) => errors[name]?.message;
  const backToReview =
    board?.moderationStatus === 'approved' &&
    (reviewedFieldChanged(board, values) || galleryChanged(board, gallery));

  return (
    <>
      {intro}
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-6">
        {showRestored && (
          <DraftRestored
            onDiscard={() => {
              draft.clear();
              reset(EMPTY_BOARD_FORM_VALUES);
              setShowRestored(false);
            }}
          />
        )}

        {askPhone && (
          <ContactPhoneSection
            value={contactPhone}
            error={phoneError}
            onChange={(value) => {
              setContactPhone(value);
              if (phoneError) setPhoneError(null);
            }}
          />
        )}
        <BasicsSection form={form} values={values} err={err} boardId={board?._id} />
        <SpecsSection register={register} err={err} />
        <LocationSection form={form} err={err} />
        <Section title={t.form.sections.images} single>
          <ImagePicker value={gallery} onChange={setGallery} limits={BOARD_LIMITS} />
        </Section>

        {summary && <ErrorSummary messages={summary} />}
        <div className="flex flex-col gap-3">
          {/* Beside the save button, where the seller looks before saving; announced when shown. */}
          <div aria-live="polite">
            {backToReview && (
              <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
                {t.form.reviewNote}
              </p>
            )}
          </div>
          <div className="flex justify-end">
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? t.form.submitting : editing ? t.form.submitEdit : t.form.submitCreate}
            </Button>
          </div>
        </div>

        <LeaveGuard dirty={dirty} />
      </form>
    </>
  );
}
