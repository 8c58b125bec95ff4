import type { ReactNode } from 'react';

/** Label–value pairs of a detail modal. Empty values are left out. */
export function FieldList({ fields }: { fields: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {fields
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-2">
            <dt className="shrink-0 font-medium text-slate-600">{label}:</dt>
            {/* Long e-mail addresses wrap instead of widening the dialog on a phone. */}
            <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
