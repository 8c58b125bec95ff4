import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGearUpdate, TListing } from '@galim/shared/listings/form';
import { apiOrThrow } from '../api';
import { listingKeys } from './listings';
import { invalidateBoards } from './surfboards';

// Publishing gear of any kind but boards (issue 53): POST /api/listings, multipart, the common
// fields, `kind`, `attributes` as JSON text and the photos. A board goes through the board
// form's own publish (features/surfboards/api/manage-boards.ts), as it always has. An edit of
// gear is JSON to PUT /api/listings/{id}, then its gallery to PUT /api/listings/{id}/images when
// the photos, their order or the cover changed (as a board's edit).

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

/**
 * Saves a seller's edit of a piece of gear: its fields, then its photos when they changed. The
 * listing's page gets the saved answer at once;
 * every list (my listings, the kind's list, favourites: all under the boards' keys) refreshes.
 */
export function useSaveListingEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      update,
      images,
    }: {
      id: string;
      update: TGearUpdate;
      /** The new gallery (ZImageLayout and the new files), when it changed. */
      images?: FormData;
    }) => {
      const saved = await apiOrThrow<TListing>(`/api/listings/${id}`, {
        method: 'PUT',
        body: update,
      });
      if (!images) return saved;
      return apiOrThrow<TListing>(`/api/listings/${id}/images`, {
        method: 'PUT',
        body: images,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        busyRetryMs: UPLOAD_BUSY_RETRY_MS,
      });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(listingKeys.detail(saved._id), saved);
      void invalidateBoards(queryClient);
    },
  });
}
