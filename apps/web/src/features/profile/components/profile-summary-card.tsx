import { Link } from 'react-router';
import type { TUser } from '@galim/shared/users/profile';
import { Skeleton } from '../../../components/ui/skeleton';
import { heProfile } from '../../../i18n/profile';

/** Photo, full name, e-mail, phone, counts of boards and services, rating (spec-1 §2). */
export function ProfileSummaryCard({ me }: { me: TUser | undefined }) {
  const t = heProfile.summary;
  if (!me) {
    return (
      <div className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <Skeleton className="mx-auto size-20 rounded-full" />
        <Skeleton className="mx-auto mt-3 h-5 w-32" />
        <Skeleton className="mx-auto mt-2 h-4 w-40" />
      </div>
    );
  }
  const fullName = [me.firstName, me.lastName].filter(Boolean).join(' ') || me.displayName;
  return (
    <section
      aria-label={t.label}
      className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200"
    >
      <div className="mx-auto flex size-20 items-center justify-center overflow-hidden rounded-full bg-sky-100 text-3xl font-bold text-sky-900">
        {me.profileImage ? (
          <img src={me.profileImage} alt="" className="size-full object-cover" />
        ) : (
          <span aria-hidden="true">{fullName.slice(0, 1)}</span>
        )}
      </div>
      <p className="mt-3 text-lg font-bold text-slate-900">{fullName}</p>
      <p className="text-sm text-slate-600" dir="ltr">
        {me.email}
      </p>
      <p className="text-sm text-slate-600" dir="ltr">
        {me.phone ?? <span dir="rtl">{t.noPhone}</span>}
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
        <div>
          <dt className="text-xs text-slate-600">{t.rating}</dt>
          <dd className="text-xl font-bold text-slate-900">
            {me.rating.toLocaleString('he-IL', { maximumFractionDigits: 1 })}
            <span className="sr-only"> ({t.reviews(me.reviewCount)})</span>
          </dd>
        </div>
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
