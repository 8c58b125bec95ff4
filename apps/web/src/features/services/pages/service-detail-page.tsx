import { useParams } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { ButtonLink } from '../../../components/ui/button';
import { NeedsConnection } from '../../../components/ui/needs-connection';
import { Skeleton } from '../../../components/ui/skeleton';
import { servicesTexts } from '../../../i18n/he/services';
import { pagesTexts } from '../../../i18n/he/shell';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { isConnectionError } from '../../../lib/connection';
import { useService } from '../api/services-api';
import { LikeButton } from '../components/like-button';
import { ReviewsSection } from '../components/reviews-section';
import { ServiceNotFound } from '../components/service-not-found';
import { ProviderCard } from '../components/provider-card';
import { Gallery, TypeDetails } from '../components/service-details';
import { TypeIcon } from '../../../components/services/service-card';
import { ServicePrice, StatusBadge, Stars } from '../../../components/services/service-price';
import { ShareButton } from '../../../components/ui/share-button';
import { shareTexts } from '../../../i18n/he/share';

const t = servicesTexts;

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
