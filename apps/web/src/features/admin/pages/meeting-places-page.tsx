import { useState } from 'react';
import { isCity } from '@galim/shared/geo/cities';
import type { TAdminMeetingPlace } from '@galim/shared/meetings/schemas';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { meetingPlacesAdminTexts as t } from '../../../i18n/he/meeting-places-admin';
import { meetingsTexts } from '../../../i18n/he/meetings';
import { nearTexts } from '../../../i18n/he/near';
import { useAdminMeetingPlaces, useMeetingPlaceMutations } from '../api/meeting-places-admin';
import { MeetingPlaceForm } from '../components/meeting-place-form';

const cityName = (city: string) => (isCity(city) ? nearTexts.cityName(city) : city);

/** /admin/meeting-places: the safe places to meet offered in threads (issue 56 §3). */
export default function AdminMeetingPlacesPage() {
  const list = useAdminMeetingPlaces();
  const { create, update, remove } = useMeetingPlaceMutations();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TAdminMeetingPlace | null>(null);

  const toggle = (p: TAdminMeetingPlace) =>
    update.mutate(
      { id: p._id, input: { active: !p.active } },
      {
        onSuccess: () => toast.success(t.saved),
        onError: (err) => toast.error(t.failed + err.message),
      },
    );

  return (
    <section aria-labelledby="meeting-places-title">
      <h2 id="meeting-places-title" className="mb-2 text-2xl font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="mb-4 text-slate-700">{t.intro}</p>
      <Button className="mb-4" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
        {adding ? t.closeAdd : t.add}
      </Button>
      {adding && (
        <MeetingPlaceForm
          title={t.addTitle}
          onSave={async (input) => {
            await create.mutateAsync(input);
            toast.success(t.saved);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {list.isPending ? (
        <div role="status" className="grid gap-2">
          <span className="sr-only">{t.loading}</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16" />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState
          title={t.loadFailed}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : list.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.map((p) =>
            editingId === p._id ? (
              <li key={p._id}>
                <MeetingPlaceForm
                  place={p}
                  title={t.editTitle(p.nameHe)}
                  onSave={async (input) => {
                    await update.mutateAsync({ id: p._id, input });
                    toast.success(t.saved);
                    setEditingId(null);
                  }}
                  onCancel={() => setEditingId(null)}
                />
              </li>
            ) : (
              <li
                key={p._id}
                className={`flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200 ${p.active ? '' : 'opacity-80'}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-bold text-slate-900">
                    <bdi>{p.nameHe}</bdi>
                  </h3>
                  <span
                    className={`rounded-full px-2 py-0.5 text-sm font-medium ${p.active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}`}
                  >
                    {p.active ? t.shown : t.hidden}
                  </span>
                </div>
                <p dir="ltr" className="text-sm text-slate-700 text-match-parent">
                  <bdi>{p.nameEn}</bdi>
                </p>
                <p className="text-sm text-slate-700">
                  {cityName(p.city)} · {meetingsTexts.kind[p.kind]} · <bdi>{p.addressHe}</bdi>
                </p>
                <p dir="ltr" className="text-sm text-slate-600 text-match-parent">
                  <bdi>{p.addressEn}</bdi> · {p.lat}, {p.lng}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setEditingId(p._id)}
                    aria-label={t.editLabel(p.nameHe)}
                  >
                    {t.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={update.isPending}
                    onClick={() => toggle(p)}
                    aria-label={p.active ? t.hideLabel(p.nameHe) : t.showLabel(p.nameHe)}
                  >
                    {p.active ? t.hide : t.show}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-red-700"
                    onClick={() => setDeleting(p)}
                    aria-label={t.deleteLabel(p.nameHe)}
                  >
                    {t.delete}
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t.confirmTitle}
        closeLabel={t.cancel}
        size="sm"
      >
        <p className="text-slate-800">{deleting && t.confirmDelete(deleting.nameHe)}</p>
        <div className="mt-5 flex gap-2">
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              deleting &&
              remove.mutate(deleting._id, {
                onSuccess: ({ removed }) => toast.success(removed ? t.deleted : t.hiddenInstead),
                onError: (err) => toast.error(t.failed + err.message),
                onSettled: () => setDeleting(null),
              })
            }
          >
            {t.delete}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t.cancel}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
