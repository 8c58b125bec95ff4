import { useState } from 'react';
import { useParams } from 'react-router';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import type { TService } from '@galim/shared/services/schemas';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Button, ButtonLink } from '../../../components/ui/button';
import { NeedsConnection } from '../../../components/ui/needs-connection';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { whatsappUrl } from '@galim/shared/normalize';
import { reportsTexts } from '../../../i18n/reports';
import { servicesTexts } from '../../../i18n/services';
import { pagesTexts } from '../../../i18n/shell';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { isConnectionError } from '../../../lib/connection';
import { useService } from '../api/services-api';
import { LikeButton } from '../components/like-button';
import { LazyReportDialog } from '../../../components/reports/lazy-report-dialog';
import { SafeDealSlot } from '../../../components/safe-deal/safe-deal-slot';
import { useSafeDeal } from '../../../components/safe-deal/use-safe-deal';
import { ReviewsSection } from '../components/reviews-section';
import { ServiceNotFound } from '../components/service-not-found';
import { DefaultCover, TypeIcon } from '../../../components/services/service-card';
import { ServicePrice, StatusBadge, Stars } from '../../../components/services/service-price';
import { ShareButton } from '../../../components/ui/share-button';
import { shareTexts } from '../../../i18n/share';

const t = servicesTexts;

