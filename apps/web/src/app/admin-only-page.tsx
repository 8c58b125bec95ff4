import { ButtonLink } from '../components/ui/button';
import { heAdminOnly } from '../i18n/admin-only';
import { StatusPage } from './status-page';

/** /admin for a signed-in user who is not an admin: said plainly, with a way home. */
export default function AdminOnlyPage() {
  return (
    <StatusPage status={403} title={heAdminOnly.title} text={heAdminOnly.text}>
      <ButtonLink to="/">{heAdminOnly.home}</ButtonLink>
    </StatusPage>
  );
}
