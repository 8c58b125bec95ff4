import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TListing } from '@galim/shared/listings/form';
import { apiOrThrow } from '../api';
import { invalidateBoards } from './surfboards';

// Publishing gear of any kind but boards (issue 53): POST /api/listings, multipart, the common
// fields, `kind`, `attributes` as JSON text and the photos. A board goes through the board
// form's own publish (features/surfboards/api/manage-boards.ts), as it always has.

/** Publishing sends photos: a long timeout for slow phone uplinks (as a board's). */
const UPLOAD_TIMEOUT_MS = 120_000;
/** A server busy with other uploads (503, Retry-After) is asked again for up to two minutes. */
const UPLOAD_BUSY_RETRY_MS = 120_000;

/** Publishes a piece of gear; every list refreshes after (gear's keys sit under the boards'). */
export function usePublishListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiOrThrow<TListing>('/api/listings', {
        method: 'POST',
        body: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        busyRetryMs: UPLOAD_BUSY_RETRY_MS,
      }),
    // Not awaited: the form shows its success at once; the lists catch up behind it.
    onSuccess: () => void invalidateBoards(queryClient),
  });
}
