import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '@galim/shared/conversations/schemas';
import { apiOrThrow } from '../../../lib/api';
import { conversationKeys } from '../../../lib/queries/conversations';
import { surfboardKeys } from '../../../lib/queries/surfboards';

// Offers in a thread (issue 43): make one (or counter), accept or decline the other side's. The
// thread and the list refresh afterwards (an answer changes the offer's card and the board's
// reservation); boards' public reads show "שמור" once the cache's few seconds pass.

export function useMakeOffer(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      apiOrThrow<TMessage>(`/api/conversations/${threadId}/offers`, {
        method: 'POST',
        body: { amount },
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

export function useAnswerOffer(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ offerId, answer }: { offerId: string; answer: 'accept' | 'decline' }) =>
      apiOrThrow<TMessage>(`/api/conversations/${threadId}/offers/${offerId}/${answer}`, {
        method: 'POST',
      }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: conversationKeys.all }),
        qc.invalidateQueries({ queryKey: surfboardKeys.all }),
      ]),
  });
}

/** The seller ends the reservation before its 48 hours. */
export function useReleaseReservation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (boardId: string) =>
      apiOrThrow(`/api/surfboards/${boardId}/reservation`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: conversationKeys.all }),
        qc.invalidateQueries({ queryKey: surfboardKeys.all }),
      ]),
  });
}
