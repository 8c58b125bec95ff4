import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TBoardUpdate,
  TBulkResult,
  TMarkSold,
  TMyBoardStatus,
  TUserAnalytics,
} from '@galim/shared/surfboards/form';
import type { TBoardBuyers, TLikersOfferResult } from '@galim/shared/conversations/schemas';
import type { TSurfboard } from '@galim/shared/surfboards/schemas';
import { apiOrThrow } from '../../../lib/api';
import { referenceKeys } from '../../../lib/queries/reference';
import { invalidateBoards, surfboardKeys } from '../../../lib/queries/surfboards';
import type { TListingBase } from '../../../lib/queries/my-listings';
import type { TProposal } from '@galim/shared/surfboards/form';

// The seller's side of boards: their lists and analytics, publishing, editing and every
// lifecycle action, each fetcher beside its query or mutation hook.

export const myBoardsQuery = (status: TMyBoardStatus, enabled = true) =>
  queryOptions({
    queryKey: surfboardKeys.mine(status),
    queryFn: ({ signal }) =>
      apiOrThrow<TSurfboard[]>('/api/surfboards/mine', { query: { status }, signal }),
    enabled,
  });

export const useMyBoards = (status: TMyBoardStatus, { enabled = true } = {}) =>
  useQuery(myBoardsQuery(status, enabled));

export const analyticsQuery = (userId: string | undefined) =>
  queryOptions({
    queryKey: surfboardKeys.analytics(userId ?? ''),
    queryFn: ({ signal }) =>
      apiOrThrow<TUserAnalytics>(`/api/surfboards/analytics/${userId}`, { signal }),
    enabled: Boolean(userId),
  });

export const useAnalytics = (userId: string | undefined) => useQuery(analyticsQuery(userId));

/** Publishing sends files: a long timeout for slow phone uplinks. */
const UPLOAD_TIMEOUT_MS = 120_000;
/**
 * A server busy with other uploads answers 503 with Retry-After (a few seconds): the upload is
 * sent again by itself for up to two minutes, the form still showing it as on its way.
 */
const UPLOAD_BUSY_RETRY_MS = 120_000;

/** Publishes a new board (multipart: fields and images); every board list refreshes after. */
export function usePublishBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      apiOrThrow<TSurfboard>('/api/surfboards', {
        method: 'POST',
        body: form,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        busyRetryMs: UPLOAD_BUSY_RETRY_MS,
      }),
    // Not awaited: the form shows its success at once; the lists catch up behind it.
    onSuccess: () => void invalidateBoards(queryClient),
  });
}

/** Saves an edit: the fields, then the images when their order, set or cover changed. */
export function useSaveBoardEdit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (edit: { id: string; update: TBoardUpdate; images?: FormData }) => {
      const saved = await apiOrThrow<TSurfboard>(`/api/surfboards/${edit.id}`, {
        method: 'PUT',
        body: edit.update,
      });
      if (!edit.images) return saved;
      return apiOrThrow<TSurfboard>(`/api/surfboards/${edit.id}/images`, {
        method: 'PUT',
        body: edit.images,
        timeoutMs: UPLOAD_TIMEOUT_MS,
        busyRetryMs: UPLOAD_BUSY_RETRY_MS,
      });
    },
    onSuccess: () => void invalidateBoards(queryClient),
  });
}

/** A brand or model the seller typed that is not in the list (docs/decisions/009). */
export function useProposeReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: { kind: 'brand' | 'model'; title: string; brand?: string }) =>
      apiOrThrow<TProposal>(`/api/surfboards/propose/${kind}`, { method: 'POST', body }),
    // Awaited: the new option must be in the select before the form selects it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKeys.all }),
  });
}

/**
 * The buyers who wrote about my listing: the choices of "sold to whom" (issue 43). `base` is
 * where the listing's lifecycle is addressed: a board's, or gear's (/api/listings).
 */
export const boardBuyersQuery = (boardId: string, base: TListingBase = '/api/surfboards') =>
  queryOptions({
    queryKey: [...surfboardKeys.allMine, 'buyers', boardId],
    queryFn: ({ signal }) => apiOrThrow<TBoardBuyers>(`${base}/${boardId}/buyers`, { signal }),
  });

export const useBoardBuyers = (boardId: string, base?: TListingBase) =>
  useQuery(boardBuyersQuery(boardId, base));

/** One listing's actions name its lifecycle's address (`base`, a board's when left out). */
type Action =
  | { type: 'markSold'; id: string; base?: TListingBase; body: TMarkSold }
  | {
      type: 'unsold' | 'archive' | 'unarchive' | 'delete' | 'release';
      id: string;
      base?: TListingBase;
    }
  | { type: 'bulkArchive' | 'bulkDelete'; ids: string[]; base?: TListingBase }
  | { type: 'bulkSold'; ids: string[]; soldThroughWebsite: boolean; base?: TListingBase }
  | { type: 'offerToLikers'; id: string; amount: number; base?: TListingBase };

function runAction(action: Action): Promise<unknown> {
  const base = ('base' in action && action.base) || '/api/surfboards';
  switch (action.type) {
    case 'markSold':
      return apiOrThrow(`${base}/${action.id}/mark-sold`, {
        method: 'POST',
        body: action.body,
      });
    case 'unsold':
    case 'archive':
    case 'unarchive':
      return apiOrThrow(`${base}/${action.id}/${action.type}`, { method: 'PATCH' });
    case 'delete':
      return apiOrThrow(`${base}/${action.id}`, { method: 'DELETE' });
    case 'release':
      return apiOrThrow(`${base}/${action.id}/reservation`, { method: 'DELETE' });
    case 'bulkArchive':
      return apiOrThrow<TBulkResult>(`${base}/bulk/archive`, {
        method: 'POST',
        body: { ids: action.ids },
      });
    case 'bulkDelete':
      return apiOrThrow<TBulkResult>(`${base}/bulk/delete`, {
        method: 'POST',
        body: { ids: action.ids },
      });
    case 'offerToLikers':
      return apiOrThrow<TLikersOfferResult>(`${base}/${action.id}/offer-to-likers`, {
        method: 'POST',
        body: { amount: action.amount },
      });
    case 'bulkSold':
      return apiOrThrow<TBulkResult>(`${base}/bulk/sold`, {
        method: 'POST',
        body: { ids: action.ids, soldThroughWebsite: action.soldThroughWebsite },
      });
  }
}

/** Every lifecycle action; afterwards all of the owner's lists and analytics refresh. */
export function useBoardAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSettled: () => invalidateBoards(queryClient),
  });
}
