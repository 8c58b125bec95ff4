import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function StoresPage() {
  return <PlaceholderPage title={he.pages.stores} />;
}
