import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { gearPublishTexts } from '../../../i18n/he/gear-publish';
import { commonTexts } from '../../../i18n/he/shell';
import { useAuth } from '../../../lib/auth/auth-context';
import { useListing } from '../../../lib/queries/listings';
import { errorText } from '../lib/error-texts';
import { LoginRequired } from './board-form-modal';
import { GearForm } from './gear-form';

/**
 * A piece of gear's edit form as a modal (my listings), as a board's is: the publish form of its
 * kind, filled in with the listing as GET /api/listings/{id} answers it now.
 */
export function GearEditModal({
  listingId,
  onClose,
}: {
  /** The listing to edit; the modal is closed without one. */
  listingId: string | null;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const listing = useListing(listingId ?? undefined);
  // Filled in from an answer asked for now, not from one kept since the listing's page was seen:
  // the edit sends every attribute, and stale ones would undo a change made since.
  const data = listing.isFetchedAfterMount ? listing.data : undefined;
  return (
    <Modal
      open={listingId !== null}
      onClose={onClose}
      title={gearPublishTexts.edit.title}
      closeLabel={commonTexts.close}
      size="lg"
    >
      {!user ? (
        <LoginRequired />
      ) : listing.isError && !data ? (
        <EmptyState
          title={errorText(listing.error)}
          action={<Button onClick={() => void listing.refetch()}>{commonTexts.retry}</Button>}
        />
      ) : !data || data._id !== listingId || data.kind === 'board' ? (
        <Spinner label={commonTexts.loading} className="py-10" />
      ) : (
        <GearForm key={data._id} kind={data.kind} listing={data} onDone={onClose} />
      )}
    </Modal>
  );
}
