import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/modal';
import { commonTexts } from '../../../../i18n/he/shell';
import { surfboardsManageTexts } from '../../../../i18n/he/surfboards-manage';

const t = surfboardsManageTexts;

/**
 * While the form holds unsent data: the browser's leave-page warning, and a dialog before an
 * in-app navigation to another page.
 */
export function LeaveGuard({ dirty }: { dirty: boolean }) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t.form.leaveTitle}
      closeLabel={commonTexts.close}
      size="sm"
    >
      <p className="text-slate-700">{t.form.leaveText}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={() => blocker.reset?.()}>
          {t.form.stay}
        </Button>
        <Button variant="danger" onClick={() => blocker.proceed?.()}>
          {t.form.leave}
        </Button>
      </div>
    </Modal>
  );
}
