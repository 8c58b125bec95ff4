import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { groupFaq, moveItem, type TFaqItem } from '@galim/shared/faq/schemas';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminTexts } from '../../../i18n/he/admin';
import { commonTexts } from '../../../i18n/he/shell';
import { useAdminFaq, useFaqMutations } from '../api/faq-admin';
import { FaqForm } from '../components/faq-form';

const t = adminTexts.faq;
/** Status messages hide after this long (1.5 to 2 s). */
export const FAQ_STATUS_MS = 1800;

type Status = { kind: 'ok' | 'error'; text: string; id: number };

export default function AdminFaqPage() {
  const faq = useAdminFaq();
  const m = useFaqMutations();
  const [status, setStatus] = useState<Status | null>(null);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TFaqItem | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const counter = useRef(0);
  const handles = useRef(new Map<string, HTMLButtonElement>());

  // The status line is a timer: synchronising with the outside world is what effects are for.
  useEffect(() => {
    if (!status) return;
    const timer = setTimeout(() => setStatus(null), FAQ_STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const say = (kind: Status['kind'], text: string) =>
    setStatus({ kind, text, id: ++counter.current });

  const reorder = (category: string, ids: string[], focusId?: string, announce?: string) =>
    m.reorder.mutate(
      { category, ids },
      {
        onSuccess: () => say('ok', announce ?? t.reordered),
        onError: () => say('error', t.orderError),
        onSettled: () => {
          if (focusId) requestAnimationFrame(() => handles.current.get(focusId)?.focus());
        },
      },
    );

  if (faq.isPending) return <Skeleton className="h-64" />;
  const groups = faq.isError ? [] : groupFaq(faq.data);

  return (
    <section aria-labelledby="faq-admin-title">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="faq-admin-title" className="text-2xl font-bold text-slate-900">
          {adminTexts.menu.faq}
        </h2>
        <div className="flex gap-2">
          <Link
            to="/faq"
            className="inline-flex min-h-6 items-center self-center text-sm text-sky-800 underline"
          >
            {t.viewPublic}
          </Link>
          <Button onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
            {adding ? adminTexts.table.closeAdd : t.add}
          </Button>
        </div>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={`mb-3 min-h-6 text-sm font-medium ${status?.kind === 'error' ? 'text-red-700' : 'text-emerald-800'}`}
      >
        {status?.text}
      </p>
      {faq.isError && <EmptyState title={t.loadError} />}
      {adding && (
        <FaqForm
          title={t.addTitle}
          categories={groups.map((g) => g.category)}
          busy={m.create.isPending}
          onCancel={() => setAdding(false)}
          onSave={(input) =>
            m.create.mutate(input, {
              onSuccess: () => {
                say('ok', t.added);
                setAdding(false);
              },
              onError: () => say('error', t.addError),
            })
          }
        />
      )}
      {!faq.isError && groups.length === 0 && <EmptyState title={t.empty} />}
      <p className="mb-3 text-sm text-slate-600">{t.dragHelp}</p>
      {groups.map((group) => {
        const ids = group.items.map((i) => i._id);
        return (
          <section key={group.category} className="mb-6" aria-labelledby={`cat-${group.category}`}>
            <h3 id={`cat-${group.category}`} className="mb-2 text-lg font-bold text-slate-800">
              <bdi>{group.category}</bdi>
            </h3>
            <ol className="grid gap-2" aria-label={group.category}>
              {group.items.map((item, index) =>
                editingId === item._id ? (
                  <li key={item._id}>
                    <FaqForm
                      title={`${commonTexts.edit}: ${item.question}`}
                      initial={item}
                      categories={groups.map((g) => g.category)}
                      busy={m.update.isPending}
                      onCancel={() => setEditingId(null)}
                      onSave={(input) =>
                        m.update.mutate(
                          { id: item._id, input },
                          {
                            onSuccess: () => {
                              say('ok', t.saved);
                              setEditingId(null);
                            },
                            onError: () => say('error', t.saveError),
                          },
                        )
                      }
                    />
                  </li>
                ) : (
                  <li
                    key={item._id}
                    data-testid="faq-admin-item"
                    draggable
                    onDragStart={(e) => {
                      setDragId(item._id);
                      e.dataTransfer.effectAllowed = 'move';
                      e.dataTransfer.setData('text/plain', item._id);
                    }}
                    onDragEnd={() => setDragId(null)}
                    onDragOver={(e) => {
                      // Only within the same category.
                      if (dragId && ids.includes(dragId)) e.preventDefault();
                    }}
                    onDrop={(e) => {
                      e.preventDefault();
                      const from = dragId ? ids.indexOf(dragId) : -1;
                      setDragId(null);
                      if (from < 0 || from === index) return;
                      reorder(group.category, moveItem(ids, from, index));
                    }}
                    // On a phone the actions take a row of their own under the question.
                    className={`flex flex-wrap items-start gap-x-3 gap-y-2 rounded-2xl border bg-white p-3 sm:flex-nowrap ${
                      dragId === item._id ? 'border-sky-400 opacity-60' : 'border-slate-200'
                    } ${item.visible ? '' : 'bg-slate-50'}`}
                  >
                    <button
                      type="button"
                      ref={(el) => {
                        if (el) handles.current.set(item._id, el);
                        else handles.current.delete(item._id);
                      }}
                      aria-label={t.dragHandle(item.question)}
                      aria-describedby="faq-drag-help"
                      onKeyDown={(e) => {
                        if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
                        e.preventDefault();
                        const to = index + (e.key === 'ArrowUp' ? -1 : 1);
                        if (to < 0 || to >= ids.length) return;
                        reorder(
                          group.category,
                          moveItem(ids, index, to),
                          item._id,
                          t.moved(item.question, to + 1),
                        );
                      }}
                      className="inline-flex size-10 shrink-0 cursor-grab items-center justify-center rounded-lg text-xl leading-none text-slate-500 hover:bg-slate-100 active:cursor-grabbing"
                    >
                      <span aria-hidden="true">⋮⋮</span>
                    </button>
                    <div className="min-w-0 flex-1 pt-2">
                      <p
                        dir="auto"
                        className="font-semibold break-words text-slate-900 text-match-parent"
                      >
                        {item.question}
                      </p>
                      <p
                        dir="auto"
                        className="line-clamp-2 text-sm text-slate-600 text-match-parent"
                      >
                        {item.answer}
                      </p>
                      <p className="mt-1 text-xs text-slate-500">
                        {t.order}: {item.order} · {item.visible ? t.shown : t.hidden}
                      </p>
                    </div>
                    <div className="flex w-full flex-wrap items-center justify-end gap-1 border-t border-slate-100 pt-2 sm:w-auto sm:shrink-0 sm:border-0 sm:pt-0">
                      <label className="flex min-h-10 items-center gap-2 px-2 text-sm text-slate-700">
                        <input
                          type="checkbox"
                          checked={item.visible}
                          onChange={(e) =>
                            m.update.mutate(
                              { id: item._id, input: { visible: e.target.checked } },
                              {
                                onSuccess: () => say('ok', t.saved),
                                onError: () => say('error', t.saveError),
                              },
                            )
                          }
                          aria-label={`${t.visible}: ${item.question}`}
                          className="size-4"
                        />
                        <span aria-hidden="true">{t.shown}</span>
                      </label>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={index === 0 || m.reorder.isPending}
                        aria-label={`${t.moveUp}: ${item.question}`}
                        onClick={() => reorder(group.category, moveItem(ids, index, index - 1))}
                      >
                        ▲
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={index === ids.length - 1 || m.reorder.isPending}
                        aria-label={`${t.moveDown}: ${item.question}`}
                        onClick={() => reorder(group.category, moveItem(ids, index, index + 1))}
                      >
                        ▼
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`${commonTexts.edit}: ${item.question}`}
                        onClick={() => setEditingId(item._id)}
                      >
                        {commonTexts.edit}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-red-700"
                        aria-label={`${commonTexts.delete}: ${item.question}`}
                        onClick={() => setDeleting(item)}
                      >
                        {commonTexts.delete}
                      </Button>
                    </div>
                  </li>
                ),
              )}
            </ol>
          </section>
        );
      })}
      <p id="faq-drag-help" className="sr-only">
        {t.dragHelp}
      </p>
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={commonTexts.delete}
        closeLabel={commonTexts.close}
        size="sm"
      >
        <p className="text-slate-800">{t.confirmDelete}</p>
        <p className="mt-1 text-sm text-slate-600">{deleting?.question}</p>
        <div className="mt-5 flex gap-2">
          <Button
            variant="danger"
            onClick={() =>
              deleting &&
              m.remove.mutate(deleting._id, {
                onSuccess: () => say('ok', t.deleted),
                onError: () => say('error', t.deleteError),
                onSettled: () => setDeleting(null),
              })
            }
          >
            {commonTexts.delete}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {commonTexts.cancel}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
