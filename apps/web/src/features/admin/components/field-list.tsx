import type { ReactNode } from 'react';

/** Label–value pairs of a detail modal. Empty values are left out. */
export function FieldList({ fields }: { fields: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {fields
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="font-medium text-slate-600">{label}:</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
