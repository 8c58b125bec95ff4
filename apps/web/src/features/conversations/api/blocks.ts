import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBlockList, TBlocked } from '@galim/shared/conversations/schemas';
import { apiOrThrow } from '../../../lib/api';
import { conversationKeys } from '../../../lib/queries/conversations';
import { surfboardKeys } from '../../../lib/queries/surfboards';

/**
 * Blocks or unblocks the other side of a thread: no messages either way, and their boards leave
 * my lists (so the board lists are fetched again too).
 */
export function useSetBlocked(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiOrThrow<TBlocked>(`/api/blocks/${userId}`, { method: blocked ? 'PUT' : 'DELETE' }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: conversationKeys.all }),
        qc.invalidateQueries({ queryKey: blockKeys.list }),
        qc.invalidateQueries({ queryKey: surfboardKeys.all }),
      ]),
  });
}

export const blockKeys = { list: ['me', 'blocks'] as const };

/** The users I blocked, newest first (the inbox lists them with a way to unblock). */
export const blocksQuery = () =>
  queryOptions({
    queryKey: blockKeys.list,
    queryFn: ({ signal }) => apiOrThrow<TBlockList>('/api/blocks', { signal }),
  });

export const useBlocks = () => useQuery(blocksQuery());
