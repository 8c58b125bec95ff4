import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { commonTexts } from '../../../i18n/he/shell';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { useAuth } from '../../../lib/auth/auth-context';
import { useBoard } from '../../../lib/queries/surfboards';
import { BoardForm } from './board-form';

const t = surfboardsManageTexts;

/** The add/edit form as a modal; signed-out users see 'login required' with sign-in. */
export function BoardFormModal({
  open,
  onClose,
  boardId,
}: {
  open: boolean;
  onClose: () => void;
  /** Edit this board; without it, publish a new one. */
  boardId?: string;
}) {
  const { user } = useAuth();
  const board = useBoard(open ? boardId : undefined);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={boardId ? t.form.editTitle : t.form.createTitle}
      closeLabel={commonTexts.close}
      size="lg"
    >
      {!user ? (
        <LoginRequired />
      ) : boardId && !board.data ? (
        <Spinner label={commonTexts.loading} className="py-10" />
      ) : (
        <BoardForm key={boardId ?? 'new'} board={board.data} onDone={onClose} />
      )}
    </Modal>
  );
}

export function LoginRequired() {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center">
      <p className="text-lg font-semibold text-slate-900">{t.loginRequired.title}</p>
      <p className="text-slate-600">{t.loginRequired.text}</p>
      <Link to="/login" className={buttonClasses('primary')}>
        {t.loginRequired.action}
      </Link>
    </div>
  );
}
