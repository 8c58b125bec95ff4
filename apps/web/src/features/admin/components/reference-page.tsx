import type { ReactNode } from 'react';
import type { TReferenceKind } from '@galim/shared/reference/schemas';
import { adminTexts } from '../../../i18n/he/admin';

export function ReferencePage({ kind, children }: { kind: TReferenceKind; children: ReactNode }) {
  return (
    <section aria-labelledby={`ref-${kind}`}>
      <h2 id={`ref-${kind}`} className="mb-4 text-2xl font-bold text-slate-900">
        {adminTexts.reference[kind].title}
      </h2>
      {children}
    </section>
  );
}
