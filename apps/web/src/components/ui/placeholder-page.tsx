import { he } from '../../i18n/he';

/** A page whose feature is not built yet: its title and an honest "coming soon". */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="py-10">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{he.placeholder.soon}</p>
    </section>
  );
}
