import { useState, type ReactNode } from 'react';
import { get, useForm, type FieldErrors } from 'react-hook-form';
import type { TGearInput, TListing } from '@galim/shared/listings/form';
import {
  emptyGearFormValues,
  gearFormSchema,
  type TGearFormValues,
} from '@galim/shared/listings/gear-form';
import { describeKinds } from '@galim/shared/listings/describe';
import type { TListingKind } from '@galim/shared/listings/kinds';
import { BOARD_LIMITS } from '@galim/shared/surfboards/options';
import { ImagePicker, type GalleryValue } from '../../../components/images/image-picker';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { gearTexts } from '../../../i18n/he/gear';
import { gearPublishTexts } from '../../../i18n/he/gear-publish';
import { LANGUAGE } from '../../../i18n/he/locale';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import { schemaResolver } from '../../../lib/form-resolver';
import { useCompleteProfile } from '../../../lib/queries/me';
import { usePublishListing, useSaveListingEdit } from '../../../lib/queries/publish-listing';
import { listingErrorMessage } from '../lib/listing-errors';
import { galleryOf, imagesFormData } from '../lib/board-payload';
import { listingFormData } from '../lib/listing-payload';
import { lockAfterRateLimit, tryStartUpload } from '../lib/upload-lock';
import {
  CONTACT_PHONE_ID,
  checkContactPhone,
  ContactPhoneSection,
} from './board-form/contact-phone-section';
import { ErrorSummary } from './board-form/form-notices';
import { LocationFields } from './board-form/location-section';
import { Section } from './board-form/section';
import { AttributeField } from './gear-form/attribute-field';
import { GearBasics } from './gear-form/gear-basics';
import {
  COMMON_FIELD_ORDER,
  gearFormValuesOf,
  gearUpdateOf,
  type GearErrorOf,
  type GearFieldName,
} from './gear-form/gear-form-values';
import { GearPublished } from './gear-form/gear-success';

const t = gearPublishTexts;
const board = surfboardsManageTexts;
/** Every kind's declarations, worded in this build's language, as GET /api/listings/kinds says. */
const KINDS = describeKinds(gearTexts, LANGUAGE);

/**
 * The publish form of one kind of gear other than boards: the common fields, then only the
 * kind's attributes, drawn from its declarations; checked with the API's rules before it goes,
 * and the API's field errors shown at their fields when it refuses. Mount it with `key={kind}`:
 * a kind's form starts empty. Given a listing, it is that listing's edit form, filled in with it
 * and its photos (kept, removed, added, reordered, as a board's edit).
 */
