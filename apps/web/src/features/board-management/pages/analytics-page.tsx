import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function ProfileAnalyticsPage() {
  return <PlaceholderPage title={he.profileMenu['analytics']} />;
}
