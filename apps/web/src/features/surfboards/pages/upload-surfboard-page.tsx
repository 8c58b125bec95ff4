import { useSearchParams } from 'react-router';
import { isListingKind, type TListingKind } from '@galim/shared/listings/kinds';
import { gearPublishTexts } from '../../../i18n/he/gear-publish';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { useAuth } from '../../../lib/auth/auth-context';
import { BoardForm } from '../components/board-form';
import { LoginRequired } from '../components/board-form-modal';
import { GearForm } from '../components/gear-form';
import { KindChoice } from '../components/gear-form/kind-choice';

const t = surfboardsManageTexts;

/**
 * /profile/upload-surfboard: the publish form as a page. It asks first what is sold (a board
 * unless the address says otherwise: `?kind=wetsuit`, so a kind's list can link to its own), then
 * shows that kind's form: a board's as it has always been, any other kind's from its declarations.
 */
export default function UploadSurfboardPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: TListingKind = isListingKind(asked) ? asked : 'board';

  function choose(next: TListingKind) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'board') updated.delete('kind');
        else updated.set('kind', next);
        return updated;
      },
      { replace: true },
    );
  }

  return (
    <section aria-labelledby="upload-title" className="max-w-3xl">
      <h2 id="upload-title" className="text-2xl font-bold text-slate-900">
        {gearPublishTexts.titles[kind]}
      </h2>
      {user ? (
        <>
          <KindChoice value={kind} onChange={choose} />
          {/* The intro goes with the form: once the listing is sent, the success stands alone. */}
          {kind === 'board' ? (
            <BoardForm intro={<p className="mb-4 text-slate-600">{t.form.intro}</p>} />
          ) : (
            <GearForm
              key={kind}
              kind={kind}
              intro={<p className="mb-4 text-slate-600">{gearPublishTexts.intro}</p>}
            />
          )}
        </>
      ) : (
        <LoginRequired />
      )}
    </section>
  );
}
