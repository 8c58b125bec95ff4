import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { useAuth } from '../../../lib/auth/auth-context';
import { BoardForm } from '../components/board-form';
import { LoginRequired } from '../components/board-form-modal';

const t = surfboardsManageTexts;

/** /profile/upload-surfboard: the publish form as a page. */
export default function UploadSurfboardPage() {
  const { user } = useAuth();
  return (
    <section aria-labelledby="upload-title" className="max-w-3xl">
      <h2 id="upload-title" className="text-2xl font-bold text-slate-900">
        {t.form.createTitle}
      </h2>
      {/* The intro goes with the form: once the board is sent, the success stands alone. */}
      {user ? (
        <BoardForm intro={<p className="mb-4 text-slate-600">{t.form.intro}</p>} />
      ) : (
        <LoginRequired />
      )}
    </section>
  );
}
