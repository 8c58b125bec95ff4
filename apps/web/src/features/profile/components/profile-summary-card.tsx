import { useState } from 'react';
import { Link } from 'react-router';
import type { TUser } from '@galim/shared/users/profile';
import { Skeleton } from '../../../components/ui/skeleton';
import { profileTexts } from '../../../i18n/he/profile';
import { DIRECTION, LOCALE } from '../../../i18n/he/locale';

const t = profileTexts.summary;

function fullNameOf(me: TUser) {
  return [me.firstName, me.lastName].filter(Boolean).join(' ') || me.displayName;
}

/**
 * The summary card. With `collapsible` (profile sub-pages), a phone narrower than 640 px sees
 * only a compact row (photo, name, a toggle that opens the card), so the sub-page's own
 * content starts on the first screen; wider screens always see the whole card.
 */
export function ProfileSummaryCard({
  me,
  collapsible = false,
}: {
  me: TUser | undefined;
  collapsible?: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (!collapsible) return <FullCard me={me} />;
  return (
    <div>
      <div className="flex min-h-14 items-center gap-3 rounded-2xl bg-white p-2 ps-3 shadow-sm ring-1 ring-slate-200 sm:hidden">
        {me ? (
          <>
            <Avatar me={me} className="size-10 text-lg" />
            <p className="min-w-0 flex-1 truncate font-bold text-slate-900">
              <bdi>{fullNameOf(me)}</bdi>
            </p>
            <button
              type="button"
              aria-expanded={open}
              aria-controls="profile-summary-card"
              onClick={() => setOpen((o) => !o)}
              className="flex min-h-11 items-center gap-1 rounded-xl px-3 text-sm font-medium text-sky-900 ring-1 ring-sky-200"
            >
              {t.toggle}
              <span aria-hidden="true" className={open ? 'rotate-180' : ''}>
                ▾
              </span>
            </button>
          </>
        ) : (
          <>
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-5 w-32" />
          </>
        )}
      </div>
      <div id="profile-summary-card" className={open ? 'mt-2 sm:mt-0' : 'hidden sm:block'}>
        <FullCard me={me} />
      </div>
    </div>
  );
}

function Avatar({ me, className }: { me: TUser; className: string }) {
  return (
    <div
      className={`flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-sky-100 font-bold text-sky-900 ${className}`}
    >
      {me.profileImage ? (
        <img src={me.profileImage} alt="" className="size-full object-cover" />
      ) : (
        <bdi aria-hidden="true">{fullNameOf(me).slice(0, 1)}</bdi>
      )}
    </div>
  );
}

/** Photo, full name, e-mail, phone, counts of boards and services, rating. */
function FullCard({ me }: { me: TUser | undefined }) {
  if (!me) {
    return (
      <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <Skeleton className="mx-auto size-20 rounded-full" />
        <Skeleton className="mx-auto mt-3 h-5 w-32" />
        <Skeleton className="mx-auto mt-2 h-4 w-40" />
      </div>
    );
  }
  const fullName = fullNameOf(me);
  return (
    <section
      aria-label={t.label}
      className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
    >
      <Avatar me={me} className="mx-auto size-20 text-3xl" />
      <p className="mt-3 text-lg font-bold text-slate-900">
        <bdi>{fullName}</bdi>
      </p>
      <p className="text-sm text-slate-600" dir="ltr">
        {me.email}
      </p>
      <p className="text-sm text-slate-600" dir="ltr">
        {me.phone ?? <span dir={DIRECTION}>{t.noPhone}</span>}
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-4">
        <div>
          <dt className="text-xs text-slate-600">{t.boards}</dt>
          <dd className="text-xl font-bold text-slate-900">{me.counts.surfboards}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600">{t.services}</dt>
          <dd className="text-xl font-bold text-slate-900">{me.counts.services}</dd>
        </div>
        {/* Without reviews there is no rating: a 0 would read as a bad one. */}
        {me.reviewCount > 0 && (
          <div>
            <dt className="text-xs text-slate-600">{t.rating}</dt>
            <dd className="text-xl font-bold text-slate-900">
              {me.rating.toLocaleString(LOCALE, { maximumFractionDigits: 1 })}
              <span className="sr-only"> ({t.reviews(me.reviewCount)})</span>
            </dd>
          </div>
        )}
      </dl>
      {!me.profile_completed && (
        <Link
          to="/profile/edit"
          className="mt-4 block rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {t.incomplete} · {t.complete}
        </Link>
      )}
      {me.slug && me.publicProfile.visible && (
        <Link
          to={`/u/${me.slug}`}
          className="mt-3 flex min-h-6 items-center text-sm font-medium text-sky-800 underline"
        >
          {t.publicLink}
        </Link>
      )}
    </section>
  );
}