const href = (url: string) => (/^https?:\/\//.test(url) ? url : `https://${url}`);

function contactLinks(c: TService['contactInfo']) {
  return [
    c.phone && { label: t.phone, value: c.phone, href: `tel:${c.phone}` },
    c.email && { label: t.email, value: c.email, href: `mailto:${c.email}` },
    c.whatsapp && {
      label: t.whatsapp,
      value: c.whatsapp,
      href: whatsappUrl(c.whatsapp),
    },
    c.website && { label: t.website, value: c.website, href: href(c.website) },
    c.instagram && { label: t.instagram, value: c.instagram, href: href(c.instagram) },
    c.facebook && { label: t.facebook, value: c.facebook, href: href(c.facebook) },
  ].filter(Boolean) as { label: string; value: string; href: string }[];
}

/** A detail's label, its value, and whether the provider wrote that value in their own words. */
type DetailLine = [string, string | null, typeof WRITTEN?];
const WRITTEN = true;

function DetailRow({
  label,
  written,
  children,
}: {
  label: string;
  written?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3">
      <dt className="shrink-0 font-semibold text-slate-800 sm:w-36">{label}</dt>
      <dd dir={written ? 'auto' : undefined} className="text-slate-700 text-match-parent">
        {children}
      </dd>
    </div>
  );
}

const labels = (values: string[], map: Record<string, string>) =>
  values.map((v) => map[v] ?? v).join(', ');

function TypeDetails({ s }: { s: TService }) {
  const rows: DetailLine[] =
    s.serviceType === 'surf-instructor'
      ? [
          [t.experience, s.experience !== null ? t.experienceYears(s.experience) : null],
          [t.certifications, s.certifications, WRITTEN],
          [
            t.lessonTypes(s.lessonTypes.length),
            s.lessonTypes.length ? labels(s.lessonTypes, t.offerings) : null,
          ],
        ]
      : s.serviceType === 'surfboard-repair'
        ? [
            [
              t.repairTypes(s.repairTypes.length),
              s.repairTypes.length ? labels(s.repairTypes, t.offerings) : null,
            ],
            [t.materials, s.materials, WRITTEN],
            [t.turnaroundTime, s.turnaroundTime, WRITTEN],
          ]
        : [
            [
              t.photographyTypes(s.photographyTypes.length),
              s.photographyTypes.length ? labels(s.photographyTypes, t.offerings) : null,
            ],
            [t.equipment, s.equipment, WRITTEN],
            [t.deliveryTime, s.deliveryTime, WRITTEN],
          ];
  const common: DetailLine[] = [
    [
      t.languagesFor(s.languages.length),
      s.languages.length ? labels(s.languages, t.languages) : null,
    ],
    [t.targetLevels, s.targetSkillLevels.length ? labels(s.targetSkillLevels, t.skills) : null],
    [t.groupSize, s.groupSize ? t.groupRange(s.groupSize.min, s.groupSize.max) : null],
    [
      t.operatingRegions(s.operatingRegions.length),
      s.operatingRegions.length ? labels(s.operatingRegions, t.regions) : null,
    ],
  ];
  const shown = [...rows, ...common].filter(([, v]) => v);
  if (!shown.length) return null;
  return (
    <section
      aria-labelledby="details-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="details-title" className="mb-3 text-xl font-bold text-slate-900">
        {t.details}
      </h2>
      <dl className="flex flex-col gap-2">
        {shown.map(([label, value, written]) => (
          <DetailRow key={label} label={label} written={written}>
            {value}
          </DetailRow>
        ))}
      </dl>
    </section>
  );
}

function Gallery({ s }: { s: TService }) {
  const [index, setIndex] = useState(s.coverIndex);
  const current = s.images[index] ?? s.images[0];
  return (
    <div className="flex flex-col gap-2">
      <div className="aspect-[3/2] overflow-hidden rounded-2xl bg-slate-100">
        {current ? (
          <img
            src={imageUrl(current, 1600)}
            srcSet={imageSrcSet(current)}
            sizes="(max-width: 1024px) 100vw, 66vw"
            alt={t.imageAlt(s.title, (s.images.indexOf(current) ?? 0) + 1)}
            width={current.width}
            height={current.height}
            className="size-full object-cover"
          />
        ) : (
          <DefaultCover type={s.serviceType} />
        )}
      </div>
      {s.images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto" aria-label={t.gallery}>
          {s.images.map((img, i) => (
            <li key={img.key}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={img === current}
                className={`block h-16 w-24 overflow-hidden rounded-lg ring-2 ${img === current ? 'ring-sky-600' : 'ring-transparent'}`}
              >
                <img
                  src={imageUrl(img, 320)}
                  alt={t.imageAlt(s.title, i + 1)}
                  className="size-full object-cover"
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Links that reach the provider in person: the safe-deal advice comes first, once. */
const CONTACT_HREF = /^(tel:|mailto:|https:\/\/wa\.me\/)/;

export function ProviderCard({ s }: { s: TService }) {
  const toast = useToast();
  const safeDeal = useSafeDeal();
  const [revealed, setRevealed] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [messageOpen, setMessageOpen] = useState(false);
  const links = contactLinks(s.contactInfo);
  const name = s.provider.name || t.anonymous;
  const since = new Date(s.providerId.createdAt).getFullYear();
  const text = encodeURIComponent(t.messageBody(s.title));
  const messageChannels = [
    s.contactInfo.whatsapp && {
      label: t.whatsapp,
      href: whatsappUrl(s.contactInfo.whatsapp, t.messageBody(s.title)),
    },
    s.contactInfo.email && {
      label: t.email,
      href: `mailto:${s.contactInfo.email}?subject=${encodeURIComponent(s.title)}&body=${text}`,
    },
  ].filter(Boolean) as { label: string; href: string }[];

  return (
    <aside
      aria-labelledby="provider-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id="provider-title" className="text-lg font-bold text-slate-900">
        {t.provider}
      </h2>
      <div className="flex items-center gap-3">
        {s.provider.avatar ? (
          <img src={s.provider.avatar} alt="" className="size-14 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-sky-100 text-xl font-bold text-sky-800"
          >
            <bdi>{name.slice(0, 1)}</bdi>
          </span>
        )}
        <div>
          <p className="font-semibold text-slate-900">
            <bdi>{name}</bdi>
          </p>
          <p className="text-sm text-slate-600">{t.memberSince(since)}</p>
        </div>
      </div>
      {revealed ? (
        <div>
          <h3 className="mb-2 font-semibold text-slate-800">{t.contactTitle}</h3>
          <ul className="flex flex-col gap-1">
            {links.map((l) => (
              <li key={l.label}>
                <span className="text-slate-600">{l.label}: </span>
                <a
                  href={l.href}
                  className="text-sky-800 underline"
                  dir="ltr"
                  target={l.href.startsWith('http') ? '_blank' : undefined}
                  rel="noreferrer"
                  onClick={(e) => {
                    if (!CONTACT_HREF.test(l.href)) return;
                    safeDeal.beforeContact(e, {
                      href: l.href,
                      target: l.href.startsWith('http') ? '_blank' : undefined,
                    });
                  }}
                >
                  {l.value}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setRevealed(true)}>
          {t.showContact}
        </Button>
      )}
      <div className="flex flex-col gap-2">
        <Button
          aria-expanded={messageOpen}
          onClick={() => {
            const only = messageChannels.length === 1 ? messageChannels[0]! : null;
            if (only) {
              // The first time, the safe-deal card opens instead, with this channel's link.
              const noEvent = { preventDefault: () => undefined };
              if (safeDeal.beforeContact(noEvent, { href: only.href, target: '_blank' })) {
                window.open(only.href, '_blank');
              }
            } else if (messageChannels.length === 0) toast.error(t.noContactChannel);
            else setMessageOpen((v) => !v);
          }}
        >
          {t.sendMessage}
        </Button>
        {messageOpen && (
          <div className="flex gap-2" role="group" aria-label={t.messageVia}>
            {messageChannels.map((c) => (
              <a
                key={c.label}
                href={c.href}
                target="_blank"
                rel="noreferrer"
                onClick={(e) => safeDeal.beforeContact(e, { href: c.href, target: '_blank' })}
                className="flex-1 rounded-xl bg-emerald-50 px-3 py-2 text-center text-emerald-900 ring-1 ring-emerald-200"
              >
                {c.label}
              </a>
            ))}
          </div>
        )}
        <Button variant="ghost" onClick={() => setReportOpen(true)}>
          {reportsTexts.button}
        </Button>
      </div>
      <SafeDealSlot card={safeDeal.card} onDismiss={safeDeal.dismiss} />
      <LazyReportDialog
        targetType="service"
        targetId={s._id}
        open={reportOpen}
        onClose={() => setReportOpen(false)}
      />
    </aside>
  );
}

export default function ServiceDetailPage() {
  const { type = '', id = '' } = useParams();
  const query = useService(type, id);
  const { user, isAdmin } = useAuth();
  const found = query.data;
  useDocumentTitle(
    found
      ? t.detailTitle(found.title, t.types[found.serviceType], t.cityName(found.location.city))
      : query.isError
        ? t.notFoundTitle
        : pagesTexts.serviceDetail,
  );

  if (query.isPending) {
    return (
      // The page's shape (breadcrumb, type, title, place, rating, the buttons, then the
      // gallery), a screen tall: the service arriving moves nothing in view (it shifted by CLS
      // 0.40). Its own key: the service is drawn in new elements, not in the placeholder's
      // (reused, they were counted as moved: CLS 0.14).
      <div key="loading" className="mx-auto min-h-dvh max-w-6xl px-4 py-6" aria-busy="true">
        <Skeleton className="mb-4 h-5 w-1/3" />
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div className="flex w-full flex-col gap-1 sm:w-2/3">
            <Skeleton className="h-6 w-28 rounded-full" />
            {/* A title usually takes two lines on a phone. */}
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-1/2 sm:hidden" />
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-6 w-40" />
          </div>
          <Skeleton className="h-9 w-32" />
        </div>
        <Skeleton className="aspect-[3/2] w-full" />
      </div>
    );
  }
  if (query.isError && isConnectionError(query.error)) {
    return (
      <div className="py-10">
        <NeedsConnection level={1} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return <ServiceNotFound />;
  }

  const s = query.data;
  const canEdit = user && (isAdmin || user._id === s.providerId._id);

  return (
    <div key="service" className="mx-auto max-w-6xl px-4 py-6">
      <Breadcrumb
        items={[
          { label: t.breadcrumbHome, to: '/' },
          { label: t.breadcrumb, to: '/services' },
          { label: s.title, written: true },
        ]}
      />
      {s.status !== 'approved' && (
        <div
          role="status"
          className="mb-4 rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200"
        >
          <StatusBadge status={s.status} />{' '}
          {s.status === 'pending' ? t.pendingNotice : t.rejectedNotice}
          {s.statusNotes && ` ${t.rejectionNote} ${s.statusNotes}`}
        </div>
      )}
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <span className="inline-flex w-fit items-center gap-1 rounded-full bg-sky-100 px-3 py-0.5 text-sm font-semibold text-sky-900">
            <TypeIcon type={s.serviceType} className="size-4" />
            {t.types[s.serviceType]}
          </span>
          <h1 className="text-3xl font-extrabold text-slate-900" dir="auto">
            {s.title}
          </h1>
          <p className="text-slate-600">
            <bdi>{t.cityName(s.location.city)}</bdi>
            {s.location.region &&
              ` · ${t.regions[s.location.region as keyof typeof t.regions] ?? s.location.region}`}
          </p>
          {s.reviewCount > 0 && (
            <p
              className="flex items-center gap-2"
              aria-label={t.ratingLabel(s.rating, s.reviewCount)}
            >
              <Stars rating={s.rating} />
              <span className="font-semibold text-slate-800">{s.rating.toFixed(1)}</span>
              <span className="text-slate-600">({t.reviewsCount(s.reviewCount)})</span>
            </p>
          )}
          {/* On a phone the side column comes last, under the reviews: the price is said here. */}
          <p className="lg:hidden">
            <ServicePrice service={s} className="text-xl font-extrabold text-sky-800" />
          </p>
        </div>
        <div className="flex items-center gap-2">
          <LikeButton service={s} />
          <ShareButton title={s.title} text={shareTexts.service(s.title)} />
          {canEdit && (
            <ButtonLink
              variant="secondary"
              size="sm"
              to={`/services/${s.serviceType}/${s._id}/edit`}
            >
              {t.editService}
            </ButtonLink>
          )}
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          <Gallery s={s} />
          <section
            aria-labelledby="desc-title"
            className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
          >
            <h2 id="desc-title" className="mb-2 text-xl font-bold text-slate-900">
              {t.description}
            </h2>
            <p className="whitespace-pre-line text-slate-800" dir="auto">
              {s.description}
            </p>
          </section>
          <TypeDetails s={s} />
          {s.availability.length > 0 && (
            <section
              aria-labelledby="avail-title"
              className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
            >
              <h2 id="avail-title" className="mb-2 text-xl font-bold text-slate-900">
                {t.availability}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {s.availability.map((a) => (
                  <li
                    key={a}
                    className="rounded-full bg-emerald-50 px-3 py-1 text-sm text-emerald-900"
                  >
                    {t.availabilityOptions[a] ?? a}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {s.status === 'approved' && <ReviewsSection service={s} />}
        </div>
        <div className="flex flex-col gap-4">
          <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <ServicePrice
              service={s}
              className="hidden text-2xl font-extrabold text-sky-800 lg:block"
            />
            <p className="mt-1 text-sm text-slate-500">{t.views(s.viewCount)}</p>
          </div>
          <ProviderCard s={s} />
        </div>
      </div>
    </div>
  );
}
