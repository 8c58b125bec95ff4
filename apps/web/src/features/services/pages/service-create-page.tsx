import { servicesTexts } from '../../../i18n/he/services';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { useDocumentTitle } from '../../../lib/document-title';
import { ServiceWizard } from '../components/service-wizard';

const t = servicesTexts;

/** /services/create: the 5-step wizard (the router's guard sends visitors to /login). */
export default function ServiceCreatePage() {
  useDocumentTitle(t.createTitle);
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumb
        items={[
          { label: t.breadcrumbHome, to: '/' },
          { label: t.breadcrumb, to: '/services' },
          { label: t.createTitle },
        ]}
      />
      <h1 className="mb-4 text-3xl font-extrabold text-slate-900">{t.createTitle}</h1>
      <ServiceWizard />
    </div>
  );
}
