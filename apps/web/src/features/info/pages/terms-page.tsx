import { heInfo } from '../../../i18n/info';
import { LegalPage } from '../components/info-layout';

export default function TermsPage() {
  return <LegalPage text={heInfo.terms} />;
}
