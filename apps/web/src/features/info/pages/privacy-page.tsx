import { he } from '../../../i18n/he';
import { LegalPage } from '../components/info-layout';

export default function PrivacyPage() {
  return <LegalPage text={he.info.privacy} />;
}
