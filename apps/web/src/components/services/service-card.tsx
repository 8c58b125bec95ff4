import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageSrcSet, imageUrl } from '@galim/shared/images';
import { SERVICE_LIMITS, type TServiceType } from '@galim/shared/services/options';
import { truncateText, visibleTags } from '@galim/shared/services/price';
import type { TService } from '@galim/shared/services/schemas';
import { CameraIcon, InstructorIcon, SurfboardIcon } from '../ui/icons';
import { servicesTexts } from '../../i18n/he/services';
import { ServicePrice, StatusBadge } from './service-price';

const t = servicesTexts;

export function TypeIcon({ type, className }: { type: TServiceType; className?: string }) {
  const Icon =
    type === 'surf-instructor'
      ? InstructorIcon
      : type === 'surf-photographer'
        ? CameraIcon
        : SurfboardIcon;
  return <Icon className={className} />;
}

/** The default cover when a service has no image. */
export function DefaultCover({ type }: { type: TServiceType }) {
  return (
    <div
      role="img"
      aria-label={t.defaultImageAlt}
      className="flex size-full items-center justify-center bg-gradient-to-b from-sky-100 to-sky-300 text-sky-800"
    >
      <TypeIcon type={type} className="size-16" />
    </div>
  );
}

export function ServiceCard({
  service,
  layout = 'grid',
  likeButton,
  showStatus = false,
  priority = false,
}: {
  service: TService;
  layout?: 'grid' | 'list';
  likeButton?: ReactNode;
  showStatus?: boolean;
  priority?: boolean;
}) {
  const cover = service.coverImage;
  const { shown, more } = visibleTags(service.tags, SERVICE_LIMITS.cardTags);
  const list = layout === 'list';
  return (
    <article
      className={`relative flex overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-md ${list ? 'flex-col sm:flex-row' : 'flex-col'}`}
    >
      <div
        className={`relative shrink-0 bg-slate-100 ${list ? 'aspect-[4/3] sm:w-64' : 'aspect-[4/3]'}`}
      >
        {cover ? (
          <img
            src={imageUrl(cover, 800)}
            srcSet={imageSrcSet(cover)}
            sizes="(max-width: 640px) 100vw, 33vw"
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            width={cover.width}
            height={cover.height}
            className="size-full object-cover"
          />
        ) : (
          <DefaultCover type={service.serviceType} />
        )}
        <span className="absolute start-2 top-2 rounded-full bg-white/90 px-2.5 py-0.5 text-xs font-semibold text-sky-900">
          {t.types[service.serviceType]}
        </span>
        {showStatus && service.status !== 'approved' && (
          <span className="absolute end-2 top-2">
            <StatusBadge status={service.status} />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold text-slate-900">
          <Link
            to={`/services/${service.serviceType}/${service._id}`}
            className="after:absolute after:inset-0"
          >
            <bdi>{service.title}</bdi>
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          <bdi>{servicesTexts.cityName(service.location.city)}</bdi>
          {service.distanceKm !== undefined && (
            <span className="ms-2 font-medium text-sky-800">
              {servicesTexts.distance(service.distanceKm)}
            </span>
          )}
          {service.reviewCount > 0 && (
            <span className="ms-2 text-amber-800">
              ★ {service.rating.toFixed(1)}{' '}
              <span className="text-slate-500">({service.reviewCount})</span>
            </span>
          )}
        </p>
        <p dir="auto" className="text-sm text-slate-700 text-match-parent">
          {truncateText(service.description, SERVICE_LIMITS.cardDescription)}
        </p>
        {shown.length > 0 && (
          <ul className="flex flex-wrap gap-1">
            {shown.map((tag) => (
              <li key={tag} className="rounded-full bg-sky-50 px-2 py-0.5 text-xs text-sky-900">
                {t.offerings[tag] ?? tag}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                {t.moreTags(more)}
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto flex items-center justify-between pt-2">
          <ServicePrice service={service} className="text-lg font-extrabold text-sky-800" />
          {likeButton && <div className="relative z-10">{likeButton}</div>}
        </div>
      </div>
    </article>
  );
}
