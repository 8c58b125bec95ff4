import { useState } from 'react';
import { formatDate } from '../../../i18n/he/format';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { adminTexts } from '../../../i18n/he/admin';
import { infoTexts } from '../../../i18n/he/info';
import { useMessages, useSetMessageStatus } from '../api/admin-api';
import { Inbox } from '../components/inbox';

const t = adminTexts.messages;
const FILTERS = ['new', 'handled', 'all'] as const;
type Filter = (typeof FILTERS)[number];

export default function AdminMessagesPage() {
  const [status, setStatus] = useState<Filter>('new');
  const list = useMessages(status);
  const setMessageStatus = useSetMessageStatus();
  const toast = useToast();
  const counts = list.data?.counts;

  return (
    <Inbox
      id="messages-title"
      title={t.title}
      filters={FILTERS}
      status={status}
      onStatus={setStatus}
      tabLabels={t.tabs}
      counts={counts}
      list={{ ...list, items: list.data?.messages }}
      emptyText={t.empty}
      renderItem={(m) => (
        <article
          aria-labelledby={`msg-${m._id}`}
          className="rounded-2xl border border-slate-200 bg-white p-4"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`msg-${m._id}`} className="text-lg font-semibold text-slate-900">
              {m.subject}
            </h3>
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {infoTexts.contact.types[m.type]}
            </span>
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {t.from}: {m.name} ·{' '}
            <span dir="ltr" className="inline-block">
              {m.email}
            </span>{' '}
            · {t.received} {formatDate(m.createdAt)}
          </p>
          <p className="mt-3 whitespace-pre-line text-slate-800">{m.message}</p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a
              className={buttonClasses('primary', 'sm')}
              href={`mailto:${m.email}?subject=${encodeURIComponent(t.replySubject(m.subject))}`}
            >
              {t.reply}
            </a>
            <Button
              size="sm"
              variant="secondary"
              disabled={setMessageStatus.isPending}
              onClick={() =>
                setMessageStatus.mutate(
                  { id: m._id, status: m.status === 'new' ? 'handled' : 'new' },
                  {
                    onSuccess: () => toast.success(m.status === 'new' ? t.handled : t.reopened),
                    onError: (err) => toast.error(t.failed + err.message),
                  },
                )
              }
            >
              {m.status === 'new' ? t.markHandled : t.markNew}
            </Button>
          </div>
        </article>
      )}
    />
  );
}
