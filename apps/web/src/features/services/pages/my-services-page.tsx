import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function ProfileMyServicesPage() {
  return <PlaceholderPage title={he.profileMenu['my-services']} />;
}
