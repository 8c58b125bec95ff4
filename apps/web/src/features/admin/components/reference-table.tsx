import { useState, type ReactNode } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import {
  ZBrandInput,
  ZCategoryInput,
  ZModelInput,
  ZTechnologyInput,
  type TReferenceKind,
} from '@galim/shared/reference/schemas';
import type { OtherLanguage } from '@galim/shared/i18n/translated';
import { Button } from '../../../components/ui/button';
import { FormButtons } from './form-buttons';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorList } from '../../../components/ui/form/error-list';
import { Field } from '../../../components/ui/form/field';
import { Input, Select, Textarea } from '../../../components/ui/form/input';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { adminTexts } from '../../../i18n/admin';
import { commonTexts } from '../../../i18n/shell';
import type { ApiError } from '../../../lib/api';
import { validationMessage } from '../../../lib/validation-message';
import { useAuth } from '../../../lib/auth/auth-context';
import {
  useApproveReference,
  useDeleteReferences,
  useReferenceList,
  useSaveReference,
} from '../api/reference-admin';

const t = adminTexts.table;

/** One column of a reference table: how it shows, how it is edited, what it requires. */
export interface ColumnDef<Row> {
  key: string;
  /**
   * A field's text in another language (decision 051): sent and read as
   * `translations[language][key]`; without it, the row's own (Hebrew) field.
   */
  language?: OtherLanguage;
  label: string;
  input: 'text' | 'textarea' | 'url' | 'rating' | 'select';
  required?: boolean;
  options?: { value: string; label: string }[];
  /** The cell in read mode; the raw value by default. */
  render?: (row: Row) => ReactNode;
  /** The form value of a row (string); `row[key]` by default. */
  value?: (row: Row) => string;
}

type Values = Record<string, string>;

/** The form's name of a column's value: `title`, or `en-title` for its English. */
export const fieldId = (c: { key: string; language?: OtherLanguage }) =>
  c.language ? `${c.language}-${c.key}` : c.key;

/** The form field a schema issue's path names (`translations.en.title` is `en-title`). */
const fieldOfPath = (path: readonly PropertyKey[]) =>
  path[0] === 'translations' && path.length > 2
    ? `${String(path[1])}-${String(path[2])}`
    : String(path[0]);
type Row = { _id: string; title: string } & Record<string, unknown>;

/** A brand or model a user proposed that awaits an admin's approval (docs/decisions/009). */
const isProposal = (row: Row) => row.approved === false;
const proposerName = (row: Row) =>
  (row.proposedBy as { name?: string } | null | undefined)?.name ?? null;

/** The shared create schema of each kind: the same rules the API applies. */
const INPUT_SCHEMAS = {
  brands: ZBrandInput,
  categories: ZCategoryInput,
  models: ZModelInput,
  technologies: ZTechnologyInput,
} satisfies Record<TReferenceKind, z.ZodType>;

/**
 * The form's values checked by the kind's shared schema: null when valid, else one message in
 * the admin's words (the empty required fields by name, or what is wrong with a value).
 */
// On a phone the table is wider than the screen: its actions stay at the visible edge (the
// end, left in Hebrew) while the other columns scroll under them, so edit and delete are
// always in reach without scrolling sideways.
const STICKY_ACTIONS = 'sticky end-0 z-[1] shadow-[8px_0_8px_-8px_rgb(0_0_0/0.15)]';

export function checkValues<R>(
  kind: TReferenceKind,
  columns: ColumnDef<R>[],
  values: Values,
): string | null {
  const parsed = INPUT_SCHEMAS[kind].safeParse(toPayload(columns, values));
  if (parsed.success) return null;
  const failed = new Set(parsed.error.issues.map((issue) => fieldOfPath(issue.path)));
  const bad = columns.filter((c) => failed.has(fieldId(c)));
  const missing = bad.filter((c) => !(values[fieldId(c)] ?? '').trim());
  if (missing.length) return t.requiredHint(missing.map((c) => c.label).join(', '));
  if (bad[0]?.input === 'url') return t.invalidUrl;
  if (bad[0]?.input === 'rating') return t.invalidRating;
  return validationMessage(parsed.error.issues[0]?.message) ?? parsed.error.message;
}