export function GearForm({
  kind,
  intro,
  listing,
  onDone,
}: {
  kind: Exclude<TListingKind, 'board'>;
  /** What the page says about filling the form in: shown with the form, not with the success. */
  intro?: ReactNode;
  /** Edit this listing (of `kind`); without it the form publishes a new one. */
  listing?: TListing;
  /** After a successful edit (the modal closes). */
  onDone?: () => void;
}) {
  const info = KINDS.find((k) => k.kind === kind)!;
  const toast = useToast();
  const publish = usePublishListing();
  const saveListingEdit = useSaveListingEdit();
  const { user } = useAuth();
  const completeProfile = useCompleteProfile();
  // A seller without a phone gives one with the first listing, as with a first board.
  const askPhone = !listing && Boolean(user) && !user?.phone;
  const [contactPhone, setContactPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [resolver] = useState(() => schemaResolver(gearFormSchema(kind, gearTexts)));
  const form = useForm<TGearFormValues, unknown, TGearInput>({
    defaultValues: listing ? gearFormValuesOf(listing) : emptyGearFormValues(kind),
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // onInvalid focuses the first bad field in the order the form shows them.
    shouldFocusError: false,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  // A listing's edit starts from its photos; the publish form from none.
  const [gallery, setGallery] = useState<GalleryValue>(() => galleryOf(listing));
  const [created, setCreated] = useState<TListing | null>(null);
  const [summary, setSummary] = useState<string[] | null>(null);

  const fieldOrder: GearFieldName[] = [
    ...COMMON_FIELD_ORDER,
    ...info.attributes.map((a) => `attributes.${a.key}` as const),
    'locationText',
    'location',
  ];
  const messageOf = (errs: FieldErrors<TGearFormValues>, name: GearFieldName) => {
    const error: { message?: unknown } | undefined = get(errs, name);
    const message = error?.message;
    return typeof message === 'string' && message ? message : undefined;
  };

  function onInvalid(errs: FieldErrors<TGearFormValues>) {
    // Every bad field's message in the order the form shows them, and the focus on the first.
    const bad = fieldOrder.filter((name) => messageOf(errs, name));
    const messages = bad.flatMap((name) => messageOf(errs, name) ?? []);
    if (askPhone) {
      const checked = checkContactPhone(contactPhone);
      setPhoneError(checked.ok ? null : checked.message);
      if (!checked.ok) messages.push(checked.message);
    }
    setSummary(messages.length ? messages : [board.upload.invalid]);
    if (bad[0]) setFocus(bad[0], { shouldSelect: false });
  }

  async function onValid(input: TGearInput) {
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
          ? `${board.upload.rateLimited} · ${board.form.locked(gate.minutes)}`
          : board.upload.tooFast,
      );
      return;
    }
    if (listing) return saveEdit(listing, input);
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
    let published: TListing;
    try {
      published = await publish.mutateAsync(listingFormData(input, gallery));
    } catch (err) {
      return fail(err);
    }
    setCreated(published);
    toast.success(t.created);
  }

  async function saveEdit(current: TListing, input: TGearInput) {
    let saved: TListing;
    try {
      saved = await saveListingEdit.mutateAsync({
        id: current._id,
        update: gearUpdateOf(input, current),
        images: imagesFormData(current, gallery),
      });
    } catch (err) {
      return fail(err);
    }
    // The server decides what goes back to review; say so when this edit sent it back.
    const resubmitted =
      current.moderationStatus !== 'pending' && saved.moderationStatus === 'pending';
    toast.success(resubmitted ? t.edit.updatedForReview : t.edit.updated);
    onDone?.();
  }

  /** The API's field errors (`body.price`, `body.attributes.thickness`) onto their fields. */
  function fail(err: unknown) {
    const error = err instanceof ApiError ? err : new ApiError(String(err), 0);
    if (error.status === 429) lockAfterRateLimit();
    const fields = (error.details ?? [])
      .map((d) => ({ name: d.path.replace(/^body\./, ''), message: d.message }))
      .filter((d): d is { name: GearFieldName; message: string } =>
        (fieldOrder as string[]).includes(d.name),
      );
    for (const { name, message } of fields) setError(name, { message });
    const first = fieldOrder.find((name) => fields.some((f) => f.name === name));
    if (first) setFocus(first, { shouldSelect: false });
    const message = listingErrorMessage(error);
    setSummary([message]);
    toast.error(message);
  }

  function addAnother() {
    reset(emptyGearFormValues(kind));
    setGallery({ items: [], cover: 0 });
    setCreated(null);
    window.scrollTo({ top: 0 });
  }

  if (created) return <GearPublished listing={created} onAddAnother={addAnother} />;

  const err: GearErrorOf = (name) => messageOf(errors, name);

  return (
    <>
      {intro}
      <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="flex flex-col gap-6">
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
        <Section title={t.sections.basics}>
          <GearBasics kind={kind} form={form} err={err} />
        </Section>
        {info.attributes.length > 0 && (
          <Section title={t.sections.details}>
            {info.attributes.map((attribute) => (
              <AttributeField
                key={attribute.key}
                attribute={attribute}
                form={form}
                error={err(`attributes.${attribute.key}`)}
              />
            ))}
          </Section>
        )}
        <Section title={board.form.sections.location}>
          <LocationFields
            field={register('locationText')}
            error={err('locationText') ?? err('location')}
            located={false}
            onLocated={(point) => setValue('location', point)}
          />
        </Section>
        <Section title={t.sections.images} single>
          <ImagePicker
            value={gallery}
            onChange={setGallery}
            limits={BOARD_LIMITS}
            label={t.imagesLabel}
          />
        </Section>

        {summary && <ErrorSummary messages={summary} />}
        {listing?.moderationStatus === 'approved' && (
          <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {t.edit.reviewNote}
          </p>
        )}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t.submitting : listing ? t.edit.submit : t.submit}
          </Button>
        </div>
      </form>
    </>
  );
}
