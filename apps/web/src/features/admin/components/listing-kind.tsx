import { useId } from 'react';
import type { TAdminSurfboard } from '@galim/shared/admin/schemas';
import { attributesOf } from '@galim/shared/listings/gear';
import { LISTING_KINDS, type TListingKind } from '@galim/shared/listings/kinds';
import { attributeLabel, optionLabel } from '@galim/shared/listings/labels';
import { adminTexts } from '../../../i18n/he/admin';
import { gearTexts } from '../../../i18n/he/gear';

// The moderation queue by kind of listing (issue 53): a choice of one kind or all, and a
// listing's own facts, in its kind's words, where a board shows its measures.

const t = adminTexts.moderation;

/** "All kinds" or one kind: the queue shows only that kind's listings. */
export function KindFilter({
  value,
  onChange,
}: {
  value: TListingKind | undefined;
  onChange: (kind: TListingKind | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="mb-4 flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t.kind}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as TListingKind | undefined)}
        className="rounded-lg border border-slate-300 px-2 py-1.5"
      >
        <option value="">{t.allKinds}</option>
        {LISTING_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {gearTexts.kinds[kind].many}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A piece of gear's attributes as label–value pairs (a board's are its measures, shown apart). */
export function gearFields(listing: TAdminSurfboard): [string, string][] {
  if (listing.kind === 'board') return [];
  const { kind, attributes } = listing;
  return attributesOf(kind).flatMap(({ key }): [string, string][] => {
    const value = attributes[key];
    if (value === undefined || value === null) return [];
    const word = (v: string) => optionLabel(gearTexts, kind, key, v);
    const text =
      typeof value === 'boolean'
        ? gearTexts.yesNo[value ? 'yes' : 'no']
        : Array.isArray(value)
          ? value.map(word).join(', ')
          : typeof value === 'string'
            ? word(value)
            : String(value);
    return [[attributeLabel(gearTexts, kind, key), text]];
  });
}
