import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function AdminSurfboardModerationPage() {
  return <PlaceholderPage title={he.adminMenu['surfboard-moderation']} />;
}
