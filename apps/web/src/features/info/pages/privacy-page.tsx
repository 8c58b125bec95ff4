import { heInfo } from '../../../i18n/info';
import { LegalPage } from '../components/info-layout';

export default function PrivacyPage() {
  return <LegalPage text={heInfo.privacy} />;
}
