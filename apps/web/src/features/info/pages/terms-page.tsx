import { legalTexts } from '../../../i18n/he/legal';
import { LegalPage } from '../components/info-layout';

export default function TermsPage() {
  return <LegalPage text={legalTexts.terms} />;
}
