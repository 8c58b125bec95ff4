import { ButtonLink } from '../components/ui/button';
import { heAdminOnly } from '../i18n/admin-only';

/** /admin for a signed-in user who is not an admin: said plainly, with a way home. */
export default function AdminOnlyPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-20 text-center">
      <p className="text-7xl font-extrabold text-sky-700" aria-hidden="true">
        403
      </p>
      <h1 className="text-3xl font-bold text-slate-900">{heAdminOnly.title}</h1>
      <p className="text-slate-700">{heAdminOnly.text}</p>
      <ButtonLink to="/">{heAdminOnly.home}</ButtonLink>
    </div>
  );
}
