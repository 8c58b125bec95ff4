import { he } from '../../../i18n/he';
import { LegalPage } from '../components/info-layout';

export default function TermsPage() {
  return <LegalPage text={he.info.terms} />;
}
