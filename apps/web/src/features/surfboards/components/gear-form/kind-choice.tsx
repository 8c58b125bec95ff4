import { LISTING_KINDS, type TListingKind } from '@galim/shared/listings/kinds';
import { kindLabel } from '@galim/shared/listings/labels';
import { gearTexts } from '../../../../i18n/he/gear';
import { gearPublishTexts } from '../../../../i18n/he/gear-publish';

const t = gearPublishTexts;

/**
 * What is sold, asked before anything else: every kind, boards first, as large choices. The
 * form below is the chosen kind's; choosing another replaces it.
 */
export function KindChoice({
  value,
  onChange,
}: {
  value: TListingKind;
  onChange: (kind: TListingKind) => void;
}) {
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 text-lg font-bold text-slate-900">{t.chooseKind}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {LISTING_KINDS.map((kind) => (
          <label
            key={kind}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl bg-white px-3 py-2 text-slate-900 ring-1 ring-slate-300 has-[:checked]:bg-sky-50 has-[:checked]:font-semibold has-[:checked]:ring-2 has-[:checked]:ring-sky-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-sky-700"
          >
            <input
              type="radio"
              name="listing-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="size-5 shrink-0 accent-sky-700"
            />
            <span>{kindLabel(gearTexts, kind)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
