import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { formatMonthYear } from '../../../i18n/he/format';
import type { TPublicProfile } from '@galim/shared/users/profile';
import { BoardCard } from '../../../components/boards/board-card';
import { SellerFacts } from '../../../components/seller/seller-facts';
import { SellerReviewsSection } from '../../../components/seller-reviews/seller-reviews-section';
import { Button, ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCopyLink } from '../../../components/ui/copy-link';
import { boardOptionsTexts } from '../../../i18n/he/board-options';
import { publicProfileTexts } from '../../../i18n/he/public-profile';
import { commonTexts, notFoundTexts, pagesTexts } from '../../../i18n/he/shell';
import { ApiError } from '../../../lib/api';
import {
  useProfileBoards,
  useProfileServices,
  usePublicProfile,
  type ProfileService,
} from '../api/public-profile-api';
import { siteOrigin } from '../../../lib/origin';
import { ShareButton } from '../../../components/ui/share-button';
import { useDocumentTitle } from '../../../lib/document-title';
import { ProfileGear } from '../components/profile-gear';

const t = publicProfileTexts;

export default function PublicProfilePage() {
  const { slug = '' } = useParams();
  const profile = usePublicProfile(slug);
  const found = profile.data;
  useDocumentTitle(
    found
      ? t.pageTitle(profileName(found), found.region && boardOptionsTexts.region[found.region])
      : profile.isError
        ? t.notFoundTitle
        : pagesTexts.publicProfile,
  );

  if (profile.isPending) return <ProfileSkeleton />;
  // Reached by an address the person has left (or written otherwise): the address now.
  if (found && found.slug !== slug) return <Navigate to={`/u/${found.slug}`} replace />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <section className="py-10">
        <h1 className="sr-only">{pagesTexts.publicProfile}</h1>
        <EmptyState
          title={missing ? t.notFoundTitle : t.loadError}
          text={missing ? t.notFoundText : profile.error.message || t.loadError}
          action={
            <ButtonLink to="/" variant="secondary">
              {notFoundTexts.home}
            </ButtonLink>
          }
        />
      </section>
    );
  }
  return <Profile profile={profile.data} />;
}

const profileName = (p: TPublicProfile) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || p.displayName;

function Profile({ profile }: { profile: TPublicProfile }) {
  const copyLink = useCopyLink(t.copied, commonTexts.errorGeneric);
  const services = useProfileServices(profile._id);
  const boards = useProfileBoards(profile._id);
  const [imageFailed, setImageFailed] = useState(false);
  const name = profileName(profile);
  const url = `${siteOrigin()}/u/${profile.slug}`;
  const since = formatMonthYear(new Date(profile.createdAt));

  return (
    <article className="flex flex-col gap-8">
      {profile.isOwner && !profile.publicProfile.visible && (
        <p className="rounded-xl bg-amber-50 p-3 text-amber-900 ring-1 ring-amber-200">
          {t.hiddenNotice}
        </p>
      )}
      <header className="flex flex-col items-center gap-4 rounded-3xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:text-start">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full bg-sky-100 text-4xl font-bold text-sky-900">
          {profile.profileImage && !imageFailed ? (
            <img
              src={profile.profileImage}
              alt={t.photoAlt(name)}
              className="size-full object-cover"
              onError={() => setImageFailed(true)}
            />
          ) : (
            <span role="img" aria-label={t.photoAlt(name)}>
              <bdi>{name.slice(0, 1)}</bdi>
            </span>
          )}
        </div>
        <div className="flex-1">
          <h1 className="text-3xl font-bold text-slate-900">
            <bdi>{name}</bdi>
          </h1>
          <p className="mt-1 text-sm text-slate-600">{t.memberSince(since)}</p>
          <ul
            className="mt-3 flex flex-wrap justify-center gap-2 sm:justify-start"
            aria-label={pagesTexts.publicProfile}
          >
            {profile.region && (
              <li className="rounded-full bg-sky-100 px-3 py-1 text-sm text-sky-900">
                {t.region}: {boardOptionsTexts.region[profile.region]}
              </li>
            )}
            {profile.surfingLevel && (
              <li className="rounded-full bg-emerald-100 px-3 py-1 text-sm text-emerald-900">
                {t.level}: {boardOptionsTexts.surfingLevel[profile.surfingLevel]}
              </li>
            )}
          </ul>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copyLink(url)}>
            {t.copyLink}
          </Button>
          <ShareButton title={name} text={t.shareText(name)} url={url} />
          {profile.isOwner && (
            <ButtonLink to="/profile/edit" size="sm" variant="ghost">
              {t.editMine}
            </ButtonLink>
          )}
        </div>
      </header>

      <SellerFacts trust={profile.trust} memberSince={false} />

      <SellerReviewsSection userId={profile._id} isOwner={profile.isOwner} />

      {profile.bio && (
        <section
          aria-labelledby="about-title"
          className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
        >
          <h2 id="about-title" className="text-xl font-bold text-slate-900">
            {t.about}
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-700" dir="auto">
            {profile.bio}
          </p>
        </section>
      )}

      <section aria-labelledby="services-title">
        <h2 id="services-title" className="mb-3 text-2xl font-bold text-slate-900">
          {t.services}
        </h2>
        {services.isPending ? (
          <Skeleton className="h-24" />
        ) : services.data?.length ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            {services.data.map((s) => (
              <ServiceItem key={s._id} service={s} />
            ))}
          </ul>
        ) : (
          <EmptyState title={t.noServices} />
        )}
      </section>

      <section aria-labelledby="boards-title">
        <h2 id="boards-title" className="mb-3 text-2xl font-bold text-slate-900">
          {t.boards}
        </h2>
        {boards.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="aspect-[4/3]" />
            ))}
          </div>
        ) : boards.isError ? (
          <p role="alert" className="text-red-800">
            {boards.error.message}
          </p>
        ) : boards.data.length ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {boards.data.map((board, i) => (
              <BoardCard key={board._id} board={board} priority={i < 3} belowFold={i >= 3} />
            ))}
          </div>
        ) : (
          <EmptyState title={t.noBoards} />
        )}
      </section>

      <ProfileGear userId={profile._id} />
    </article>
  );
}

function ServiceItem({ service }: { service: ProfileService }) {
  const region = service.location?.region ?? service.region;
  const regionLabel =
    region && region in boardOptionsTexts.region
      ? boardOptionsTexts.region[region as keyof typeof boardOptionsTexts.region]
      : region;
  const description =
    service.description.length > 120
      ? `${service.description.slice(0, 120)}…`
      : service.description;
  return (
    <li className="flex flex-col gap-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-sky-100 px-2 py-0.5 text-sky-900">
          {t.serviceTypes[service.serviceType] ?? service.serviceType}
        </span>
        {regionLabel && <span className="text-slate-600">{regionLabel}</span>}
      </div>
      <h3 className="text-lg font-semibold text-slate-900" dir="auto">
        {service.title}
      </h3>
      <p dir="auto" className="text-slate-700 text-match-parent">
        {description}
      </p>
      <Link
        to={`/services/${service.serviceType}/${service._id}`}
        className="mt-auto inline-flex min-h-6 items-center self-start font-medium text-sky-800 underline"
      >
        {t.view}
        <span className="sr-only">
          {' – '}
          <bdi>{service.title}</bdi>
        </span>
      </Link>
    </li>
  );
}

function ProfileSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only">{commonTexts.loading}</span>
      <div className="flex items-center gap-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200">
        <Skeleton className="size-28 rounded-full" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <Skeleton className="h-24" />
      <Skeleton className="h-48" />
    </div>
  );
}
