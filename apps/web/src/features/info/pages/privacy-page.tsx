import { he } from '../../../i18n/he';
import { usePublicConfig } from '../../../lib/public-config';
import { InfoLayout, LegalSections, MailLink } from '../components/info-layout';

const t = he.info.privacy;

export default function PrivacyPage() {
  const config = usePublicConfig();
  return (
    <InfoLayout title={t.title} lead={t.intro}>
      <p className="mb-8 text-sm text-slate-600">{t.updated}</p>
      <LegalSections sections={t.sections} />
      {config.data && (
        <p className="mt-10 rounded-2xl bg-sky-50 p-4 text-slate-800">
          {t.contact} <MailLink email={config.data.contactEmail} />
        </p>
      )}
    </InfoLayout>
  );
}
