import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/form/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { commonTexts } from '../../../i18n/he/shell';
import { myListingsTexts } from '../../../i18n/he/my-listings';
import { surfboardsManageTexts } from '../../../i18n/he/surfboards-manage';
import { useBoardAction } from '../api/manage-boards';
import { errorText } from '../lib/error-texts';
import { listingBase } from '../../../lib/queries/my-listings';

const t = surfboardsManageTexts;

/**
 * Bulk archive, mark-sold and delete on a selection: all or nothing on the server. A selection
 * with gear in it (issue 53) goes to /api/listings/bulk/…, which takes every kind, and is worded
 * as listings ("3 מודעות"), never as boards.
 */
export function BulkActionsModal({
  ids,
  gear = false,
  open,
  onClose,
  onDone,
  allowArchive,
  allowSold,
}: {
  ids: string[];
  /** Whether the selection holds a listing that is not a board. */
  gear?: boolean;
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
  const base = listingBase({ kind: gear ? 'other' : 'board' });
  const words = gear ? myListingsTexts.bulk : { ...t.bulk, ...t.toasts };

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
      title={words.title(n)}
      closeLabel={commonTexts.close}
      size="sm"
    >
      {confirmDelete ? (
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">{words.confirmDelete(n)}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {t.manage.back}
            </Button>
            <Button
              variant="danger"
              disabled={action.isPending}
              onClick={() =>
                void run(
                  { type: 'bulkDelete', ids, base },
                  words.bulkDeleted(n),
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
                  { type: 'bulkArchive', ids, base },
                  words.bulkArchived(n),
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
                    { type: 'bulkSold', ids, soldThroughWebsite: throughSite, base },
                    words.bulkSold(n),
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
