import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '@galim/shared/conversations/schemas';
import type { TMeetingProposal } from '@galim/shared/meetings/schemas';
import { apiOrThrow } from '../../../lib/api';
import { conversationKeys } from '../../../lib/queries/conversations';

// Safe places to meet (issue 56 §3): a meeting in a thread (propose or change it, accept the
// other side's). The thread and the list refresh after; the places are lib/queries/meeting-places.

export function useProposeMeeting(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (proposal: TMeetingProposal) =>
      apiOrThrow<TMessage>(`/api/conversations/${threadId}/meetings`, {
        method: 'POST',
        body: proposal,
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}

export function useAcceptMeeting(threadId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (meetingId: string) =>
      apiOrThrow<TMessage>(`/api/conversations/${threadId}/meetings/${meetingId}/accept`, {
        method: 'POST',
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
