import { Link, useParams, useSearchParams } from 'react-router';
import { formatDate } from '../../../i18n/he/format';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminTexts } from '../../../i18n/he/admin';
import { gearTexts } from '../../../i18n/he/gear';
import { listingPath } from '@galim/shared/listings/kinds';
import { useReportedThread } from '../api/admin-api';

const t = adminTexts.reportedThread;

/**
 * /admin/conversations/:id: a thread as the moderator reads it, only because one of its
 * messages was reported (the API answers 404 otherwise); the reported messages are marked.
 */
export default function ReportedThreadPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const focus = params.get('message');
  const thread = useReportedThread(id);

  if (thread.isPending) return <Skeleton className="h-40 w-full rounded-2xl" />;
  if (thread.isError) return <EmptyState title={t.notFound} />;
  const { board, buyer, seller, messages, reportedMessageIds } = thread.data;
  const nameOf = (senderId: string | null) =>
    senderId === null
      ? t.someone
      : senderId === buyer?._id
        ? `${buyer.name} (${t.buyer})`
        : senderId === seller?._id
          ? `${seller.name} (${t.seller})`
          : t.someone;

  return (
    <section aria-labelledby="reported-thread-title" className="flex flex-col gap-4">
      <Link to="/admin/reports" className="text-sm font-medium text-sky-800 underline">
        {t.back}
      </Link>
      <h2 id="reported-thread-title" className="text-2xl font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="text-slate-700">{t.intro}</p>
      {board && (
        <p className="text-sm text-slate-700">
          {t.board}:{' '}
          <Link
            to={listingPath(board.kind, board._id)}
            className="font-medium text-sky-800 underline"
          >
            <bdi>{board.title}</bdi>
          </Link>{' '}
          · {gearTexts.kinds[board.kind].one}
        </p>
      )}
      <ol className="flex flex-col gap-2">
        {messages.map((m) => {
          const reported = reportedMessageIds.includes(m._id);
          return (
            <li
              key={m._id}
              aria-current={m._id === focus ? 'true' : undefined}
              className={`rounded-xl p-3 ${
                reported ? 'bg-red-50 ring-2 ring-red-600' : 'bg-white ring-1 ring-slate-200'
              }`}
            >
              <p className="text-xs text-slate-600">
                <bdi>{nameOf(m.senderId)}</bdi> · {formatDate(m.createdAt)}
                {reported && <strong className="ms-2 text-red-800">{t.reportedMark}</strong>}
                {m.risks.length > 0 && <span className="ms-2 text-amber-800">{t.risky}</span>}
              </p>
              {m.body === null ? (
                <em className="text-slate-600">{t.deleted}</em>
              ) : (
                <p dir="auto" className="mt-1 whitespace-pre-line break-words text-slate-900">
                  {m.body}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
