import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function ProfileMySurfboardsPage() {
  return <PlaceholderPage title={he.profileMenu['my-surfboards']} />;
}
