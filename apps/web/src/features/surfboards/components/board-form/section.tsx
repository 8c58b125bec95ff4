import type { ReactNode } from 'react';

/** A titled group of the form's fields, in two columns unless `single`. */
export function Section({
  title,
  children,
  single = false,
}: {
  title: string;
  children: ReactNode;
  single?: boolean;
}) {
  return (
    <fieldset className="rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <legend className="px-1 text-lg font-bold text-slate-900">{title}</legend>
      <div className={single ? '' : 'grid gap-4 sm:grid-cols-2'}>{children}</div>
    </fieldset>
  );
}
