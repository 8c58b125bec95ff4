import type { ReactNode } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import {
  ZBrandInput,
  ZCategoryInput,
  ZModelInput,
  ZTechnologyInput,
  type TReferenceKind,
} from '@galim/shared/reference/schemas';
import type { OtherLanguage } from '@galim/shared/i18n/translated';
import { adminTexts } from '../../../i18n/he/admin';
import { validationMessage } from '../../../lib/validation-message';

// A reference table's columns and the rules of its row form's values (checked by the kind's
// shared schema, sent as the API's payload), apart from how the table draws them.

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
  /** `kinds`: the kinds of gear, one box each (issue 53); its value is the kinds checked. */
  input: 'text' | 'textarea' | 'url' | 'rating' | 'select' | 'kinds';
  required?: boolean;
  options?: { value: string; label: string }[];
  /** The cell in read mode; the raw value by default. */
  render?: (row: Row) => ReactNode;
  /** The form value of a row (string, or the kinds checked); `row[key]` by default. */
  value?: (row: Row) => string | string[];
}

export type Values = Record<string, string | string[]>;

/** A form value as text: the kinds checked, joined. */
const textOf = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();

/** The kinds checked: react-hook-form gives a group of boxes as a list, one box as its value. */
const kindsOf = (value: string | string[] | boolean | undefined) =>
  Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : [];

/** The form's name of a column's value: `title`, or `en-title` for its English. */
export const fieldId = (c: { key: string; language?: OtherLanguage }) =>
  c.language ? `${c.language}-${c.key}` : c.key;

/** The form field a schema issue's path names (`translations.en.title` is `en-title`). */
export const fieldOfPath = (path: readonly PropertyKey[]) =>
  path[0] === 'translations' && path.length > 2
    ? `${String(path[1])}-${String(path[2])}`
    : String(path[0]);
export type Row = { _id: string; title: string } & Record<string, unknown>;

/** A brand or model a user proposed that awaits an admin's approval (docs/decisions/009). */
export const isProposal = (row: Row) => row.approved === false;
export const proposerName = (row: Row) =>
  (row.proposedBy as { name?: string } | null | undefined)?.name ?? null;

/** The shared create schema of each kind: the same rules the API applies. */
export const INPUT_SCHEMAS = {
  brands: ZBrandInput,
  categories: ZCategoryInput,
  models: ZModelInput,
  technologies: ZTechnologyInput,
} satisfies Record<TReferenceKind, z.ZodType>;

/**
 * The form's values checked by the kind's shared schema: null when valid, else one message in
 * the admin's words (the empty required fields by name, or what is wrong with a value).
 */

export function checkValues<R>(
  kind: TReferenceKind,
  columns: ColumnDef<R>[],
  values: Values,
): string | null {
  const parsed = INPUT_SCHEMAS[kind].safeParse(toPayload(columns, values));
  if (parsed.success) return null;
  const failed = new Set(parsed.error.issues.map((issue) => fieldOfPath(issue.path)));
  const bad = columns.filter((c) => failed.has(fieldId(c)));
  const missing = bad.filter((c) => c.input !== 'kinds' && !textOf(values[fieldId(c)]));
  if (missing.length) return t.requiredHint(missing.map((c) => c.label).join(', '));
  if (bad[0]?.input === 'url') return t.invalidUrl;
  if (bad[0]?.input === 'rating') return t.invalidRating;
  return validationMessage(parsed.error.issues[0]?.message) ?? parsed.error.message;
}

/** The row form's state: the values by column key (nested, so the form's root error is free). */
export type RowValues = { values: Values };

/** A react-hook-form resolver over checkValues: the payload when valid, else a form error. */
export function referenceResolver<R>(
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
    if (c.input === 'kinds') {
      out[c.key] = kindsOf(values[fieldId(c)]);
      continue;
    }
    const v = textOf(values[fieldId(c)]);
    if (c.language) (translations[c.language] ??= {})[c.key] = v;
    else if (c.input === 'rating') out[c.key] = v ? Number(v) : null;
    else if (c.input === 'select' && !v) continue;
    else out[c.key] = v;
  }
  if (Object.keys(translations).length) out.translations = translations;
  return out;
}

/** A row's text in another language, as the admin list (`?languages=all`) gives it. */
export const translationOf = <R extends Row>(row: R, language: OtherLanguage, key: string) =>
  (row.translations as Record<string, Record<string, string> | undefined> | undefined)?.[
    language
  ]?.[key] ?? '';

export const cellValue = <R extends Row>(c: ColumnDef<R>, row: R): string | string[] =>
  c.value
    ? c.value(row)
    : c.language
      ? translationOf(row, c.language, c.key)
      : row[c.key] === null || row[c.key] === undefined
        ? ''
        : String(row[c.key]);
