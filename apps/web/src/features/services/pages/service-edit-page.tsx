import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumb } from '../../../components/ui/breadcrumb';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { servicesTexts } from '../../../i18n/he/services';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAuth } from '../../../lib/auth/auth-context';
import { useService } from '../api/services-api';
import { ServiceNotFound } from '../components/service-not-found';
import { ServiceWizard } from '../components/service-wizard';

const t = servicesTexts;

/** /services/{type}/{id}/edit: the owner or an admin; anyone else goes back with a message. */
export default function ServiceEditPage() {
  const { serviceType = '', id = '' } = useParams();
  const query = useService(serviceType, id);
  const { user, isAdmin } = useAuth();
  const navigate = useNavigate();
  const toast = useToast();
  const s = query.data;
  const allowed = Boolean(s && user && (isAdmin || user._id === s.providerId._id));
  const refused = Boolean(s && user && !allowed);
  useDocumentTitle(query.isError ? t.notFoundTitle : t.editTitle);

  useEffect(() => {
    if (!refused) return;
    toast.error(t.notAllowed);
    navigate(`/services/${serviceType}/${id}`, { replace: true });
  }, [refused, toast, navigate, serviceType, id]);

  if (query.isPending || refused) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-6" aria-busy="true">
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (!s) {
    return <ServiceNotFound />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <Breadcrumb
        items={[
          { label: t.breadcrumbHome, to: '/' },
          { label: t.breadcrumb, to: '/services' },
          { label: s.title, to: `/services/${s.serviceType}/${s._id}`, written: true },
          { label: t.editTitle },
        ]}
      />
      <h1 className="mb-4 text-3xl font-extrabold text-slate-900">{t.editTitle}</h1>
      <ServiceWizard existing={s} />
    </div>
  );
}
