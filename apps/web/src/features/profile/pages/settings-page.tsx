import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function ProfileSettingsPage() {
  return <PlaceholderPage title={he.profileMenu['settings']} />;
}