/** The row form's state: the values by column key (nested, so the form's root error is free). */
type RowValues = { values: Values };

/** A react-hook-form resolver over checkValues: the payload when valid, else a form error. */
function referenceResolver<R>(
  kind: TReferenceKind,
  columns: ColumnDef<R>[],
): Resolver<RowValues, unknown, Record<string, unknown>> {
  return ({ values }): ResolverResult<RowValues, Record<string, unknown>> => {
    const problem = checkValues(kind, columns, values);
    if (!problem) return { values: toPayload(columns, values), errors: {} };
    return { values: {}, errors: { root: { schema: { type: 'schema', message: problem } } } };
  };
}

/**
 * The API payload: trimmed strings; a rating as a number (empty clears it); another language's
 * texts under `translations` (empty ones too: they clear the text, the Hebrew shows).
 */
export function toPayload<R>(columns: ColumnDef<R>[], values: Values): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const translations: Record<string, Record<string, string>> = {};
  for (const c of columns) {
    const v = (values[fieldId(c)] ?? '').trim();
    if (c.language) (translations[c.language] ??= {})[c.key] = v;
    else if (c.input === 'rating') out[c.key] = v ? Number(v) : null;
    else if (c.input === 'select' && !v) continue;
    else out[c.key] = v;
  }
  if (Object.keys(translations).length) out.translations = translations;
  return out;
}

/** A row's text in another language, as the admin list (`?languages=all`) gives it. */
const translationOf = <R extends Row>(row: R, language: OtherLanguage, key: string) =>
  (row.translations as Record<string, Record<string, string> | undefined> | undefined)?.[
    language
  ]?.[key] ?? '';

const cellValue = <R extends Row>(c: ColumnDef<R>, row: R) =>
  c.value
    ? c.value(row)
    : c.language
      ? translationOf(row, c.language, c.key)
      : row[c.key] === null || row[c.key] === undefined
        ? ''
        : String(row[c.key]);

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

function RowForm<R>({
  kind,
  columns,
  initial,
  title,
  busy,
  onSave,
  onCancel,
}: {
  kind: TReferenceKind;
  columns: ColumnDef<R>[];
  initial: Values;
  title: string;
  busy: boolean;
  onSave: (payload: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<RowValues, unknown, Record<string, unknown>>({
    defaultValues: { values: initial },
    resolver: referenceResolver(kind, columns),
  });
  return (
    <form
      aria-label={title}
      noValidate
      className="mb-4 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
      // An invalid form is not saved: the hint says why instead of silence.
      onSubmit={handleSubmit(onSave)}
    >
      {columns.map((c) => {
        const field = register(`values.${fieldId(c)}`, {
          onChange: () => clearErrors('root.schema'),
        });
        // Another language's text runs in its own direction, whatever the page's.
        const dir = c.language ? 'auto' : undefined;
        return (
          <Field
            key={fieldId(c)}
            label={c.label}
            required={c.required}
            hint={c.input === 'rating' ? t.ratingHint : undefined}
            className={`flex flex-col gap-1 ${c.input === 'textarea' ? 'sm:col-span-2' : ''}`}
          >
            {(p) =>
              c.input === 'textarea' ? (
                <Textarea rows={2} dir={dir} {...p} {...field} />
              ) : c.input === 'select' ? (
                <Select {...p} {...field} placeholder={t.choose} options={c.options ?? []} />
              ) : c.input === 'rating' ? (
                <Input
                  type="number"
                  min={1}
                  max={5}
                  step={1}
                  inputMode="numeric"
                  {...p}
                  {...field}
                />
              ) : (
                <Input
                  type={c.input === 'url' ? 'url' : 'text'}
                  dir={c.input === 'url' ? 'ltr' : dir}
                  {...p}
                  {...field}
                />
              )
            }
          </Field>
        );
      })}
      <ErrorList
        alert
        errors={[errors.root?.schema?.message]}
        className="text-sm font-medium text-red-700 sm:col-span-2"
      />
      <FormButtons
        submitLabel={busy ? commonTexts.saving : t.save}
        cancelLabel={t.cancel}
        onCancel={onCancel}
        busy={busy}
        className="flex gap-2 sm:col-span-2"
      />
    </form>
  );
}
