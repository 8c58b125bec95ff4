import { useState } from 'react';
import type { TReferenceKind } from '@galim/shared/reference/schemas';
import { Button } from '../../../components/ui/button';
import {
  cellValue,
  fieldId,
  isProposal,
  proposerName,
  type ColumnDef,
  type Row,
} from './reference-columns';
import { RowForm } from './reference-row-form';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { adminTexts } from '../../../i18n/he/admin';
import { commonTexts } from '../../../i18n/he/shell';
import type { ApiError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth/auth-context';
import {
  useApproveReference,
  useDeleteReferences,
  useReferenceList,
  useSaveReference,
} from '../api/reference-admin';

const t = adminTexts.table;

// On a phone the table is wider than the screen: its actions stay at the visible edge (the
// end, left in Hebrew) while the other columns scroll under them, so edit and delete are
// always in reach without scrolling sideways.
const STICKY_ACTIONS = 'sticky end-0 z-[1] shadow-[8px_0_8px_-8px_rgb(0_0_0/0.15)]';

/**
 * The one admin table for categories, brands, models and technologies: a toggled add form,
 * row edit mode, row delete with confirmation, and bulk select and delete.
 */
export function ReferenceTable<R extends Row>({
  kind,
  columns,
}: {
  kind: TReferenceKind;
  columns: ColumnDef<R>[];
}) {
  const names = adminTexts.reference[kind];
  const { isAdmin } = useAuth();
  const toast = useToast();
  const list = useReferenceList<R>(kind);
  const [adding, setAdding] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirm, setConfirm] = useState<{ ids: string[]; title: string } | null>(null);

  const failMessage = (err: Error, fallback: (item: string, e: string) => string) =>
    (err as ApiError).status === 403 ? adminTexts.notAuthorized : fallback(names.item, err.message);
  const titleOf = (id: string) => list.data?.find((r) => r._id === id)?.title ?? '';

  const save = useSaveReference(kind, {
    onSuccess: (_d, v) => {
      toast.success(t.saved);
      if (v.id) setEditingId(null);
      else setAdding(false);
    },
    onError: (err) => toast.error(failMessage(err, t.saveFailed)),
  });

  const approve = useApproveReference(kind, {
    onSuccess: () => toast.success(t.approved),
    onError: (err) => toast.error(failMessage(err, t.approveFailed)),
  });

  const remove = useDeleteReferences(kind, {
    onSuccess: ({ done, failures }, ids) => {
      if (done > 0) toast.success(ids.length > 1 ? t.deletedMany(done) : t.deleted);
      // A row still in use (409) gets a plain explanation rather than the server's English.
      failures.forEach(({ id, error }) =>
        toast.error(
          error.status === 409
            ? t.inUse(names.item, titleOf(id))
            : failMessage(error, t.deleteFailed),
        ),
      );
      setSelected(new Set());
    },
    onSettled: () => setConfirm(null),
  });

  if (list.isPending) {
    return (
      <div className="grid gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        title={t.loadFailed(names.items)}
        action={
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {commonTexts.retry}
          </Button>
        }
      />
    );
  }
  // Proposals waiting for approval come first, where the admin sees them.
  const rows = [...list.data].sort((a, b) => Number(isProposal(b)) - Number(isProposal(a)));
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r._id));

  return (
    <div>
      {!isAdmin && <p className="mb-3 rounded-lg bg-amber-50 p-3 text-amber-900">{t.readOnly}</p>}
      {isAdmin && (
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <Button onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
            {adding ? t.closeAdd : t.addTitle(names.item)}
          </Button>
          {selected.size > 0 && (
            <Button variant="danger" onClick={() => setConfirm({ ids: [...selected], title: '' })}>
              {t.bulkDelete(selected.size)}
            </Button>
          )}
        </div>
      )}
      {adding && isAdmin && (
        <RowForm
          kind={kind}
          columns={columns}
          initial={{}}
          title={t.addTitle(names.item)}
          busy={save.isPending}
          onSave={(payload) => save.mutate({ payload })}
          onCancel={() => setAdding(false)}
        />
      )}
      {rows.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-start text-sm">
            <caption className="sr-only">{names.title}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {isAdmin && (
                  <th scope="col" className="w-10 p-3">
                    <input
                      type="checkbox"
                      aria-label={t.selectAll}
                      checked={allSelected}
                      onChange={() =>
                        setSelected(allSelected ? new Set() : new Set(rows.map((r) => r._id)))
                      }
                      className="size-4"
                    />
                  </th>
                )}
                {columns.map((c) => (
                  <th key={fieldId(c)} scope="col" className="p-3 text-start font-semibold">
                    {c.label}
                  </th>
                ))}
                {isAdmin && (
                  <th
                    scope="col"
                    className={`${STICKY_ACTIONS} bg-slate-50 p-3 text-start font-semibold`}
                  >
                    {t.actions}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) =>
                editingId === row._id && isAdmin ? (
                  <tr key={row._id} className="border-t border-slate-100 bg-sky-50/50">
                    <td colSpan={columns.length + 2} className="p-3">
                      <RowForm
                        kind={kind}
                        columns={columns}
                        initial={Object.fromEntries(
                          columns.map((c) => [fieldId(c), cellValue(c, row)]),
                        )}
                        title={`${t.edit}: ${row.title}`}
                        busy={save.isPending}
                        onSave={(payload) => save.mutate({ id: row._id, payload })}
                        onCancel={() => setEditingId(null)}
                      />
                    </td>
                  </tr>
                ) : (
                  <tr key={row._id} className="border-t border-slate-100">
                    {isAdmin && (
                      <td className="p-3">
                        <input
                          type="checkbox"
                          aria-label={t.selectRow(row.title)}
                          checked={selected.has(row._id)}
                          onChange={() =>
                            setSelected((s) => {
                              const next = new Set(s);
                              if (next.has(row._id)) next.delete(row._id);
                              else next.add(row._id);
                              return next;
                            })
                          }
                          className="size-4"
                        />
                      </td>
                    )}
                    {columns.map((c, i) => (
                      <td
                        key={fieldId(c)}
                        // What the admins wrote, in either language: in its own direction.
                        dir="auto"
                        className="max-w-xs p-3 align-top text-slate-800 text-match-parent"
                      >
                        {c.render ? c.render(row) : cellValue(c, row)}
                        {i === 0 && isProposal(row) && (
                          <span className="mt-1 block text-xs text-amber-800">
                            <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium">
                              {t.proposal}
                            </span>
                            {proposerName(row) && (
                              <span className="ms-1">{t.proposedBy(proposerName(row)!)}</span>
                            )}
                          </span>
                        )}
                      </td>
                    ))}
                    {isAdmin && (
                      <td className={`${STICKY_ACTIONS} bg-white p-3 whitespace-nowrap`}>
                        <div className="flex gap-1">
                          {isProposal(row) && (
                            <Button
                              size="sm"
                              disabled={approve.isPending}
                              onClick={() => approve.mutate(row._id)}
                              aria-label={t.approveLabel(row.title)}
                            >
                              {t.approve}
                            </Button>
                          )}
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => setEditingId(row._id)}
                            aria-label={`${t.edit}: ${row.title}`}
                          >
                            {t.edit}
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            className="text-red-700"
                            onClick={() => setConfirm({ ids: [row._id], title: row.title })}
                            aria-label={`${t.delete}: ${row.title}`}
                          >
                            {t.delete}
                          </Button>
                        </div>
                      </td>
                    )}
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={t.delete}
        closeLabel={commonTexts.close}
        size="sm"
      >
        <p className="text-slate-800">
          {confirm && confirm.ids.length > 1
            ? t.confirmBulk(confirm.ids.length)
            : t.confirmDelete(confirm?.title ?? '')}
        </p>
        <div className="mt-5 flex gap-2">
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => confirm && remove.mutate(confirm.ids)}
          >
            {t.delete}
          </Button>
          <Button variant="secondary" onClick={() => setConfirm(null)}>
            {t.cancel}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
