import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import type { TReferenceKind } from '@galim/shared/reference/schemas';
import { apiOrThrow, type ApiError } from '../../../lib/api';
import { referenceKeys } from '../../../lib/queries/reference';

// The admin's reference tables (categories, brands, models, technologies): the lists in every
// language, read afresh, and their writes. Every write invalidates
// `referenceKeys.all`, so the board filters and the board form see the change too.

/**
 * A reference list as the admin edits it, read afresh whenever an admin opens a table: every
 * language as stored (`?languages=all`: the Hebrew in `title`, the others in `translations`),
 * where the board filters get the page's language (decision 051).
 */
export const adminReferenceListQuery = <Row>(kind: TReferenceKind) =>
  queryOptions({
    queryKey: [...referenceKeys.list(kind), 'all-languages'] as const,
    queryFn: ({ signal }) =>
      apiOrThrow<Row[]>(`/api/${kind}`, { query: { languages: 'all' }, signal }),
    staleTime: 0,
  });

export const useReferenceList = <Row>(kind: TReferenceKind) =>
  useQuery(adminReferenceListQuery<Row>(kind));

/**
 * What the table does when a write ends (toasts, closing a form). They run before the lists are
 * read again, which the hook does last and waits for.
 */
type Reactions<TData, TVars> = Pick<
  UseMutationOptions<TData, Error, TVars>,
  'onSuccess' | 'onError'
> & {
  onSettled?: () => void;
};

function useRefreshReference(onSettled?: () => void) {
  const qc = useQueryClient();
  return () => {
    onSettled?.();
    return qc.invalidateQueries({ queryKey: referenceKeys.all });
  };
}

/** Creates a row (no id) or updates one. */
export function useSaveReference(
  kind: TReferenceKind,
  reactions: Reactions<unknown, { id?: string; payload: Record<string, unknown> }> = {},
) {
  const refresh = useRefreshReference(reactions.onSettled);
  return useMutation({
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    mutationFn: (v: { id?: string; payload: Record<string, unknown> }) =>
      v.id
        ? apiOrThrow(`/api/${kind}/${v.id}`, { method: 'PUT', body: v.payload })
        : apiOrThrow(`/api/${kind}`, { method: 'POST', body: v.payload }),
    onSettled: refresh,
  });
}

/** Approves a brand or model a user proposed. */
export function useApproveReference(
  kind: TReferenceKind,
  reactions: Reactions<unknown, string> = {},
) {
  const refresh = useRefreshReference(reactions.onSettled);
  return useMutation({
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    mutationFn: (id: string) => apiOrThrow(`/api/${kind}/${id}/approve`, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** What deleting several rows came to: how many went, and why each of the others did not. */
export interface ReferenceDeletion {
  done: number;
  failures: { id: string; error: ApiError }[];
}

/** Deletes rows one by one; a row that fails (409: still in use) does not stop the others. */
export function useDeleteReferences(
  kind: TReferenceKind,
  reactions: Reactions<ReferenceDeletion, string[]> = {},
) {
  const refresh = useRefreshReference(reactions.onSettled);
  return useMutation({
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    mutationFn: async (ids: string[]): Promise<ReferenceDeletion> => {
      const failures: ReferenceDeletion['failures'] = [];
      for (const id of ids) {
        try {
          await apiOrThrow(`/api/${kind}/${id}`, { method: 'DELETE' });
        } catch (err) {
          failures.push({ id, error: err as ApiError });
        }
      }
      return { done: ids.length - failures.length, failures };
    },
    onSettled: refresh,
  });
}
