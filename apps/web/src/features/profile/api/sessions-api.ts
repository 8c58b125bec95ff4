import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSessionInfo } from '@galim/shared/users/sessions';
import { apiOrThrow } from '../../../lib/api';
import type { TRevokedCount } from '@galim/shared/users/sessions';

// The signed-in user's devices (settings page): list, sign one out, sign out all others.

const sessionsKey = ['me', 'sessions'] as const;

export const mySessionsQuery = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: () => apiOrThrow<TSessionInfo[]>('/api/auth/sessions'),
  });

export const useMySessions = () => useQuery(mySessionsQuery());

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiOrThrow<TRevokedCount>(`/api/auth/sessions/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiOrThrow<TRevokedCount>('/api/auth/sessions/revoke-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
