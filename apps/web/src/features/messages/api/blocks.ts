import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBlocked } from '@galim/shared/conversations/schemas';
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
        qc.invalidateQueries({ queryKey: surfboardKeys.all }),
      ]),
  });
}
