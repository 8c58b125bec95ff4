import { PlaceholderPage } from '../../../components/ui/placeholder-page';
import { he } from '../../../i18n/he';

export default function ProfileUploadSurfboardPage() {
  return <PlaceholderPage title={he.profileMenu['upload-surfboard']} />;
}
