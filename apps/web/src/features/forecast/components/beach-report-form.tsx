import { useState, type FormEvent } from 'react';
import {
  BEACH_REPORT_CROWDS,
  BEACH_REPORT_LIMITS,
  BEACH_REPORT_SIZES,
  BEACH_REPORT_SURFACES,
  type TBeachReportCrowd,
  type TBeachReportSize,
  type TBeachReportSurface,
} from '@galim/shared/beach-reports/options';
import { Button } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { beachReportsTexts as t } from '../../../i18n/he/beach-reports';
import { usePostBeachReport } from '../api/beach-reports';

/** The browser's location, asked now and only now; null when refused or unknown in 10 s. */
function currentPlace(): Promise<{ lat: number; lng: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  });
}

function Choices<T extends string>({
  name,
  legend,
  values,
  labels,
  value,
  onChange,
}: {
  name: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T | null;
  onChange: (v: T) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((v) => (
          <label
            key={v}
            className="flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 ring-1 ring-slate-300 has-[:checked]:bg-sky-100 has-[:checked]:ring-sky-600"
          >
            <input
              type="radio"
              name={name}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
            />
            {labels[v]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The report form, in a dialog: size, surface and crowd as radio buttons, an optional photo and
 * text (with its count), and "שתפו מיקום לאישור מהחוף", which asks for the location only when
 * the report is sent.
 */
export function BeachReportForm({
  spotId,
  spotName,
  onClose,
}: {
  spotId: string;
  spotName: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const post = usePostBeachReport(spotId);
  const [size, setSize] = useState<TBeachReportSize | null>(null);
  const [surface, setSurface] = useState<TBeachReportSurface | null>(null);
  const [crowd, setCrowd] = useState<TBeachReportCrowd | null>(null);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [share, setShare] = useState(false);
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A send without the three choices asks for them until they are all chosen, and no longer.
  const [tried, setTried] = useState(false);
  const max = BEACH_REPORT_LIMITS.textMax;
  const shownError = tried && (!size || !surface || !crowd) ? t.choose : error;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTried(true);
    setError(null);
    if (!size || !surface || !crowd) return;
    let place: { lat: number; lng: number } | null = null;
    if (share) {
      setLocating(true);
      place = await currentPlace();
      setLocating(false);
      if (!place) toast.show(t.noLocation, 'info');
    }
    const trimmed = text.trim();
    post.mutate(
      {
        report: { size, surface, crowd, ...(trimmed ? { text: trimmed } : {}), ...(place ?? {}) },
        photo,
      },
      {
        onSuccess: ({ photoError }) => {
          if (photoError) toast.error(t.sentNoPhoto(photoError));
          else toast.success(t.sent);
          onClose();
        },
        onError: (err) => setError(err.message),
      },
    );
  }

  const busy = locating || post.isPending;
  return (
    <Modal open onClose={onClose} title={t.formTitle(spotName)} closeLabel={t.close}>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate>
        <Choices
          name="size"
          legend={t.size}
          values={BEACH_REPORT_SIZES}
          labels={t.sizes}
          value={size}
          onChange={setSize}
        />
        <Choices
          name="surface"
          legend={t.surface}
          values={BEACH_REPORT_SURFACES}
          labels={t.surfaces}
          value={surface}
          onChange={setSurface}
        />
        <Choices
          name="crowd"
          legend={t.crowd}
          values={BEACH_REPORT_CROWDS}
          labels={t.crowds}
          value={crowd}
          onChange={setCrowd}
        />
        {/* A real file input, hidden from sight but not from the keyboard or a screen reader,
            under a button drawn like the form's own; its label names it. */}
        <div className="flex flex-col gap-1">
          <label htmlFor="beach-report-photo" className="font-semibold text-slate-800">
            {t.photo}
          </label>
          <div className="flex flex-wrap items-center gap-2">
            <span className="relative inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-2 font-medium text-sky-800 ring-1 ring-slate-300 hover:bg-sky-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-600">
              <span aria-hidden="true">📷</span>
              {photo ? t.photoChange : t.photoChoose}
              <input
                id="beach-report-photo"
                type="file"
                accept="image/*"
                aria-describedby="beach-report-photo-note"
                className="absolute inset-0 cursor-pointer opacity-0"
                onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
              />
            </span>
            {photo && <bdi className="min-w-0 truncate text-sm text-slate-700">{photo.name}</bdi>}
          </div>
          <span id="beach-report-photo-note" className="text-xs text-slate-600">
            {t.photoNote}
          </span>
        </div>
        <label className="flex flex-col gap-1 font-semibold text-slate-800">
          {t.text}
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            rows={3}
            maxLength={max}
            aria-describedby="beach-report-count"
            className={`font-normal ${controlClass}`}
          />
          <span
            id="beach-report-count"
            aria-live="polite"
            className="self-end text-xs font-normal text-slate-600"
            dir="ltr"
          >
            {t.count(text.length, max)}
          </span>
        </label>
        <div>
          <label className="flex items-start gap-2 font-semibold text-slate-800">
            <input
              type="checkbox"
              className="mt-1"
              checked={share}
              aria-describedby="beach-report-share-note"
              onChange={(e) => setShare(e.target.checked)}
            />
            {t.share}
          </label>
          <p id="beach-report-share-note" className="ms-6 text-xs text-slate-600">
            {t.shareNote}
          </p>
        </div>
        {shownError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-900">
            {shownError}
          </p>
        )}
        <div className="flex gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? t.sending : t.send}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
