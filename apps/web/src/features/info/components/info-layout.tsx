import { usePublicConfig } from '../../../lib/queries/public-config';
import type { ReactNode } from 'react';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { infoTexts } from '../../../i18n/he/info';
import type { legalTexts } from '../../../i18n/he/legal';
import { useDocumentTitle } from '../../../lib/document-title';

/** A readable info page: breadcrumb, title, optional lead, a comfortable measure. */
export function InfoLayout({
  title,
  lead,
  children,
  wide,
  tabTitle = title,
}: {
  title: string;
  /** The tab title, when not the heading. */
  tabTitle?: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  useDocumentTitle(tabTitle);
  return (
    <article className={`mx-auto ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>
      <Breadcrumb items={[{ label: infoTexts.breadcrumbHome, to: '/' }, { label: title }]} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      {lead && <div className="mt-3 text-lg leading-relaxed text-slate-700">{lead}</div>}
      <div className="mt-8">{children}</div>
    </article>
  );
}

/** Numbered sections with bullet items: the privacy policy and the terms. */
export function LegalSections({
  sections,
}: {
  sections: readonly { title: string; items: readonly string[] }[];
}) {
  return (
    <div className="grid gap-8">
      {sections.map((s, i) => (
        <section key={s.title} aria-labelledby={`legal-${i}`}>
          <h2 id={`legal-${i}`} className="mb-3 text-xl font-bold text-slate-900">
            {i + 1}. {s.title}
          </h2>
          <ul className="list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-sky-700">
            {s.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} dir="ltr" className="font-medium text-sky-800 underline">
      {email}
    </a>
  );
}

/** A legal text page (privacy policy, terms): its sections, the fixed update date, a contact line. */
export function LegalPage({ text }: { text: typeof legalTexts.privacy | typeof legalTexts.terms }) {
  const config = usePublicConfig();
  return (
    <InfoLayout title={text.title} lead={text.intro}>
      <p className="mb-8 text-sm text-slate-600">{text.updated}</p>
      <LegalSections sections={text.sections} />
      {config.data && (
        <p className="mt-10 rounded-2xl bg-sky-50 p-4 text-slate-800">
          {text.contact} <MailLink email={config.data.contactEmail} />
        </p>
      )}
    </InfoLayout>
  );
}
