import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function PublicProfilePage() {
  return <PlaceholderPage title={he.pages.publicProfile} />;
}
