import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function AdminServiceModerationPage() {
  return <PlaceholderPage title={he.adminMenu['service-moderation']} />;
}
