import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function AdminBrandsPage() {
  return <PlaceholderPage title={he.adminMenu['brands']} />;
}
