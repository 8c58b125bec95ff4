import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/form/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { commonTexts } from '../../../i18n/he/shell';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { useBoardAction } from '../api/manage-boards';
import { errorText } from '../lib/error-texts';

const t = surfboardsManageTexts;

/** Bulk archive, mark-sold and delete on a selection: all or nothing on the server. */
export function BulkActionsModal({
  ids,
  open,
  onClose,
  onDone,
  allowArchive,
  allowSold,
}: {
  ids: string[];
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  allowArchive: boolean;
  allowSold: boolean;
}) {
  const toast = useToast();
  const action = useBoardAction();
  const [throughSite, setThroughSite] = useState(true);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const n = ids.length;

  async function run(
    input: Parameters<typeof action.mutateAsync>[0],
    success: string,
    errorPrefix: string,
  ) {
    try {
      await action.mutateAsync(input);
      toast.success(success);
      setConfirmDelete(false);
      onDone();
    } catch (err) {
      toast.error(errorPrefix + errorText(err));
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.bulk.title(n)}
      closeLabel={commonTexts.close}
      size="sm"
    >
      {confirmDelete ? (
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">{t.bulk.confirmDelete(n)}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {t.manage.back}
            </Button>
            <Button
              variant="danger"
              disabled={action.isPending}
              onClick={() =>
                void run(
                  { type: 'bulkDelete', ids },
                  t.toasts.bulkDeleted(n),
                  t.toasts.bulkDeleteError,
                )
              }
            >
              {t.bulk.delete}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          {allowArchive && (
            <Button
              variant="secondary"
              disabled={action.isPending}
              onClick={() =>
                void run(
                  { type: 'bulkArchive', ids },
                  t.toasts.bulkArchived(n),
                  t.toasts.bulkArchiveError,
                )
              }
            >
              {t.bulk.archive}
            </Button>
          )}
          {allowSold && (
            <div className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3">
              <Checkbox
                checked={throughSite}
                onChange={setThroughSite}
                label={t.bulk.soldThroughWebsite}
              />
              <Button
                variant="secondary"
                disabled={action.isPending}
                onClick={() =>
                  void run(
                    { type: 'bulkSold', ids, soldThroughWebsite: throughSite },
                    t.toasts.bulkSold(n),
                    t.toasts.bulkSoldError,
                  )
                }
              >
                {t.bulk.sold}
              </Button>
            </div>
          )}
          <Button variant="danger" onClick={() => setConfirmDelete(true)}>
            {t.bulk.delete}
          </Button>
        </div>
      )}
    </Modal>
  );
}
