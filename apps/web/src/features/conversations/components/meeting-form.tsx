import { useState, type FormEvent } from 'react';
import { israelDate, israelInstant, israelTime } from '@galim/shared/israel-time';
import type { TMeeting, TMeetingProposal } from '@galim/shared/meetings/schemas';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form/field';
import { Input, Select } from '../../../components/ui/form/input';
import { meetingsTexts } from '../../../i18n/he/meetings';
import { useMeetingPlaces, type MeetNear } from '../../../lib/queries/meeting-places';
import { useSend } from '../../../lib/use-send';

const t = meetingsTexts;

/**
 * A meeting at a safe place (or a change of one): a place from the list nearest the board, a
 * day and an hour in Israel time. The server's refusal (a time past or too far, a place gone)
 * is shown under the form as it words it.
 */
export function MeetingForm({
  title,
  near,
  current,
  onSend,
  onCancel,
}: {
  title: string;
  near: MeetNear;
  /** The meeting being changed: its place, day and hour fill the form. */
  current?: TMeeting;
  /** Resolves when sent; rejects with an Error whose message is shown. */
  onSend: (proposal: TMeetingProposal) => Promise<unknown>;
  onCancel: () => void;
}) {
  const places = useMeetingPlaces(near);
  const [placeId, setPlaceId] = useState(current?.place._id ?? '');
  const [day, setDay] = useState(current ? israelDate(new Date(current.at)) : '');
  const [hour, setHour] = useState(current ? israelTime(new Date(current.at)) : '');
  // Today in Israel: the first day the picker offers (the server checks the hour).
  const [today] = useState(() => israelDate());
  const [placeError, setPlaceError] = useState<string | null>(null);
  const [timeError, setTimeError] = useState<string | null>(null);
  const { sending, error, run } = useSend(onSend);

  const list = places.data ?? [];
  // A changed meeting's place stays a choice even when the list near the board leaves it out.
  const options = [
    ...(current && !list.some((p) => p._id === current.place._id) ? [current.place] : []),
    ...list,
  ].map((p) => ({
    value: p._id,
    label: `${p.name} (${t.kind[p.kind]})${p.distanceKm !== undefined ? ` · ${t.km(p.distanceKm)}` : ''}`,
  }));

  async function send(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const at = israelInstant(day, hour);
    setPlaceError(placeId ? null : t.needPlace);
    setTimeError(at ? null : t.needTime);
    if (!placeId || !at) return;
    await run({ placeId, at });
  }

  return (
    <form
      onSubmit={(e) => void send(e)}
      noValidate
      aria-label={title}
      className="flex flex-col gap-3 rounded-2xl bg-sky-50 p-3 ring-1 ring-sky-200"
    >
      <h3 className="font-bold text-slate-900">{title}</h3>
      {places.isPending ? (
        <p role="status" className="text-slate-700">
          {t.placesLoading}
        </p>
      ) : places.isError && !current ? (
        <p role="alert" className="text-red-700">
          {t.placesError}
        </p>
      ) : options.length === 0 ? (
        <p role="status" className="text-slate-700">
          {t.noPlaces}
        </p>
      ) : (
        <Field label={t.placeLabel} error={placeError} required>
          {(control) => (
            <Select
              {...control}
              value={placeId}
              onChange={(e) => setPlaceId(e.target.value)}
              options={options}
              placeholder={t.placeChoose}
            />
          )}
        </Field>
      )}
      <div className="flex flex-wrap gap-3">
        <Field label={t.dayLabel} error={timeError} required className="flex flex-1 flex-col gap-1">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={day}
              min={today}
              onChange={(e) => setDay(e.target.value)}
              dir="ltr"
            />
          )}
        </Field>
        <Field
          label={t.hourLabel}
          hint={t.timeHint}
          required
          className="flex flex-1 flex-col gap-1"
        >
          {(control) => (
            <Input
              {...control}
              type="time"
              value={hour}
              onChange={(e) => setHour(e.target.value)}
              dir="ltr"
            />
          )}
        </Field>
      </div>
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={sending || options.length === 0}>
          {sending ? t.sending : t.send}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
