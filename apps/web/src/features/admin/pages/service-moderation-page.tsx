import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../../i18n/he/format';
import { imageUrl } from '@galim/shared/images';
import {
  SERVICE_STATUSES,
  SERVICE_TYPES,
  type TServiceStatus,
  type TServiceType,
} from '@galim/shared/services/options';
import { priceDistance } from '@galim/shared/services/price-range';
import type { TService, TServicePriceMedians, TServiceStats } from '@galim/shared/services/schemas';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { adminTexts } from '../../../i18n/he/admin';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { commonTexts, pagesTexts } from '../../../i18n/he/shell';
import {
  useModerateService,
  useServicesForModeration,
  useServiceStats,
} from '../api/services-admin';
import { FieldList } from '../components/field-list';
import { NotesPrompt } from '../components/notes-prompt';
import { StatusTabs } from '../components/status-tabs';

const t = adminTexts.services;
const m = adminTexts.moderation;
/** The detail modal shows the cover and up to 4 extra images. */
const MAX_EXTRA_IMAGES = 4;

/** The kind the page opens on: the first with a service waiting (#42 item 16). */
const firstWaitingType = (stats: TServiceStats | undefined): TServiceType | undefined =>
  SERVICE_TYPES.find((v) => (stats?.byType[v]?.pending ?? 0) > 0);

