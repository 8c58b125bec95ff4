import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function AdminCategoriesPage() {
  return <PlaceholderPage title={he.adminMenu['categories']} />;
}
