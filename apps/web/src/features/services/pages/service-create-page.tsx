import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function ServiceCreatePage() {
  return <PlaceholderPage title={he.pages.serviceCreate} />;
}
