import type { ReactNode } from 'react';

/** A whole page that says why there is nothing here: the status in large, then what to do. */
export function StatusPage({
  status,
  title,
  text,
  children,
}: {
  status: number;
  title: string;
  text: string;
  /** The ways on. */
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-sky-700" aria-hidden="true">
        {status}
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-slate-700">{text}</p>
      {children}
    </div>
  );
}
