import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function TermsPage() {
  return <PlaceholderPage title={he.pages.terms} />;
}
