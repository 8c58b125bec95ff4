import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function PrivacyPage() {
  return <PlaceholderPage title={he.pages.privacy} />;
}
