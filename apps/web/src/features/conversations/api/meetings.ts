import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMessage } from '@galim/shared/conversations/schemas';
import { israelDate, israelTime } from '@galim/shared/israel-time';
import type { TMeetingProposal } from '@galim/shared/meetings/schemas';
import { apiOrThrow } from '../../../lib/api';
import { conversationKeys } from '../../../lib/queries/conversations';

// Safe places to meet (issue 56 §3): a meeting in a thread (propose or change it, accept the
// other side's). The thread and the list refresh after; the places are lib/queries/meeting-places.

/**
 * An Israel wall time (a day "YYYY-MM-DD" and an hour "HH:MM") as an ISO time with Israel's
 * offset that day, or null for a day and hour that do not exist there (the spring's lost hour).
 */
export function israelInstant(day: string, hour: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(hour)) return null;
  for (const offset of ['+02:00', '+03:00']) {
    const iso = `${day}T${hour}:00${offset}`;
    const at = new Date(iso);
    if (israelDate(at) === day && israelTime(at) === hour) return iso;
  }
  return null;
}

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
