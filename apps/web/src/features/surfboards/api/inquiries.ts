import { useMutation } from '@tanstack/react-query';
import type { TListingKind } from '@galim/shared/listings/kinds';
import type { TSellerContact } from '@galim/shared/surfboards/schemas';
import { apiOrThrow } from '../../../lib/api';

// The board page's own call (the board itself is lib/queries/surfboards' boardQuery, shared with
// the edit form; its likes are lib/queries/board-likes, shared with every board card).

/**
 * "Show contact details": the seller's phone and e-mail, asked for on a tap (issue 51). The
 * server counts the tap as an inquiry for the seller's analytics and limits it per person; the
 * answer stays with the page (no query cache, and the service worker keeps no POST answer).
 */
export function useRevealContact(id: string, kind: TListingKind = 'board') {
  const base = kind === 'board' ? 'surfboards' : 'listings';
  return useMutation({
    mutationFn: () => apiOrThrow<TSellerContact>(`/api/${base}/${id}/contact`, { method: 'POST' }),
  });
}
