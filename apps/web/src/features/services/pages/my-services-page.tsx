import { useState } from 'react';
import { Link } from 'react-router';
import type { TService } from '@galim/shared/services/schemas';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { servicesTexts } from '../../../i18n/he/services';
import { commonTexts } from '../../../i18n/he/shell';
import { useAuth } from '../../../lib/auth/auth-context';
import { useDeleteService, useMyServices } from '../api/services-api';
import { imageUrl } from '@galim/shared/images';
import { TypeIcon } from '../../../components/services/service-card';
import { ServicePrice, StatusBadge } from '../../../components/services/service-price';
import { truncateText } from '@galim/shared/services/price';

const t = servicesTexts;

function ServiceMenu({ s, onDelete }: { s: TService; onDelete: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = `menu-${s._id}`;
  return (
    <div className="relative">
      <button
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t.actionsFor(s.title)}
        onClick={() => setOpen((v) => !v)}
        className="rounded-lg px-3 py-1 text-xl leading-none text-slate-700 hover:bg-slate-100"
      >
        ⋮
      </button>
      {open && (
        <ul
          id={menuId}
          className="absolute end-0 z-20 mt-1 w-36 overflow-hidden rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
        >
          <li>
            <Link
              className="block px-4 py-2 hover:bg-slate-50"
              to={`/services/${s.serviceType}/${s._id}`}
            >
              {t.view}
            </Link>
          </li>
          <li>
            <Link
              className="block px-4 py-2 hover:bg-slate-50"
              to={`/services/${s.serviceType}/${s._id}/edit`}
            >
              {t.edit}
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="block w-full px-4 py-2 text-start text-red-700 hover:bg-red-50"
              onClick={() => {
                setOpen(false);
                onDelete();
              }}
            >
              {t.delete}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** /profile/my-services. */
export default function ProfileMyServicesPage() {
  const { user } = useAuth();
  const query = useMyServices(user?._id);
  const remove = useDeleteService();
  const toast = useToast();
  const [toDelete, setToDelete] = useState<TService | null>(null);

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t.myTitle}</h1>
        <ButtonLink to="/services/create">+ {t.addService}</ButtonLink>
      </div>
      {query.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
          {query.error.message}
          <Button variant="secondary" size="sm" className="ms-3" onClick={() => query.refetch()}>
            {commonTexts.retry}
          </Button>
        </div>
      ) : query.data.services.length === 0 ? (
        <EmptyState
          title={t.myEmpty}
          text={t.myEmptyText}
          action={<ButtonLink to="/services/create">{t.addService}</ButtonLink>}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.services.map((s) => (
            <li key={s._id} className="flex gap-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              {/* The uploaded cover in the same 4:3 crop as every card; the type's icon without one. */}
              {s.coverImage ? (
                <img
                  src={imageUrl(s.coverImage, 320)}
                  alt=""
                  loading="lazy"
                  className="aspect-[4/3] w-24 shrink-0 self-start rounded-xl object-cover sm:w-36"
                />
              ) : (
                <div className="flex aspect-[4/3] w-24 shrink-0 items-center justify-center self-start rounded-xl bg-sky-50 text-sky-800 sm:w-36">
                  <TypeIcon type={s.serviceType} className="size-10" />
                </div>
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <StatusBadge status={s.status} />
                  <span className="text-sm text-slate-600">{t.types[s.serviceType]}</span>
                </div>
                <h2 className="text-lg font-bold text-slate-900">
                  <Link to={`/services/${s.serviceType}/${s._id}`} className="hover:underline">
                    <bdi>{s.title}</bdi>
                  </Link>
                </h2>
                <p dir="auto" className="text-sm text-slate-700 text-match-parent">
                  {truncateText(s.description, 120)}
                </p>
                {s.status === 'rejected' && s.statusNotes && (
                  <p className="text-sm text-red-800">
                    {t.rejectionNote} {s.statusNotes}
                  </p>
                )}
                <p className="flex flex-wrap gap-3 text-sm text-slate-600">
                  <ServicePrice service={s} className="font-semibold text-sky-800" />
                  <span>{t.views(s.viewCount)}</span>
                </p>
              </div>
              <ServiceMenu s={s} onDelete={() => setToDelete(s)} />
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={Boolean(toDelete)}
        onClose={() => setToDelete(null)}
        title={t.deleteTitle}
        closeLabel={commonTexts.close}
        size="sm"
      >
        <p className="mb-4 text-slate-700">{toDelete && t.deleteConfirm(toDelete.title)}</p>
        <div className="flex gap-2">
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              toDelete &&
              remove.mutate(toDelete, {
                onSuccess: () => {
                  toast.success(t.deleted);
                  setToDelete(null);
                },
                onError: (e) => toast.error(`${t.deleteFailed}: ${e.message}`),
              })
            }
          >
            {t.delete}
          </Button>
          <Button variant="ghost" onClick={() => setToDelete(null)}>
            {commonTexts.cancel}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
