import { Link } from 'react-router';
import type { TActivityItem } from '@galim/shared/admin/schemas';
import { formatDate } from '../../../i18n/he/format';
import { adminTexts } from '../../../i18n/he/admin';
import { gearTexts } from '../../../i18n/he/gear';

const t = adminTexts.analytics;
const link = 'font-medium text-sky-800 underline underline-offset-2';

/** The recent activity: what happened, to which board and by whom, by name and with links. */
export function ActivityFeed({ items }: { items: TActivityItem[] }) {
  return (
    <ol className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item._id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
          <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900">
            {t.activityTypes[item.type] ?? item.type}
          </span>
          <span className="min-w-0 flex-1 break-words text-slate-800">
            {item.target ? (
              <>
                <Link to={item.target.path} className={link}>
                  <bdi>{item.target.title}</bdi>
                </Link>{' '}
                <span className="text-xs text-slate-600">
                  · {gearTexts.kinds[item.target.listingKind].one}
                </span>
              </>
            ) : (
              // A line worded by the API quotes what users wrote (a subject, a title), in their
              // language: isolated, it keeps its own direction in either page's.
              <bdi>{item.details}</bdi>
            )}
          </span>
          <span className="text-xs text-slate-600">
            {item.user?.path ? (
              <Link to={item.user.path} className={link}>
                <bdi>{item.user.name}</bdi>
              </Link>
            ) : item.user ? (
              <bdi>{item.user.name}</bdi>
            ) : (
              t.anonymous
            )}{' '}
            · <time dateTime={item.timestamp}>{formatDate(item.timestamp)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
