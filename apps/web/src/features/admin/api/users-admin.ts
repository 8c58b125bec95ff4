import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminUser } from '@galim/shared/admin/users';
import { apiOrThrow } from '../../../lib/api';

// The admin users list (search) and blocking, next to their fetchers.

const usersKey = ['admin', 'users'] as const;

export const adminUsersQuery = (q: string, blockedOnly: boolean) =>
  queryOptions({
    queryKey: [...usersKey, q, blockedOnly],
    queryFn: () =>
      apiOrThrow<TAdminUser[]>('/api/admin/users', {
        query: { q: q || undefined, blocked: blockedOnly ? 'true' : undefined },
      }),
  });

export const useAdminUsers = (q: string, blockedOnly: boolean) =>
  useQuery(adminUsersQuery(q, blockedOnly));

export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) =>
      apiOrThrow<TAdminUser>(`/api/admin/users/${id}/${blocked ? 'block' : 'unblock'}`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}