export default function ServiceModerationPage() {
  // Until the moderator picks a kind, the page shows the first kind with a waiting service.
  const [chosenType, setType] = useState<TServiceType | null>(null);
  const [status, setStatus] = useState<TServiceStatus>('pending');
  const [open, setOpen] = useState<TService | null>(null);
  const stats = useServiceStats();
  const type = chosenType ?? firstWaitingType(stats.data) ?? 'surf-instructor';
  const list = useServicesForModeration(type, status, chosenType !== null || !stats.isPending);
  const typeCounts = stats.data?.byType[type];
  const medians = list.data?.priceMedians ?? {};
  const overall = stats.data;

  return (
    <section aria-labelledby="service-moderation-title">
      <h2 id="service-moderation-title" className="mb-4 text-2xl font-bold text-slate-900">
        {adminTexts.menu['service-moderation']}
      </h2>
      {overall && (
        <dl className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(['pending', 'approved', 'rejected', 'total'] as const).map((k) => (
            <div key={k} className="rounded-xl border border-slate-200 bg-white p-3">
              <dt className="text-sm text-slate-600">{m.status[k]}</dt>
              <dd className="text-2xl font-bold text-slate-900">{overall[k]}</dd>
            </div>
          ))}
        </dl>
      )}
      <StatusTabs
        label={t.typesLabel}
        value={type}
        onChange={setType}
        options={SERVICE_TYPES.map((v) => ({
          value: v,
          label: t.types[v]!,
          count: stats.data?.byType[v]?.total,
        }))}
      />
      <StatusTabs
        label={m.tabsLabel}
        value={status}
        onChange={setStatus}
        options={SERVICE_STATUSES.map((s) => ({
          value: s,
          label: m.status[s],
          count: typeCounts?.[s],
        }))}
      />
      {list.isPending ? (
        <div className="grid gap-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : list.isError ? (
        <EmptyState
          title={adminTexts.loadFailed}
          text={list.error.message}
          action={
            <Button variant="secondary" onClick={() => void list.refetch()}>
              {commonTexts.retry}
            </Button>
          }
        />
      ) : list.data.services.length === 0 ? (
        <EmptyState title={m.empty} />
      ) : (
        <ul
          className="grid grid-cols-1 gap-3"
          aria-label={`${t.types[type]} – ${m.status[status]}`}
        >
          {list.data.services.map((s) => (
            <li
              key={s._id}
              className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-3"
            >
              {coverOf(s) ? (
                <img
                  src={coverOf(s)!}
                  alt=""
                  className="size-16 shrink-0 rounded-xl object-cover"
                />
              ) : (
                <div className="size-16 shrink-0 rounded-xl bg-slate-100" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p
                  dir="auto"
                  className="line-clamp-2 break-words font-semibold text-slate-900 text-match-parent"
                >
                  <bdi>{s.title}</bdi>
                </p>
                <p className="text-sm text-slate-600">
                  {[providerName(s), s.location.city, priceText(s)].filter(Boolean).join(' · ')}
                </p>
                <PriceWarning service={s} medians={medians} />
              </div>
              <span className="hidden rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800 sm:inline">
                {boardOptionsTexts.moderationStatus[s.status]}
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setOpen(s)}
                aria-label={`${m.details}: ${s.title}`}
              >
                {m.details}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {open && <ServiceModal service={open} medians={medians} onClose={() => setOpen(null)} />}
    </section>
  );
}

const coverOf = (s: TService): string | null => {
  const cover = s.coverImage ?? s.images[0];
  return cover ? imageUrl(cover, 320) : null;
};

const providerName = (s: TService): string =>
  [s.providerId.firstName, s.providerId.lastName].filter(Boolean).join(' ') || s.provider.name;

function priceText(s: Pick<TService, 'price' | 'priceType'>): string {
  if (!s.price) return t.priceOnRequest;
  const unit = t.priceUnits[s.priceType] ?? '';
  return s.priceType === 'package'
    ? `${unit}${formatPrice(s.price)}`
    : `${formatPrice(s.price)} ${unit}`.trim();
}

/** A warning when the price is far from the median of the kind's approved services. */
function PriceWarning({ service, medians }: { service: TService; medians: TServicePriceMedians }) {
  const reference = medians[service.priceType];
  const distance = priceDistance(service.price, reference);
  if (!distance || !reference) return null;
  const median = priceText({ ...service, price: Math.round(reference.median) });
  return (
    <p className="mt-1 text-sm font-medium text-amber-900">
      <span aria-hidden="true">⚠ </span>
      {t.priceFar[distance](median)}
    </p>
  );
}

export function ServiceModal({
  service,
  medians = {},
  onClose,
}: {
  service: TService;
  medians?: TServicePriceMedians;
  onClose: () => void;
}) {
  const [rejecting, setRejecting] = useState(false);
  const moderate = useModerateService();
  const toast = useToast();
  const run = (action: 'approve' | 'reject', reason?: string) =>
    moderate.mutate(
      { service, action, reason },
      {
        onSuccess: () => {
          toast.success(action === 'approve' ? t.approved : t.rejected);
          onClose();
        },
        onError: (err) => toast.error(m.failed + err.message),
      },
    );
  const [cover, ...rest] = service.images.map((image) => imageUrl(image));
  return (
    <Modal open onClose={onClose} title={service.title} closeLabel={commonTexts.close} size="lg">
      {cover && (
        <img
          src={cover}
          alt={service.title}
          className="mb-3 max-h-64 w-full rounded-xl object-cover"
        />
      )}
      {rest.length > 0 && (
        <div className="mb-4">
          <h3 className="mb-2 text-sm font-semibold text-slate-700">{t.extraImages}</h3>
          <div className="flex gap-2 overflow-x-auto">
            {rest.slice(0, MAX_EXTRA_IMAGES).map((src, i) => (
              <img
                key={src}
                src={src}
                alt={m.imageOf(service.title, i + 2)}
                className="h-24 w-32 shrink-0 rounded-lg object-cover"
              />
            ))}
          </div>
        </div>
      )}
      <FieldList
        fields={[
          [t.typesLabel, t.types[service.serviceType]],
          [m.statusLabel, boardOptionsTexts.moderationStatus[service.status]],
          [
            t.provider,
            [providerName(service), service.providerId.email && `(${service.providerId.email})`]
              .filter(Boolean)
              .join(' '),
          ],
          [t.city, service.location.city],
          [
            t.region,
            boardOptionsTexts.region[
              service.location.region as keyof typeof boardOptionsTexts.region
            ] ?? service.location.region,
          ],
          [t.price, priceText(service)],
          [
            t.contact,
            [service.contactInfo.email, service.contactInfo.phone].filter(Boolean).join(' · '),
          ],
          [t.createdAt, formatDate(service.createdAt)],
        ]}
      />
      <PriceWarning service={service} medians={medians} />
      {service.description && (
        <div className="mt-4">
          <h3 className="font-semibold text-slate-800">{t.description}</h3>
          <p className="mt-1 whitespace-pre-line text-slate-700">{service.description}</p>
        </div>
      )}
      <p className="mt-3 text-sm">
        <Link
          to={`/services/${service.serviceType}/${service._id}`}
          className="text-sky-800 underline"
        >
          {pagesTexts.serviceDetail}
        </Link>
      </p>
      {service.status === 'pending' &&
        (rejecting ? (
          <NotesPrompt
            label={t.rejectReason}
            confirmLabel={m.reject}
            danger
            required={false}
            busy={moderate.isPending}
            onConfirm={(reason) => run('reject', reason || undefined)}
            onCancel={() => setRejecting(false)}
          />
        ) : (
          <div className="mt-6 flex flex-wrap gap-2">
            <Button onClick={() => run('approve')} disabled={moderate.isPending}>
              {m.approve}
            </Button>
            <Button variant="danger" onClick={() => setRejecting(true)}>
              {m.reject}
            </Button>
          </div>
        ))}
    </Modal>
  );
}
