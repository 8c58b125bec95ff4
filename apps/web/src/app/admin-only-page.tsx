import { ButtonLink } from '../components/ui/button';
import { adminOnlyTexts } from '../i18n/he/admin-only';
import { StatusPage } from './status-page';

/** /admin for a signed-in user who is not an admin: said plainly, with a way home. */
export default function AdminOnlyPage() {
  return (
    <StatusPage status={403} title={adminOnlyTexts.title} text={adminOnlyTexts.text}>
      <ButtonLink to="/">{adminOnlyTexts.home}</ButtonLink>
    </StatusPage>
  );
}
