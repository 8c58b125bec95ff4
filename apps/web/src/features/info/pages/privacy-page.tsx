import { legalTexts } from '../../../i18n/he/legal';
import { LegalPage } from '../components/info-layout';

export default function PrivacyPage() {
  return <LegalPage text={legalTexts.privacy} />;
}
