import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function ProfileSoldSurfboardsPage() {
  return <PlaceholderPage title={he.profileMenu['sold-surfboards']} />;
}
